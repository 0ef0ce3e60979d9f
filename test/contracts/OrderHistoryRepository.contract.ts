import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/order/Order';
import { orderFactory } from '../factories/orderFactory';
import type { ContractAdapters, ContractAdaptersFactory } from './ContractAdapters';
import { liveValues } from './liveValues';

/** OrderHistoryRepository behaviour every backend must show; history is written through the unit of work. */
export function orderHistoryRepositoryContract(name: string, make: ContractAdaptersFactory): void {
  describe(`OrderHistoryRepository contract (${name})`, () => {
    let a: ContractAdapters;
    const file = (...orders: Order[]) =>
      a.unitOfWork.run(async (tx) => {
        for (const o of orders) tx.putHistory(o.userId, o, (o.updatedAt ?? o.createdAt) + 1);
      });

    beforeEach(async () => {
      a = await make();
    });
    afterEach(async () => {
      await a.dispose();
    });

    it('a user without history has none', async () => {
      expect(await a.history.listByUser('cust1')).toEqual([]);
    });

    it('lists a user’s finished orders newest first, with their final status and notes', async () => {
      const delivered = orderFactory.build({
        userId: 'cust1',
        createdAt: 1000,
        status: 'delivered',
        deliveryPersonId: 'del1',
        updatedAt: 1500,
      });
      const cancelled = orderFactory.build({
        userId: 'cust1',
        createdAt: 2000,
        status: 'cancelled',
        cancelledBy: 'admin',
        cancellationNote: 'Cancelled by administrator',
        updatedAt: 2500,
      });
      await file(delivered, cancelled, orderFactory.build({ userId: 'cust2', createdAt: 3000, status: 'delivered' }));
      expect(await a.history.listByUser('cust1')).toEqual([cancelled, delivered]);
    });

    it('putting the same order again replaces it', async () => {
      const o = orderFactory.build({ userId: 'cust1', status: 'delivered' });
      await file(o);
      await file({ ...o, status: 'cancelled' });
      expect((await a.history.listByUser('cust1')).map((x) => x.status)).toEqual(['cancelled']);
    });

    it('listAll gathers every user’s history, newest first', async () => {
      const a1 = orderFactory.build({ userId: 'cust1', createdAt: 1000, status: 'delivered' });
      const b1 = orderFactory.build({ userId: 'cust2', createdAt: 3000, status: 'cancelled' });
      const a2 = orderFactory.build({ userId: 'cust1', createdAt: 2000, status: 'delivered' });
      await file(a1, b1, a2);
      expect((await a.history.listAll()).map((o) => o.id)).toEqual([b1.id, a2.id, a1.id]);
    });

    it('observeByUser gives the current history and then each newly finished order', async () => {
      await file(orderFactory.build({ userId: 'cust1', createdAt: 1000, status: 'delivered' }));
      const live = liveValues<Order[]>((l) => a.history.observeByUser('cust1', l));
      await live.until((v) => v.length === 1);
      const next = orderFactory.build({ userId: 'cust1', createdAt: 2000, status: 'cancelled' });
      await file(next);
      expect((await live.until((v) => v.length === 2))[0]).toEqual(next);
      live.unsubscribe();
    });
  });
}
