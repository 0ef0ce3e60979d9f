import type { SaveProductInput, SaveProductResult } from '../../src/application/catalog/SaveProduct';
import type { PlaceOrderInput, PlaceOrderResult } from '../../src/application/checkout/PlaceOrder';
import type { EditAddressErrorCode } from '../../src/application/profile/EditAddress';
import type { AddressDetails, LatLng, SavedAddress } from '../../src/domain/address/Address';
import { ADDRESS_LABELS } from '../../src/domain/address/validateAddressDetails';
import { PUSH_TOKEN } from '../../src/domain/alerts/pushToken';
import { LANGUAGES } from '../../src/domain/shared/Language';
import type { ProductDraft } from '../../src/domain/catalog/productDraft';
import type { ErrorCode } from '../../src/domain/shared/ErrorCode';
import type { Result } from '../../src/domain/shared/Result';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import type { OrderChangeResult } from '../../src/application/orders/OrderChange';
import type { ShopCommands } from '../../src/application/ports/ShopCommands';
import {
  documentId,
  finiteNumber,
  flag,
  listOf,
  objectOf,
  oneOf,
  optionalText,
  sizeLabel,
  text,
  textList,
  type Fields,
} from './readRequest';

/** Ids of documents: far below Firestore's own limit, and far above what the shop writes. */
const ID = 200;
/** A checkout key as browsers make them (a UUID, or an auto-id): safe inside a document id. */
const CHECKOUT_KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** Lines read before the domain's own cap of 100 answers 'too many items'; past this the request is junk. */
const MAX_LINES_READ = 500;

/** A device's push token: the domain's strict pattern (it is the token store's document id too). */
const pushToken = (data: Fields): string => text(data, 'token', 600, PUSH_TOKEN);

/** One segment of a document path, by Firestore's rules for a document id (readRequest.documentId). */
const segment = (data: Fields, field: string): string => documentId(data, field, ID);
const orderId = (data: Fields): string => segment(data, 'orderId');
const productRef = (ref: Fields) => ({ group: segment(ref, 'group'), subgroup: segment(ref, 'subgroup'), id: segment(ref, 'id') });

function placeOrderInput(data: Fields): PlaceOrderInput {
  return {
    lines: listOf(data, 'lines', MAX_LINES_READ, (line) => ({
      ref: productRef(objectOf(line.ref, 'ref')),
      variant: sizeLabel(line, 'variant', 100),
      qty: finiteNumber(line, 'qty'),
      ...(optionalText(line, 'name', 200) ? { name: text(line, 'name', 200) } : {}),
    })),
    addressId: documentId(data, 'addressId', 100),
    phoneNumber: text(data, 'phoneNumber', 30),
    checkoutKey: text(data, 'checkoutKey', 100, CHECKOUT_KEY),
  };
}

const placeName = (data: Fields, field: string) => {
  if (data[field] === undefined || data[field] === null) return {};
  const name = objectOf(data[field], field);
  const nameHi = optionalText(name, 'nameHi', 100);
  return { [field]: { name: text(name, 'name', 100), ...(nameHi !== undefined ? { nameHi } : {}) } };
};

/** What the product form sends: texts bounded, numbers as numbers (the domain judges their values). */
function productDraft(data: Fields): ProductDraft {
  const optional = (field: string, max: number) => {
    const value = optionalText(data, field, max);
    return value === undefined ? {} : { [field]: value };
  };
  return {
    name: text(data, 'name', 200),
    ...optional('nameHi', 200),
    about: text(data, 'about', 5000),
    ...optional('aboutHi', 5000),
    group: segment(data, 'group'),
    subgroup: segment(data, 'subgroup'),
    imageData: textList(data, 'imageData', 10, 2048),
    weight: text(data, 'weight', 40),
    price: finiteNumber(data, 'price'),
    mrp: finiteNumber(data, 'mrp'),
    ...(data.wSale === undefined || data.wSale === null ? {} : { wSale: finiteNumber(data, 'wSale') }),
    available: finiteNumber(data, 'available'),
    availableUnit: text(data, 'availableUnit', 20),
    loose_item: flag(data, 'loose_item'),
    variants: listOf(data, 'variants', 30, (size) => ({
      label: sizeLabel(size, 'label', 40),
      price: finiteNumber(size, 'price'),
      mrp: finiteNumber(size, 'mrp'),
      available: finiteNumber(size, 'available'),
    })),
  };
}

function saveProductInput(data: Fields): SaveProductInput {
  return {
    draft: productDraft(objectOf(data.draft, 'draft')),
    ...(data.id === undefined || data.id === null ? {} : { id: segment(data, 'id') }),
    confirmPriceAboveMrp: flag(data, 'confirmPriceAboveMrp'),
    ...(data.keepStockOf ? { keepStockOf: productRef(objectOf(data.keepStockOf, 'keepStockOf')) } : {}),
    ...placeName(data, 'groupName'),
    ...placeName(data, 'subgroupName'),
  };
}

