import fc from 'fast-check';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ShopCommandsToken } from '../../../src/application/ports/ShopCommands';
import { UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import { GetSalesReport } from '../../../src/application/reports/GetSalesReport';
import type { Order } from '../../../src/domain/order/Order';
import { InMemoryUnitOfWork } from '../../../src/infrastructure/memory/InMemoryUnitOfWork';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../../src/infrastructure/memory/MemoryDatabase';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { expectBooksMatch } from '../../support/reports/expectBooksMatch';
import { expectReportMatches } from '../../support/reports/expectReportMatches';
import {
  historyAdmin,
  historyPeople,
  historyProducts,
  historySettings,
  historyStep,
  playHistory,
  type HistoryShop,
} from '../../support/reports/orderHistories';
import { RetriedUnitOfWork } from '../../support/reports/RetriedUnitOfWork';

function memoryShop(retried: boolean): { shop: HistoryShop; container: Container; orders: () => Order[] } {
  const container = createTestContainer();
  seedPeople(container, historyPeople);
  const db = seedCommerce(container, { products: historyProducts, settings: historySettings });
  if (retried) {
    container.unbind(UnitOfWorkToken);
    container
      .bind(UnitOfWorkToken)
      .toConstantValue(new RetriedUnitOfWork(new InMemoryUnitOfWork(db, container.get(InMemoryUserRepository))));
  }
  return {
    container,
    shop: { commandsAs: (person) => actAs(container, person).get(ShopCommandsToken), setTime: (at) => clockOf(container).set(at) },
    orders: () => [...db.state.orders.values(), ...[...db.state.history.values()].flatMap((h) => [...h.orders.values()])],
  };
}

describe('the day summaries equal the orders themselves', () => {
  it('memory mode: every figure of every range, over random histories across midnight and months', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(historyStep, { minLength: 10, maxLength: 60 }), fc.boolean(), async (steps, retried) => {
        const { shop, container, orders } = memoryShop(retried);
        await playHistory(shop, steps);
        await expectBooksMatch(container, orders());
      }),
      { numRuns: 60 },
    );
  });

  it('a retried Place Order (the same checkout key) and a repeated delivery count once', async () => {
    const { shop, container, orders } = memoryShop(true);
    const ids = await playHistory(shop, [
      { kind: 'place', customer: 0, lines: [{ product: 0, size: 0, qty: 2 }], retry: true },
      { kind: 'accept', courier: 0, order: 0 },
      { kind: 'deliver', order: 0, twice: true },
    ]);
    expect(ids).toHaveLength(1);
    const report = await actAs(container, historyAdmin)
      .get(GetSalesReport)
      .execute({ range: 'between', between: { from: '2026-01-31', to: '2026-02-01' } });
    expect(report.ok && [report.value.placed, report.value.delivered, report.value.revenue]).toEqual([1, 1, 2 * 4500 + 2000]);
    expectReportMatches(report.ok ? report.value : (undefined as never), orders());
    expect(container.get(MemoryDatabase).state.daySummaries.size).toBe(1);
  });
});
