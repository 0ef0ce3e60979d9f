import type { PlaceOrderInput, PlaceOrderResult } from '../../src/application/checkout/PlaceOrder';
import type { OrderChangeResult } from '../../src/application/orders/OrderChange';
import type { ShopCommands } from '../../src/application/ports/ShopCommands';
import { finiteNumber, listOf, objectOf, oneOf, optionalText, text, type Fields } from './readRequest';

/** Ids of documents: Firestore's own limit on a path segment is far above what the shop writes. */
const ID = 200;
/** A checkout key as browsers make them (a UUID, or an auto-id): safe inside a document id. */
const CHECKOUT_KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** Lines read before the domain's own cap of 100 answers 'too many items'; past this the request is junk. */
const MAX_LINES_READ = 500;

/** One segment of a document path: a slash would make it name another document. */
const segment = (data: Fields, field: string): string => text(data, field, ID, /^[^/]+$/);
const orderId = (data: Fields): string => segment(data, 'orderId');
const productRef = (ref: Fields) => ({ group: segment(ref, 'group'), subgroup: segment(ref, 'subgroup'), id: segment(ref, 'id') });

function placeOrderInput(data: Fields): PlaceOrderInput {
  return {
    lines: listOf(data, 'lines', MAX_LINES_READ, (line) => ({
      ref: productRef(objectOf(line.ref, 'ref')),
      variant: text(line, 'variant', 100),
      qty: finiteNumber(line, 'qty'),
      ...(optionalText(line, 'name', 200) ? { name: text(line, 'name', 200) } : {}),
    })),
    addressId: text(data, 'addressId', 100),
    phoneNumber: text(data, 'phoneNumber', 30),
    checkoutKey: text(data, 'checkoutKey', 100, CHECKOUT_KEY),
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
} as const;

export type CommandName = keyof typeof COMMANDS;
