import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { summariesFromOrders } from '../../../src/domain/reports/summariesFromOrders';
import { daySummaryFromDoc } from '../../../src/infrastructure/firebase/converters/daySummaryFromDoc';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { adminStoredValues as values } from '../../../functions/src/admin/adminStoredValues';
import { rebuildBooks } from '../../../scripts/books/rebuildBooks';
import { orderFactory } from '../../factories/orderFactory';
import { adminFirestore, closeAdminApps } from '../support/adminFirestore';
import { describeWithFirestore } from '../support/emulatorHosts';
import { clearFirestore } from '../support/firestoreAs';

const PROJECT = 'demo-shop-rebuild';
const HOUR = 3600_000;
const T = Date.UTC(2026, 0, 31, 17, 0); // 31 January 2026, 22:30 IST

// A store from before the books: an active order, a delivered and a cancelled one in history.
const active = orderFactory.build({ userId: 'cust1', createdAt: T + 3 * HOUR });
const delivered = orderFactory.build({
  userId: 'cust1',
  createdAt: T,
  status: 'delivered',
  deliveredAt: T + 2 * HOUR,
  deliveryPersonId: 'del1',
  deliveryPersonName: 'Suresh',
  deliveryFee: 2000,
});
const cancelled = orderFactory.build({
  userId: 'cust2',
  createdAt: T + HOUR,
  status: 'cancelled',
  cancelledAt: T + HOUR,
  cancelledBy: 'admin',
});

let db: AdminFirestore;

const storedBooks = async () => {
  const days = await db.collection('daySummaries').get();
  const firsts = await db.collection('firstOrders').get();
  return {
    days: days.docs.map((d) => daySummaryFromDoc(d.id, d.data())),
    firsts: Object.fromEntries(firsts.docs.map((d) => [d.id, d.get('at').toMillis()])),
  };
};

describeWithFirestore('npm run rebuild:summaries')('rebuildBooks (npm run rebuild:summaries)', () => {
  beforeAll(() => {
    db = adminFirestore(PROJECT);
  });

  beforeEach(async () => {
    await clearFirestore(PROJECT);
    await db.doc(`orders/${active.id}`).set(orderToDoc(active, values));
    await db.doc(`orderHistory/cust1/orders/${delivered.id}`).set(orderToDoc(delivered, values));
    await db.doc(`orderHistory/cust2/orders/${cancelled.id}`).set(orderToDoc(cancelled, values));
    // Books gone wrong: a day with no order behind it, and a wrong count on a real one.
    await db.doc('daySummaries/2025-12-25').set({ day: '2025-12-25', placed: 40 });
    await db.doc('daySummaries/2026-02-01').set({ day: '2026-02-01', placed: 99, revenue: 1 });
  });

  afterAll(async () => {
    await closeAdminApps();
  });

  it('writes the books the orders and history give, removes what no order supports, and a second run changes nothing', async () => {
    const expected = summariesFromOrders([active, delivered, cancelled]);
    const first = await rebuildBooks(db);
    expect(first).toEqual({ orders: 3, days: 2, customers: 2, removed: 1 });
    const afterFirst = await storedBooks();
    expect(afterFirst.days).toEqual(expected.summaries);
    expect(afterFirst.firsts).toEqual({ cust1: delivered.createdAt, cust2: cancelled.createdAt });
    expect(afterFirst.days.map((d) => [d.day, d.placed, d.delivered, d.cancelled, d.revenue])).toEqual([
      ['2026-01-31', 2, 0, 1, 0],
      ['2026-02-01', 1, 1, 0, delivered.total],
    ]);
    expect(await rebuildBooks(db)).toEqual({ orders: 3, days: 2, customers: 2, removed: 0 });
    expect(await storedBooks()).toEqual(afterFirst);
  });
});