const pointOf = (value: unknown): LatLng | null => {
  if (value === undefined || value === null) return null;
  const point = objectOf(value, 'coordinates');
  return { lat: finiteNumber(point, 'lat'), lng: finiteNumber(point, 'lng') };
};

/**
 * The details form's result: only the fields an address has, each bounded as firestore.rules bound
 * a saved address (the domain trims the form's own fields further); anything else sent is dropped.
 */
function addressDetails(data: Fields): AddressDetails {
  const bounded = (field: string, max: number): string => optionalText(data, field, max) ?? '';
  return {
    street: bounded('street', 200),
    area: bounded('area', 200),
    city: bounded('city', 100),
    state: bounded('state', 100),
    pincode: bounded('pincode', 10),
    country: bounded('country', 60),
    formatted: bounded('formatted', 500),
    fullAddress: bounded('fullAddress', 800),
    houseNo: bounded('houseNo', 200),
    building: bounded('building', 200),
    landmark: bounded('landmark', 200),
    instructions: bounded('instructions', 500),
    createdAt: bounded('createdAt', 40),
    label: oneOf(data, 'label', ADDRESS_LABELS),
    coordinates: pointOf(data.coordinates),
  };
}

/**
 * Each callable: how its request is read, and which command of the shop runs it. The browser's
 * CallableShopCommands sends exactly these shapes; the answers are the use cases' results.
 */
export const COMMANDS = {
  placeOrder: (commands: ShopCommands, data: unknown): Promise<PlaceOrderResult> => commands.placeOrder(placeOrderInput(objectOf(data))),
  acceptOrder: (commands: ShopCommands, data: unknown): Promise<OrderChangeResult> =>
    commands.acceptOrder({ orderId: orderId(objectOf(data)) }),
  updateOrderStatus: (commands: ShopCommands, data: unknown): Promise<OrderChangeResult> => {
    const request = objectOf(data);
    const status = oneOf(request, 'status', ['delivered', 'pending'] as const);
    return status === 'delivered'
      ? commands.deliverOrder({ orderId: orderId(request), deliveryCode: optionalText(request, 'deliveryCode', 20) })
      : commands.handBackOrder({ orderId: orderId(request) });
  },
  assignOrder: (commands: ShopCommands, data: unknown): Promise<OrderChangeResult> => {
    const request = objectOf(data);
    return commands.assignOrder({ orderId: orderId(request), deliveryPersonId: segment(request, 'deliveryPersonId') });
  },
  cancelOrder: (commands: ShopCommands, data: unknown): Promise<OrderChangeResult> => {
    const request = objectOf(data);
    return commands.cancelOrder({ orderId: orderId(request), reason: optionalText(request, 'reason', 500) });
  },
  unlockDelivery: (commands: ShopCommands, data: unknown): Promise<OrderChangeResult> =>
    commands.unlockDelivery({ orderId: orderId(objectOf(data)) }),
  saveProduct: (commands: ShopCommands, data: unknown): Promise<SaveProductResult> =>
    commands.saveProduct(saveProductInput(objectOf(data))),
  adjustStock: (commands: ShopCommands, data: unknown): Promise<Result<void, ErrorCode>> => {
    const request = objectOf(data);
    const variant = request.variant === null ? null : sizeLabel(request, 'variant', 40);
    return commands.adjustStock({ ref: productRef(objectOf(request.ref, 'ref')), variant, available: finiteNumber(request, 'available') });
  },
  changeUserType: (commands: ShopCommands, data: unknown): Promise<Result<UserProfile, ErrorCode>> => {
    const request = objectOf(data);
    return commands.changeUserType({ targetUid: segment(request, 'targetUid'), userType: text(request, 'userType', 20) });
  },
  editAddress: (commands: ShopCommands, data: unknown): Promise<Result<SavedAddress, EditAddressErrorCode>> => {
    const request = objectOf(data);
    return commands.editAddress({
      addressId: documentId(request, 'addressId', 40),
      details: addressDetails(objectOf(request.details, 'details')),
    });
  },
  registerDevice: (commands: ShopCommands, data: unknown): Promise<Result<void, ErrorCode>> => {
    const request = objectOf(data);
    return commands.registerDevice({ token: pushToken(request), language: oneOf(request, 'language', LANGUAGES) });
  },
  unregisterDevice: (commands: ShopCommands, data: unknown): Promise<Result<void, ErrorCode>> =>
    commands.unregisterDevice({ token: pushToken(objectOf(data)) }),
} as const;

export type CommandName = keyof typeof COMMANDS;
