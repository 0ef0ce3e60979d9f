import type { SavedAddress } from '../../../src/domain/address/Address';
import type { CartLine } from '../../../src/domain/cart/CartLine';
import type { Product } from '../../../src/domain/catalog/Product';
import type { Order } from '../../../src/domain/order/Order';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import type { SeedData } from '../../../src/infrastructure/local/seed/SeedData';

/** A database name no other test uses, so each test starts from an empty store. */
export const freshDbName = (): string => `test-${crypto.randomUUID()}`;

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  group: 'grocery',
  subgroup: 'rice',
  id: 'basmati',
  name: 'Basmati Rice',
  about: 'Long grain rice',
  imageData: [],
  weight: '1kg',
  price: 9000,
  mrp: 10000,
  available: 5,
  availableUnit: 'piece',
  loose_item: false,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  variants: {},
  ...overrides,
});

export const anAddress = (): SavedAddress => ({
  id: '1700000000000',
  street: 'Main Road',
  area: 'Bazaar',
  city: 'Meerut',
  state: 'Uttar Pradesh',
  pincode: '250001',
  country: 'India',
  formatted: 'Main Road, Bazaar, Meerut, Uttar Pradesh, 250001',
  coordinates: { lat: 29.01, lng: 78.29 },
  label: 'Home',
  houseNo: '12',
  building: 'Shiv Niwas',
  landmark: '',
  instructions: '',
  fullAddress: '12, Shiv Niwas, Main Road, Bazaar, Meerut, Uttar Pradesh, 250001',
  formattedAddress: 'Main Road, Bazaar, Meerut, Uttar Pradesh, 250001',
  houseNumber: '12',
  createdAt: '2023-11-14T22:13:20.000Z',
});

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 'order_1700000000000_user1',
  userId: 'user1',
  userEmail: 'asha@example.com',
  userName: 'Asha',
  items: [
    {
      id: 'basmati',
      name: 'Basmati Rice',
      variant: '1kg',
      qty: 1,
      price: 9000,
      mrp: 10000,
      group: 'grocery',
      subgroup: 'rice',
      image: '',
      loose_item: false,
    },
  ],
  status: 'pending',
  total: 9000,
  createdAt: 1_700_000_000_000,
  deliveryAddress: anAddress(),
  phoneNumber: '9876543210',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  deliveryPersonId: null,
  ...overrides,
});

export const aProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: 'user1',
  email: 'asha@example.com',
  name: 'Asha',
  userType: 'customer',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  addresses: [],
  ...overrides,
});

export const aCartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ref: { group: 'grocery', subgroup: 'rice', id: 'basmati' },
  qty: 1,
  weight: '1kg',
  price: 9000,
  mrp: 10000,
  hasVariants: false,
  loose_item: false,
  variantUnit: 'piece',
  name: 'Basmati Rice',
  ...overrides,
});

/** Store settings an owner changed: told apart from the defaults in every test that reads them. */
export const someSettings = (overrides: Partial<StoreSettings> = {}): StoreSettings => ({
  ...defaultStoreSettings(),
  name: 'Asha Kirana',
  deliveryFee: 1500,
  maxOpenOrders: 2,
  deliveryCodeEnabled: true,
  ...overrides,
});

/** A small demo shop: one product, a customer with a cart and an order, a delivered order and the owner's settings. */
export const aSeed = (): SeedData => ({
  groups: [{ id: 'grocery', name: 'Grocery' }],
  subgroups: [{ group: 'grocery', id: 'rice', name: 'Rice' }],
  products: [aProduct()],
  accounts: [
    { profile: aProfile(), password: 'asha-demo-1' },
    { profile: aProfile({ uid: 'admin1', email: 'admin@example.com', name: 'Admin', userType: 'admin' }), password: 'admin-demo-1' },
  ],
  orders: [anOrder()],
  history: [anOrder({ id: 'order_1690000000000_user1', status: 'delivered', createdAt: 1_690_000_000_000 })],
  carts: [{ userId: 'user1', items: { basmati_1kg: aCartLine() } }],
  settings: someSettings(),
});

/** Resolves once `predicate` holds for a value the listener received, failing after `ms`. */
export function nextValue<T>(
  subscribe: (listener: (value: T) => void) => () => void,
  predicate: (value: T) => boolean,
  ms = 1000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription: { stop?: () => void } = {};
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      subscription.stop?.();
      reject(new Error(`no matching value within ${ms} ms`));
    }, ms);
    subscription.stop = subscribe((value) => {
      if (done || !predicate(value)) return;
      done = true;
      clearTimeout(timer);
      // The listener may fire synchronously during subscribe, before stop is assigned.
      queueMicrotask(() => subscription.stop?.());
      resolve(value);
    });
  });
}
