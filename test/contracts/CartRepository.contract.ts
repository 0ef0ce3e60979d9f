import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart/CartLine';
import { cartLineFactory } from '../factories/cartFactory';
import type { ContractAdapters, ContractAdaptersFactory } from './ContractAdapters';
import { liveValues } from './liveValues';

const keys = (cart: Cart) => Object.keys(cart.items).sort();

/** CartRepository behaviour every backend must show, using port methods only. */
export function cartRepositoryContract(name: string, make: ContractAdaptersFactory): void {
  describe(`CartRepository contract (${name})`, () => {
    let a: ContractAdapters;
    beforeEach(async () => {
      a = await make();
    });
    afterEach(async () => {
      await a.dispose();
    });

    it('a user without a cart has an empty one', async () => {
      expect(await a.carts.get('u1')).toEqual({ userId: 'u1', items: {} });
    });

    it('setLine creates the cart and writes lines under their keys; carts are per user', async () => {
      const atta = cartLineFactory.build({ qty: 2 });
      const dal = cartLineFactory.build({ qty: 1, weight: '500g' });
      await a.carts.setLine('u1', 'p1_1kg', atta);
      await a.carts.setLine('u1', 'p2_500g', dal);
      expect(await a.carts.get('u1')).toEqual({ userId: 'u1', items: { p1_1kg: atta, p2_500g: dal } });
      expect(await a.carts.get('u2')).toEqual({ userId: 'u2', items: {} });
    });

    it('setLine on an existing key replaces that line only', async () => {
      await a.carts.setLine('u1', 'p1_1kg', cartLineFactory.build({ qty: 2 }));
      await a.carts.setLine('u1', 'p2_1kg', cartLineFactory.build({ qty: 1 }));
      await a.carts.setLine('u1', 'p1_1kg', cartLineFactory.build({ qty: 5 }));
      const cart = await a.carts.get('u1');
      expect(cart.items.p1_1kg?.qty).toBe(5);
      expect(cart.items.p2_1kg?.qty).toBe(1);
    });

    it('updateQty changes one line’s quantity and nothing else', async () => {
      const line = cartLineFactory.build({ qty: 2 });
      await a.carts.setLine('u1', 'p1_1kg', line);
      await a.carts.updateQty('u1', 'p1_1kg', 7);
      expect((await a.carts.get('u1')).items.p1_1kg).toEqual({ ...line, qty: 7 });
    });

    it('updateQty of a line the cart does not hold is refused as notFound and invents no line', async () => {
      await expect(a.carts.updateQty('u1', 'p1_1kg', 2)).rejects.toMatchObject({ name: 'DataFaultError', kind: 'notFound' });
      await a.carts.setLine('u1', 'p1_1kg', cartLineFactory.build());
      await expect(a.carts.updateQty('u1', 'p2_1kg', 2)).rejects.toMatchObject({ name: 'DataFaultError', kind: 'notFound' });
      expect(keys(await a.carts.get('u1'))).toEqual(['p1_1kg']);
    });

    it('removeLine deletes the entry; removing a missing key is harmless', async () => {
      await a.carts.setLine('u1', 'p1_1kg', cartLineFactory.build());
      await a.carts.setLine('u1', 'p2_1kg', cartLineFactory.build());
      await a.carts.removeLine('u1', 'p1_1kg');
      expect(keys(await a.carts.get('u1'))).toEqual(['p2_1kg']);
      await a.carts.removeLine('u1', 'p1_1kg');
      expect(keys(await a.carts.get('u1'))).toEqual(['p2_1kg']);
    });

    it('reset empties the items, directly or inside a unit of work', async () => {
      await a.carts.setLine('u1', 'p1_1kg', cartLineFactory.build());
      await a.carts.reset('u1');
      expect(await a.carts.get('u1')).toEqual({ userId: 'u1', items: {} });
      await a.carts.setLine('u2', 'p1_1kg', cartLineFactory.build());
      await a.unitOfWork.run(async (tx) => tx.resetCart('u2'));
      expect(await a.carts.get('u2')).toEqual({ userId: 'u2', items: {} });
    });

    it('observe gives the current cart and then every change to that user’s cart only', async () => {
      await a.carts.setLine('u1', 'p1_1kg', cartLineFactory.build({ qty: 1 }));
      const live = liveValues<Cart>((l) => a.carts.observe('u1', l));
      await live.until((c) => keys(c).length === 1);
      await a.carts.setLine('u1', 'p2_1kg', cartLineFactory.build({ qty: 3 }));
      await live.until((c) => keys(c).length === 2);
      await a.carts.updateQty('u1', 'p2_1kg', 4);
      await live.until((c) => c.items.p2_1kg?.qty === 4);
      await a.carts.removeLine('u1', 'p1_1kg');
      expect(await live.until((c) => keys(c).join() === 'p2_1kg')).toMatchObject({ userId: 'u1', items: { p2_1kg: { qty: 4 } } });
      expect(live.values.every((c) => c.userId === 'u1')).toBe(true);
      live.unsubscribe();
    });

    it('observe of a user without a cart gives an empty cart', async () => {
      const live = liveValues<Cart>((l) => a.carts.observe('nobody', l));
      expect(await live.until(() => true)).toEqual({ userId: 'nobody', items: {} });
      live.unsubscribe();
    });
  });
}
