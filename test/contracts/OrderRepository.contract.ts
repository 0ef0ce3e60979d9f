import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/order/Order';
import { orderFactory } from '../factories/orderFactory';
import type { ContractAdapters, ContractAdaptersFactory } from './ContractAdapters';
import { liveValues } from './liveValues';

const ids = (orders: Order[]) => orders.map((o) => o.id);

/** OrderRepository behaviour every backend must show; orders are written through the unit of work, as the app does. */
export function orderRepositoryContract(name: string, make: ContractAdaptersFactory): void {
  describe(`OrderRepository contract (${name})`, () => {
    let a: ContractAdapters;
    const create = (...orders: Order[]) =>
      a.unitOfWork.run(async (tx) => {
        for (const o of orders) tx.createOrder(o);
      });

    beforeEach(async () => {
      a = await make();
    });
    afterEach(async () => {
      await a.dispose();
    });

    it('get answers null for an unknown id and the stored order for a created one', async () => {
      const order = orderFactory.build({ userId: 'cust1', createdAt: 1000 });
      await create(order);
      expect(await a.orders.get(order.id)).toEqual(order);
      expect(await a.orders.get('order_0_nobody')).toBeNull();
    });

    it('listByUser reads only that customer’s orders once, newest first, as observeByUser first reports them', async () => {
      const older = orderFactory.build({ userId: 'cust1', createdAt: 1000 });
      const newer = orderFactory.build({ userId: 'cust1', createdAt: 2000, status: 'accepted', deliveryPersonId: 'del1' });
      await create(older, orderFactory.build({ userId: 'cust2', createdAt: 1500 }), newer);
      const listed = await a.orders.listByUser('cust1');
      expect(listed).toEqual([newer, older]);
      const live = liveValues<Order[]>((l) => a.orders.observeByUser('cust1', l));
      expect(await live.until((v) => v.length === 2)).toEqual(listed);
      live.unsubscribe();
      expect(await a.orders.listByUser('nobody')).toEqual([]);
    });

    it('observeByUser lists only that customer’s orders, newest first, live', async () => {
      const older = orderFactory.build({ userId: 'cust1', createdAt: 1000 });
      const newer = orderFactory.build({ userId: 'cust1', createdAt: 2000 });
      await create(older, orderFactory.build({ userId: 'cust2', createdAt: 1500 }), newer);
      const live = liveValues<Order[]>((l) => a.orders.observeByUser('cust1', l));
      await live.until((v) => v.length === 2);
      expect(ids(live.values.at(-1)!)).toEqual([newer.id, older.id]);
      const newest = orderFactory.build({ userId: 'cust1', createdAt: 3000 });
      await create(newest);
      expect(ids(await live.until((v) => v.length === 3))).toEqual([newest.id, newer.id, older.id]);
      live.unsubscribe();
    });

    it('observePending follows status: an accepted order leaves the list and joins its delivery person’s', async () => {
      const o1 = orderFactory.build({ userId: 'cust1', createdAt: 1000 });
      const o2 = orderFactory.build({ userId: 'cust2', createdAt: 2000 });
      await create(o1, o2);
      const pending = liveValues<Order[]>((l) => a.orders.observePending(l));
      const mine = liveValues<Order[]>((l) => a.orders.observeByDeliveryPerson('del1', l));
      await pending.until((v) => v.length === 2);
      await mine.until((v) => v.length === 0);
      await a.unitOfWork.run(async (tx) => tx.updateOrder(o1.id, { status: 'accepted', deliveryPersonId: 'del1', updatedAt: 5000 }));
      expect(ids(await pending.until((v) => v.length === 1))).toEqual([o2.id]);
      const accepted = await mine.until((v) => v.length === 1);
      expect(accepted[0]).toEqual({ ...o1, status: 'accepted', deliveryPersonId: 'del1', updatedAt: 5000 });
      pending.unsubscribe();
      mine.unsubscribe();
    });

    it('observeAll lists every active order; a deleted order leaves it', async () => {
      const o1 = orderFactory.build({ userId: 'cust1', createdAt: 1000 });
      const o2 = orderFactory.build({ userId: 'cust2', createdAt: 2000 });
      await create(o1, o2);
      const all = liveValues<Order[]>((l) => a.orders.observeAll(l));
      expect(ids(await all.until((v) => v.length === 2))).toEqual([o2.id, o1.id]);
      await a.unitOfWork.run(async (tx) => tx.deleteOrder(o2.id));
      expect(ids(await all.until((v) => v.length === 1))).toEqual([o1.id]);
      expect(await a.orders.get(o2.id)).toBeNull();
      expect(ids(await a.orders.listAll())).toEqual([o1.id]);
      all.unsubscribe();
    });

    it('countOpenByUser counts that customer’s pending and accepted orders, not finished ones or others’', async () => {
      const pending = orderFactory.build({ userId: 'cust1', createdAt: 1000 });
      const accepted = orderFactory.build({ userId: 'cust1', createdAt: 2000, status: 'accepted', deliveryPersonId: 'del1' });
      await create(pending, accepted, orderFactory.build({ userId: 'cust2', createdAt: 3000 }));
      expect(await a.orders.countOpenByUser('cust1')).toBe(2);
      expect(await a.orders.countOpenByUser('cust2')).toBe(1);
      expect(await a.orders.countOpenByUser('cust3')).toBe(0);
      await a.unitOfWork.run(async (tx) => {
        const current = await tx.getOrder(accepted.id);
        tx.putHistory('cust1', { ...current!, status: 'delivered', updatedAt: 5000 }, 5000);
        tx.deleteOrder(accepted.id);
      });
      expect(await a.orders.countOpenByUser('cust1')).toBe(1);
    });
  });
}
