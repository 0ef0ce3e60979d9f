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

    it('listLatest gives the last placed finished orders of every user, newest first, past any newer active ones', async () => {
      const finished = (id: string, userId: string, createdAt: number) =>
        orderFactory.build({ id, userId, createdAt, status: 'delivered' });
      await file(
        finished('o-1', 'cust1', 1000),
        finished('o-3', 'cust2', 3000),
        finished('o-2', 'cust1', 2000),
        finished('o-4', 'cust2', 4000),
      );
      // Newer than every finished one: the Firestore adapter must read past them (they share the collection group's name).
      await a.unitOfWork.run(async (tx) => {
        for (const at of [5000, 5001, 5002]) tx.createOrder(orderFactory.build({ id: `o-active-${at}`, status: 'pending', createdAt: at }));
      });
      expect((await a.history.listLatest(2)).map((o) => o.id)).toEqual(['o-4', 'o-3']);
      expect((await a.history.listLatest(10)).map((o) => o.id)).toEqual(['o-4', 'o-3', 'o-2', 'o-1']);
    });

    it('listDeliveredBy gives the orders one delivery person delivered since a moment, newest first, and nothing else', async () => {
      const SINCE = 1_000_000;
      const delivered = (id: string, userId: string, deliveryPersonId: string, createdAt: number, deliveredAt: number) =>
        orderFactory.build({ id, userId, deliveryPersonId, status: 'delivered', createdAt, acceptedAt: createdAt + 1, deliveredAt });
      const early = delivered('o-early', 'cust1', 'del1', SINCE - 50_000, SINCE);
      const late = delivered('o-late', 'cust2', 'del1', SINCE - 10_000, SINCE + 5_000);
      const yesterday = delivered('o-yesterday', 'cust1', 'del1', SINCE - 90_000, SINCE - 1);
      const someoneElse = delivered('o-other', 'cust1', 'del2', SINCE - 20_000, SINCE + 1_000);
      const cancelled = orderFactory.build({
        id: 'o-cancelled',
        userId: 'cust2',
        status: 'cancelled',
        deliveryPersonId: 'del1',
        createdAt: SINCE - 30_000,
        acceptedAt: SINCE - 29_000,
        cancelledAt: SINCE + 2_000,
        cancelledBy: 'delivery',
      });
      await file(early, late, yesterday, someoneElse, cancelled);
      // Still on its way with del1: an active order, never in the history.
      await a.unitOfWork.run(async (tx) =>
        tx.createOrder(orderFactory.build({ id: 'o-active', status: 'accepted', deliveryPersonId: 'del1', createdAt: SINCE + 3_000 })),
      );

      expect(await a.history.listDeliveredBy('del1', SINCE)).toEqual([late, early]);
      expect((await a.history.listDeliveredBy('del1', SINCE - 100_000)).map((o) => o.id)).toEqual(['o-late', 'o-early', 'o-yesterday']);
      expect((await a.history.listDeliveredBy('del2', SINCE)).map((o) => o.id)).toEqual(['o-other']);
      expect(await a.history.listDeliveredBy('del3', SINCE)).toEqual([]);
    });

    it('listPlacedBetween gives the finished orders placed in a span, newest first, and no active order', async () => {
      const placed = (id: string, createdAt: number) =>
        orderFactory.build({ id, userId: id.endsWith('2') ? 'cust2' : 'cust1', createdAt, status: 'delivered' });
      await file(placed('o-before', 999), placed('o-first', 1000), placed('o-mid2', 1500), placed('o-end', 2000));
      await a.unitOfWork.run(async (tx) => tx.createOrder(orderFactory.build({ id: 'o-active', status: 'pending', createdAt: 1200 })));
      expect((await a.history.listPlacedBetween(1000, 2000)).map((o) => o.id)).toEqual(['o-mid2', 'o-first']);
      expect(await a.history.listPlacedBetween(3000, 4000)).toEqual([]);
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
