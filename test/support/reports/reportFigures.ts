import type { SalesReport } from '../../../src/domain/reports/SalesReport';
import type { BruteForceFigures } from './bruteForceReport';

/**
 * A report in the brute force's terms, to compare whole: every product and courier it knows of
 * (from the top lists, so only the ranges with at most ten products are compared whole), days
 * without revenue left out, and reasons with no cancellation left out.
 */
export function reportFigures(report: SalesReport): Omit<BruteForceFigures, 'products'> {
  return {
    placed: report.placed,
    delivered: report.delivered,
    cancelled: report.cancelled,
    cancellations: Object.fromEntries(Object.entries(report.cancellations).filter(([, n]) => n > 0)),
    revenue: report.revenue,
    fees: report.fees,
    averageBasket: report.averageBasket,
    couriers: Object.fromEntries(report.couriers.map((c) => [c.uid, { delivered: c.delivered, cash: c.cash }])),
    ordersByHour: report.ordersByHour,
    revenueByDay: Object.fromEntries(report.revenueByDay.filter((d) => d.revenue !== 0).map((d) => [d.day, d.revenue])),
    newCustomers: report.newCustomers,
    returningCustomers: report.returningCustomers,
  };
}

/** The brute force's products ranked as the report ranks them (quantity, then revenue, then key), top ten. */
export function topTen(products: BruteForceFigures['products'], by: 'qty' | 'revenue'): string[] {
  const other = by === 'qty' ? 'revenue' : 'qty';
  return Object.entries(products)
    .sort(([ka, a], [kb, b]) => b[by] - a[by] || b[other] - a[other] || (ka < kb ? -1 : 1))
    .slice(0, 10)
    .map(([key]) => key);
}
