import type { Container } from 'inversify';
import { GetSalesReport } from '../../../src/application/reports/GetSalesReport';
import type { Order } from '../../../src/domain/order/Order';
import { addDays } from '../../../src/domain/reports/istCalendar';
import { actAs } from '../actAs';
import { kolkataDay } from './bruteForceReport';
import { expectReportMatches } from './expectReportMatches';
import { daysOf, historyAdmin } from './orderHistories';

/** The whole span of the history, each of its days, and the span from its second day on. */
export async function expectBooksMatch(container: Container, orders: readonly Order[]): Promise<void> {
  const { first, last } = daysOf(orders, kolkataDay);
  const report = actAs(container, historyAdmin).get(GetSalesReport);
  const ranges = [
    { from: first, to: last },
    { from: addDays(first, 1), to: last },
  ];
  for (let day = first; day <= last; day = addDays(day, 1)) ranges.push({ from: day, to: day });
  for (const between of ranges.filter((r) => r.from <= r.to)) {
    const result = await report.execute({ range: 'between', between });
    if (!result.ok) throw new Error(result.error.code);
    expectReportMatches(result.value, orders);
  }
}
