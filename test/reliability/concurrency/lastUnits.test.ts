import { anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { afterEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import type { PlaceOrderResult } from '../../../src/application/checkout/PlaceOrder';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { sizedProductFactory } from '../../factories/productFactory';
import { variantFactory } from '../../factories/variantFactory';
import { userFactory } from '../../factories/userFactory';
import { createBackend, type Backend, type ShopState } from '../support/backends';
import { messageText } from '../support/messageText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';
import { LocalTabs } from '../support/tabs';

const recorder = reliabilityRecorder('concurrency: 20 buyers for the last 5');

/** Cattle feed in two sacks; only 5 of the 50 kg sacks are left. */
const feed = sizedProductFactory.build({
  id: 'pashu-aahar',
  name: 'Pashu Aahar',
  variants: {
    '50kg': variantFactory.build({ price: 120000, mrp: 130000, available: 5, unit: 'kg' }),
    '10kg': variantFactory.build({ price: 26000, mrp: 28000, available: 40, unit: 'kg' }),
  },
});
const LAST = 5;
// Order ids hold the first 5 characters of the uid, so those must differ between buyers.
const buyers = Array.from({ length: 20 }, (_, i) => userFactory.build({ uid: `t${String(i).padStart(2, '0')}ab-buyer` }));
const carts = buyers.map((b) => cartWith(b.uid, [{ product: feed, variant: '50kg', qty: 1 }]));
const address = addressFactory.build();

// Each buyer on a phone of their own, all on the same store.
const checkout = (container: Container, buyer: (typeof buyers)[number]) =>
  checkoutCart(anotherDevice(container, buyer), { ...buyer, deliveryAddress: address, addresses: [address] });

/** Records the race and checks SPEC's outcome: exactly 5 orders, stock 0, 15 told what is left. */
function expectNoOversell(results: PlaceOrderResult[], state: ShopState): void {
  const sold = state.orders.filter((o) => o.items.some((i) => i.id === feed.id && i.variant === '50kg'));
  const left = state.products.find((p) => p.id === feed.id)!.variants['50kg']!.available;
  const won = results.filter((r) => r.ok);
  recorder.race(Math.max(0, sold.length - LAST) + Math.max(0, -left) + Math.max(0, won.length - sold.length));

  expect(won).toHaveLength(LAST);
  expect(sold).toHaveLength(LAST);
  expect(left).toBe(0);
  expect(state.products.find((p) => p.id === feed.id)!.variants['10kg']!.available).toBe(40);
  const refused = results.filter((r) => !r.ok);
  expect(refused).toHaveLength(buyers.length - LAST);
  for (const r of refused) {
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'checkout.itemsUnavailable',
        unavailableItems: [
          { name: 'Pashu Aahar', variant: '50kg', requestedQty: 1, availableQty: 0, reason: 'checkout.onlyNAvailable', params: { n: 0 } },
        ],
      },
    });
  }
  expect(messageText('checkout.itemsUnavailable')).toBe('Some items are no longer available in the requested quantity');
  // Winners' carts are empty; every other buyer keeps the sack in the cart.
  const winners = new Set(sold.map((o) => o.userId));
  for (const cart of state.carts) {
    expect(Object.keys(cart.items)).toEqual(winners.has(cart.userId) ? [] : ['pashu-aahar_50kg']);
  }
}

describe('20 buyers for the last 5 sacks of one size', () => {
  let tabs: LocalTabs | null = null;
  let backend: Backend | null = null;
  afterEach(async () => {
    await tabs?.close();
    await backend?.dispose();
    tabs = null;
    backend = null;
  });

  it('in 20 tabs of local mode over one IndexedDB: exactly 5 orders, stock 0, 15 see 0 available', async () => {
    tabs = new LocalTabs();
    await tabs.seed({ products: [feed], carts });
    const open = tabs;
    const containers = buyers.map(() => open.open());

    const results = await Promise.all(buyers.map((buyer, i) => checkout(containers[i]!, buyer)));

    expectNoOversell(results, await tabs.state());
  });

  it('through the memory adapters: the same', async () => {
    backend = createBackend('memory');
    await backend.seed({ products: [feed], carts });
    const container = backend.container;

    const results = await Promise.all(buyers.map((buyer) => checkout(container, buyer)));

    expectNoOversell(results, await backend.state());
  });
});
