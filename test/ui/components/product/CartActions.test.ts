import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import { BUSY_AFTER_MS, CartActions } from '../../../../src/ui/components/product/CartActions';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { actAs } from '../../../support/actAs';
import { shopWorld } from '../../support/shopWorld';

afterEach(() => {
  vi.useRealTimers();
});

const customer = userFactory.build({ uid: 'ramesh' });
const atta = productFactory.build({ group: 'grocery', subgroup: 'atta', id: 'atta', name: 'Chakki Atta', available: 10 });
const KEY = cartLineKey('atta', atta.weight);

function cartOfOneProduct() {
  const world = shopWorld({ groups: [{ id: 'grocery', name: 'Grocery', nameHi: 'किराना' }], products: [atta] }, customer);
  actAs(world.container, customer);
  return { world, cart: world.container.get(CartActions) };
}

describe('CartActions: the busy state of a tap', () => {
  it('a change that answers at once never shows busy, so the tap itself draws nothing', async () => {
    const { world, cart } = cartOfOneProduct();
    const adding = cart.add(atta, atta.weight);
    expect(cart.isBusy(KEY)).toBe(false);
    await expect(adding).resolves.toBe(true);
    expect(cart.isBusy(KEY)).toBe(false);
    expect((await world.cart()).items[KEY]?.qty).toBe(1);
  });

  it(`a slow change shows busy after ${BUSY_AFTER_MS} ms, and a second tap on the line meanwhile is refused`, async () => {
    vi.useFakeTimers();
    const { world, cart } = cartOfOneProduct();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const setLine = world.carts.setLine.bind(world.carts);
    vi.spyOn(world.carts, 'setLine').mockImplementation(async (...args) => {
      await answered;
      return setLine(...args);
    });

    const adding = cart.add(atta, atta.weight);
    await vi.advanceTimersByTimeAsync(BUSY_AFTER_MS - 1);
    expect(cart.isBusy(KEY)).toBe(false);
    await expect(cart.add(atta, atta.weight)).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(cart.isBusy(KEY)).toBe(true);

    answer();
    await expect(adding).resolves.toBe(true);
    expect(cart.isBusy(KEY)).toBe(false);
    expect((await world.cart()).items[KEY]?.qty).toBe(1);
  });
});
