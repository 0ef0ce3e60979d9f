import fc from 'fast-check';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/reports/istCalendar';
import { rebuildBooks } from '../../../scripts/books/rebuildBooks';
import type { Order } from '../../../src/domain/order/Order';
import type { GetSalesReport } from '../../../src/application/reports/GetSalesReport';
import { kolkataDay } from '../../support/reports/bruteForceReport';
import { expectReportMatches } from '../../support/reports/expectReportMatches';
import { daysOf, historyAdmin, historyStep, playHistory, type HistoryStep } from '../../support/reports/orderHistories';
import { RetriedUnitOfWork } from '../../support/reports/RetriedUnitOfWork';
import { adminFirestore, closeAdminApps } from '../support/adminFirestore';
import { adminHistoryShop, browserReport, CountingUnitOfWork, seedHistoryShop, storedOrders } from '../support/adminHistoryShop';
import { describeWithFirestore } from '../support/emulatorHosts';
import { clearFirestore, closeFirestores, firestoreAs } from '../support/firestoreAs';
import { withShopRules } from '../support/withShopRules';

const PROJECT = 'demo-shop-books';

let db: AdminFirestore;

async function expectReportsMatch(report: GetSalesReport, orders: readonly Order[]): Promise<void> {
  const { first, last } = daysOf(orders, kolkataDay);
  for (const between of [
    { from: first, to: last },
    { from: addDays(first, 1), to: last },
    { from: first, to: first },
  ]) {
    if (between.from > between.to) continue;
    const result = await report.execute({ range: 'between', between });
    if (!result.ok) throw new Error(result.error.code);
    expectReportMatches(result.value, orders);
  }
}

async function play(steps: readonly HistoryStep[], retried: boolean) {
  await clearFirestore(PROJECT);
  // Nothing of an earlier history may be left: its books would be counted with this one's.
  expect((await db.collection('daySummaries').get()).size + (await db.collection('firstOrders').get()).size).toBe(0);
  await seedHistoryShop(db);
  const server = adminHistoryShop(db, retried ? (unit) => new RetriedUnitOfWork(unit) : undefined);
  await playHistory(server.shop, steps);
  return { orders: await storedOrders(db), report: browserReport(firestoreAs(PROJECT, { uid: historyAdmin.uid }), server.clock), server };
}

describeWithFirestore('the books on Firestore')('the books on Firestore (Admin SDK transactions, read under the rules)', () => {
  withShopRules(PROJECT);

  beforeAll(() => {
    db = adminFirestore(PROJECT);
  });

  afterAll(async () => {
    await closeFirestores();
    await closeAdminApps();
  });

  it(
    'every figure equals the orders themselves over random histories, and the rebuild command gives the same books twice',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(historyStep, { minLength: 10, maxLength: 30 }), fc.boolean(), async (steps, retried) => {
          const { orders, report } = await play(steps, retried);
          await expectReportsMatch(report, orders);
          await rebuildBooks(db);
          await expectReportsMatch(report, orders);
          await rebuildBooks(db);
          await expectReportsMatch(report, orders);
        }),
        { numRuns: 6 },
      );
    },
  );

  describe('retries', () => {
    it('a retried Place Order (the same checkout key) counts once', async () => {
      const { orders, report } = await play(
        [
          { kind: 'place', customer: 0, lines: [{ product: 0, size: 0, qty: 2 }], retry: true },
          { kind: 'place', customer: 1, lines: [{ product: 2, size: 1, qty: 1 }], retry: true },
        ],
        false,
      );
      expect(orders).toHaveLength(2);
      const result = await report.execute({ range: 'between', between: { from: '2026-01-31', to: '2026-02-01' } });
      expect(result.ok && result.value.placed).toBe(2);
      expectReportMatches(result.ok ? result.value : (undefined as never), orders);
    });

    it('transactions Firestore runs again under contention count once', { timeout: 120_000 }, async () => {
      await clearFirestore(PROJECT);
      await seedHistoryShop(db);
      let counting = new CountingUnitOfWork({ run: () => Promise.reject(new Error('unused')) });
      const server = adminHistoryShop(db, (unit) => (counting = new CountingUnitOfWork(unit)));
      const steps: HistoryStep[] = [0, 1, 2].map((customer) => ({
        kind: 'place',
        customer,
        lines: [{ product: 0, size: 0, qty: 1 }],
        retry: false,
      }));
      // Three customers buy the same atta at the same moment, six times over: their transactions
      // touch the same stock and the same day's books, so Firestore aborts and runs some again.
      for (let round = 0; round < 6; round += 1) {
        server.clock.set(Date.UTC(2026, 0, 31, 17, round));
        await Promise.all(steps.map((step) => playHistory({ ...server.shop, setTime: () => undefined }, [step])));
      }
      const orders = await storedOrders(db);
      const result = await browserReport(firestoreAs(PROJECT, { uid: historyAdmin.uid }), server.clock).execute({ range: 'today' });
      expect(result.ok && result.value.placed).toBe(orders.length);
      expect(orders.length).toBe(counting.units);
      expect(counting.runs, 'some transactions ran again').toBeGreaterThan(counting.units);
    });
  });
});
