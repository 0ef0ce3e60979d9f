import { checkoutCart } from '../../support/checkoutCart';
import { actAs } from '../../support/actAs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { BACKENDS, createBackend, type Backend, type ShopSeed, type ShopState } from '../support/backends';
import { atta, BUYER_CART, buyer, khal, rice } from '../support/checkoutWorld';
import { ACCEPTED, PENDING, customer, rider } from '../support/orderWorld';
import { reliabilityRecorder } from '../support/reliabilityRecorder';
import { LocalTabs } from '../support/tabs';

const recorder = reliabilityRecorder('concurrency: double taps');

const SEED: ShopSeed = {
  products: [atta, rice, khal],
  carts: [BUYER_CART],
  orders: [PENDING, ACCEPTED],
};

type Tap = (container: Container) => Promise<{ ok: boolean }>;

/** Each button, with the one-time effect a second tap must not repeat. */
const BUTTONS: [label: string, tap: Tap, actedOnce: (before: ShopState, after: ShopState) => boolean][] = [
  [
    'Place Order',
    (c) => checkoutCart(c, buyer),
    (before, after) =>
      after.orders.length === before.orders.length + 1 && after.products.find((p) => p.id === 'atta')!.available === atta.available - 2,
  ],
  [
    'Accept',
    (c) => actAs(c, rider).get(AcceptOrder).execute({ orderId: PENDING.id }),
    (_before, after) => after.orders.find((o) => o.id === PENDING.id)?.deliveryPersonId === rider.uid,
  ],
  [
    'Mark delivered',
    (c) => actAs(c, rider).get(DeliverOrder).execute({ orderId: ACCEPTED.id }),
    (_before, after) => !after.orders.some((o) => o.id === ACCEPTED.id) && after.history.filter((o) => o.id === ACCEPTED.id).length === 1,
  ],
  [
    'Cancel',
    (c) => actAs(c, customer).get(CancelOrder).execute({ orderId: PENDING.id }),
    (_before, after) =>
      !after.orders.some((o) => o.id === PENDING.id) &&
      after.history.filter((o) => o.id === PENDING.id).length === 1 &&
      // Restocked once: 3 + 2 atta, not 3 + 4.
      after.products.find((p) => p.id === 'atta')!.available === atta.available + 2,
  ],
];

function record(results: { ok: boolean }[], once: boolean): void {
  const acted = results.filter((r) => r.ok).length;
  recorder.race(Math.max(0, acted - 1) + (once ? 0 : 1));
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

describe.each(BACKENDS)('a double tap acts once (%s adapters, one tab)', (name) => {
  it.each(BUTTONS)('%s', async (_label, tap, actedOnce) => {
    const backend: Backend = createBackend(name);
    cleanups.push(() => backend.dispose());
    await backend.seed(SEED);
    const before = await backend.state();

    const results = await Promise.all([tap(backend.container), tap(backend.container)]);

    const after = await backend.state();
    record(results, actedOnce(before, after));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(actedOnce(before, after)).toBe(true);
  });
});

describe('the same tap from two tabs at once acts once (local mode)', () => {
  it.each(BUTTONS)('%s', async (_label, tap, actedOnce) => {
    const tabs = new LocalTabs();
    cleanups.push(() => tabs.close());
    await tabs.seed(SEED);
    const before = await tabs.state();

    const results = await Promise.all([tap(tabs.open()), tap(tabs.open())]);

    const after = await tabs.state();
    record(results, actedOnce(before, after));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(actedOnce(before, after)).toBe(true);
  });
});
