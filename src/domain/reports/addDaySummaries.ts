import type { DaySummary } from './DaySummary';

const addCounts = <K extends string>(a: Partial<Record<K, number>>, b: Partial<Record<K, number>>): Partial<Record<K, number>> => {
  const sum: Partial<Record<K, number>> = { ...a };
  for (const [key, n] of Object.entries(b) as Array<[K, number]>) sum[key] = (sum[key] ?? 0) + n;
  return sum;
};

/**
 * A day's books with a change added (the same day): counters summed, customers joined, and the
 * latest names kept. What the server does with increments, local and memory modes do with this.
 */
export function addDaySummaries(base: DaySummary, delta: DaySummary): DaySummary {
  const couriers = { ...base.couriers };
  for (const [uid, add] of Object.entries(delta.couriers)) {
    const had = couriers[uid];
    couriers[uid] = had ? { name: add.name || had.name, delivered: had.delivered + add.delivered, cash: had.cash + add.cash } : { ...add };
  }
  const products = { ...base.products };
  for (const [key, add] of Object.entries(delta.products)) {
    const had = products[key];
    products[key] = had ? { ...had, ...add, qty: had.qty + add.qty, revenue: had.revenue + add.revenue } : { ...add };
  }
  return {
    day: base.day,
    placed: base.placed + delta.placed,
    delivered: base.delivered + delta.delivered,
    cancelled: base.cancelled + delta.cancelled,
    revenue: base.revenue + delta.revenue,
    fees: base.fees + delta.fees,
    cancellations: addCounts(base.cancellations, delta.cancellations),
    hours: addCounts(base.hours, delta.hours) as Record<string, number>,
    couriers,
    products,
    customers: { ...base.customers, ...delta.customers },
    newCustomers: { ...base.newCustomers, ...delta.newCustomers },
  };
}
