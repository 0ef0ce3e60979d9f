import type { PlaceOrderResult } from '../../../src/application/checkout/PlaceOrder';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { checkoutCart } from '../../support/checkoutCart';
import { createBackend, type Backend, type BackendName, type ShopState } from './backends';

/** One customer with a cart of a counted product, a size of a sized product and a loose pack. */
export const deliveryAddress = addressFactory.build();
export const buyer = userFactory.build({ uid: 'buyer1-abc', name: 'Ramesh Kumar', deliveryAddress, addresses: [deliveryAddress] });
export const neighbour = userFactory.build({ uid: 'neigh1-xyz', name: 'Sita Devi' });
export const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 5 });
export const rice = sizedProductFactory.build({ id: 'rice' }); // 1kg: 10, 5kg: 4
export const khal = looseProductFactory.build({ id: 'khal', available: 10, availableUnit: 'kg' });

export const BUYER_CART = cartWith(buyer.uid, [
  { product: atta, qty: 2 },
  { product: rice, variant: '5kg', qty: 1 },
  { product: khal, variant: '500g', qty: 3 },
]);
/** Someone else's cart, which no checkout of the buyer may touch. */
export const NEIGHBOUR_CART = cartWith(neighbour.uid, [{ product: atta, qty: 1 }]);

/**
 * A checkout reads its checkout key, the open-order count, 3 products and the customer's first
 * order, then writes 3 stock counters, the order, the remembered key, the emptied cart, the day's
 * summary and the customer's first order: 6 reads and 8 writes in the unit.
 */
export const CHECKOUT_READS = 6;
export const CHECKOUT_WRITES = 8;
/** The transaction reads a checkout makes. */
export const CHECKOUT_READ_STEPS = ['getPlacedOrder', 'countOpenOrders', 'getProduct', 'getFirstOrderAt'] as const;

export async function checkoutShop(name: BackendName, prepareLocal?: Parameters<typeof createBackend>[1]): Promise<Backend> {
  const backend = createBackend(name, prepareLocal);
  await backend.seed({ products: [atta, rice, khal], carts: [BUYER_CART, NEIGHBOUR_CART], users: [buyer, neighbour] });
  return backend;
}

let tries = 0;

/** The buyer checks out the cart, each time as a new Place Order (a checkout key of its own). */
export const placeOrder = (backend: Backend): Promise<PlaceOrderResult> =>
  checkoutCart(backend.container, buyer, { phoneNumber: '98765 43210', checkoutKey: `reliability-${(tries += 1)}` });

export type Wholeness = 'nothing' | 'everything' | 'half';

/**
 * The two states a checkout may leave: nothing changed, or exactly what one clean checkout writes
 * (worked out on a fresh shop of the same backend, same clock). Anything else is half-written.
 */
export async function checkoutReference(name: BackendName): Promise<{ before: ShopState; after: ShopState }> {
  const backend = await checkoutShop(name);
  try {
    const before = await backend.state();
    const result = await placeOrder(backend);
    if (!result.ok) throw new Error(`the reference checkout failed: ${result.error.code}`);
    return { before, after: await backend.state() };
  } finally {
    await backend.dispose();
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function wholeness(state: ShopState, reference: { before: ShopState; after: ShopState }): Wholeness {
  if (same(state, reference.before)) return 'nothing';
  if (same(state, reference.after)) return 'everything';
  return 'half';
}
