import { CANCELLATION_KINDS, type CancellationKind } from '../order/cancelReasons';
import type { CourierTakings, DaySummary, ProductSales } from './DaySummary';
import { daysFrom, type DayKey } from './istCalendar';
import { TOP_PRODUCTS, type SalesReport } from './SalesReport';

const byQuantity = (a: ProductSales, b: ProductSales) => b.qty - a.qty || b.revenue - a.revenue || keyOrder(a, b);
const byRevenue = (a: ProductSales, b: ProductSales) => b.revenue - a.revenue || b.qty - a.qty || keyOrder(a, b);
/** Ties keep a fixed order, so the same books always give the same list. */
const keyOrder = (a: ProductSales, b: ProductSales) =>
  `${a.group}/${a.subgroup}/${a.id}/${a.variant}` < `${b.group}/${b.subgroup}/${b.id}/${b.variant}` ? -1 : 1;

/**
 * The report for the days `from` to `to` (IST, both included) from their summaries: a summary
 * outside the range is ignored, a day without one had no trade. Distinct customers are counted
 * over the whole range, so one who ordered on three days is one returning customer.
 */
export function buildSalesReport(summaries: readonly DaySummary[], from: DayKey, to: DayKey): SalesReport {
  const days = summaries.filter((s) => s.day >= from && s.day <= to).sort((a, b) => (a.day < b.day ? -1 : 1));
  const cancellations = Object.fromEntries(CANCELLATION_KINDS.map((k) => [k, 0])) as Record<CancellationKind, number>;
  const ordersByHour = Array.from({ length: 24 }, () => 0);
  const couriers = new Map<string, CourierTakings>();
  const products = new Map<string, ProductSales>();
  const customers = new Set<string>();
  const newCustomers = new Set<string>();
  const revenueOf = new Map<DayKey, number>();
  let placed = 0;
  let delivered = 0;
  let cancelled = 0;
  let revenue = 0;
  let fees = 0;
  for (const day of days) {
    placed += day.placed;
    delivered += day.delivered;
    cancelled += day.cancelled;
    revenue += day.revenue;
    fees += day.fees;
    revenueOf.set(day.day, (revenueOf.get(day.day) ?? 0) + day.revenue);
    for (const [kind, n] of Object.entries(day.cancellations) as Array<[CancellationKind, number]>) cancellations[kind] += n;
    for (const [hour, n] of Object.entries(day.hours)) ordersByHour[Number(hour)] = (ordersByHour[Number(hour)] ?? 0) + n;
    for (const [uid, c] of Object.entries(day.couriers)) {
      const had = couriers.get(uid);
      couriers.set(uid, had ? { name: c.name || had.name, delivered: had.delivered + c.delivered, cash: had.cash + c.cash } : { ...c });
    }
    for (const [key, p] of Object.entries(day.products)) {
      const had = products.get(key);
      products.set(key, had ? { ...had, ...p, qty: had.qty + p.qty, revenue: had.revenue + p.revenue } : { ...p });
    }
    for (const uid of Object.keys(day.customers)) customers.add(uid);
    for (const uid of Object.keys(day.newCustomers)) newCustomers.add(uid);
  }
  const sold = [...products.values()];
  return {
    from,
    to,
    placed,
    delivered,
    cancelled,
    cancellations,
    revenue,
    fees,
    averageBasket: delivered === 0 ? 0 : Math.round(revenue / delivered),
    couriers: [...couriers]
      .map(([uid, c]) => ({ uid, ...c }))
      .sort((a, b) => b.cash - a.cash || b.delivered - a.delivered || (a.uid < b.uid ? -1 : 1)),
    topByQuantity: [...sold].sort(byQuantity).slice(0, TOP_PRODUCTS),
    topByRevenue: [...sold].sort(byRevenue).slice(0, TOP_PRODUCTS),
    ordersByHour,
    revenueByDay: daysFrom(from, to).map((day) => ({ day, revenue: revenueOf.get(day) ?? 0 })),
    newCustomers: newCustomers.size,
    returningCustomers: [...customers].filter((uid) => !newCustomers.has(uid)).length,
  };
}
