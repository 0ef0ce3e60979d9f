import { afterEach, describe, expect, it } from 'vitest';
import { RemoveCartLine } from '../../../src/application/cart/RemoveCartLine';
import { UpdateCartQuantity } from '../../../src/application/cart/UpdateCartQuantity';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import type { DataFaultKind } from '../../../src/application/ports/DataFaultError';
import { FaultPlan } from '../../support/faults/FaultPlan';
import { withFaults } from '../../support/faults/withFaults';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { clockOf } from '../../support/seedCommerce';
import { BACKENDS, createBackend, type Backend, type BackendName } from '../support/backends';
import { messageText } from '../support/messageText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';
import { actAs } from '../../support/actAs';

const recorder = reliabilityRecorder('faults: cart removal');

const customer = userFactory.build({ uid: 'cust1' });
const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 10 });
const dal = productFactory.build({ id: 'dal', weight: '500g', available: 10 });
const CART = cartWith('cust1', [
  { product: atta, qty: 2 },
  { product: dal, qty: 1 },
]);

let opened: Backend[] = [];
afterEach(async () => {
  for (const backend of opened) await backend.dispose();
  opened = [];
});

/** A backend whose cart repository fails as `plan` says (the generic wrapper, not an adapter hook). */
async function shopWithFaultyCart(name: BackendName, plan: FaultPlan): Promise<Backend> {
  const backend = createBackend(name);
  opened.push(backend);
  await backend.seed({ products: [atta, dal], carts: [CART] });
  const carts = backend.container.get(CartRepositoryToken);
  backend.container.rebind(CartRepositoryToken).toConstantValue(withFaults(carts, plan));
  return backend;
}

const cartOf = async (backend: Backend) => (await backend.state()).carts.find((c) => c.userId === 'cust1');

describe.each(BACKENDS)('removing a cart line under faults (%s adapters)', (name) => {
  it("retries the network 3 times at 1000, 1500 and 2250 ms, then 'Unable to update quantity…' with the line still there", async () => {
    const plan = new FaultPlan().failNext('removeLine', 'network', 4);
    const backend = await shopWithFaultyCart(name, plan);

    const result = await actAs(backend.container, customer).get(RemoveCartLine).execute({ key: 'atta_1kg' });

    const cart = await cartOf(backend);
    recorder.fault(plan.injected.length, cart?.items.atta_1kg?.qty === 2);
    expect(result).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
    expect(messageText('cart.updateFailed')).toBe('Unable to update quantity. Please try again or refresh the page.');
    expect(clockOf(backend.container).sleeps).toEqual([1000, 1500, 2250]);
    expect(plan.calls('removeLine')).toBe(4);
    expect(plan.pending).toBe(0);
    expect(cart).toEqual(CART);
  });

  it('the third retry that gets through removes the line, and only that line', async () => {
    const plan = new FaultPlan().failNext('removeLine', 'network', 3);
    const backend = await shopWithFaultyCart(name, plan);

    const result = await actAs(backend.container, customer).get(RemoveCartLine).execute({ key: 'atta_1kg' });

    const cart = await cartOf(backend);
    recorder.fault(plan.injected.length, cart !== undefined && Object.keys(cart.items).join() === 'dal_500g');
    expect(result).toEqual({ ok: true, value: undefined });
    expect(clockOf(backend.container).sleeps).toEqual([1000, 1500, 2250]);
    expect(cart?.items).toEqual({ dal_500g: CART.items.dal_500g });
  });

  it('a quantity set to 0 removes through the same retries', async () => {
    const plan = new FaultPlan().failNext('removeLine', 'network', 4);
    const backend = await shopWithFaultyCart(name, plan);

    const result = await actAs(backend.container, customer).get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty: 0 });

    const cart = await cartOf(backend);
    recorder.fault(plan.injected.length, cart?.items.atta_1kg?.qty === 2);
    expect(result).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
    expect(clockOf(backend.container).sleeps).toEqual([1000, 1500, 2250]);
    expect(cart).toEqual(CART);
  });

  it.each<DataFaultKind>(['permission', 'conflict', 'timeout'])(
    'a %s failure is not the network: no retry, the message at once, the line kept',
    async (kind) => {
      const plan = new FaultPlan().failNext('removeLine', kind, 1);
      const backend = await shopWithFaultyCart(name, plan);

      const result = await actAs(backend.container, customer).get(RemoveCartLine).execute({ key: 'atta_1kg' });

      const cart = await cartOf(backend);
      recorder.fault(plan.injected.length, cart?.items.atta_1kg?.qty === 2);
      expect(result).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
      expect(clockOf(backend.container).sleeps).toEqual([]);
      expect(cart).toEqual(CART);
    },
  );

  it('an answer lost after the delete (timeout after commit) still ends with the line gone, not duplicated', async () => {
    const plan = new FaultPlan().failNext('removeLine', 'network', 1, { when: 'after' });
    const backend = await shopWithFaultyCart(name, plan);

    const result = await actAs(backend.container, customer).get(RemoveCartLine).execute({ key: 'atta_1kg' });

    const cart = await cartOf(backend);
    recorder.fault(plan.injected.length, cart !== undefined && Object.keys(cart.items).join() === 'dal_500g');
    // The retry deletes a line that is already gone, which is not an error: the user sees success.
    expect(result).toEqual({ ok: true, value: undefined });
    expect(clockOf(backend.container).sleeps).toEqual([1000]);
    expect(cart?.items).toEqual({ dal_500g: CART.items.dal_500g });
  });
});
