import type { DaySummary } from '../../../domain/reports/DaySummary';

/** How a counter is written: the server adds with FieldValue.increment; the rebuild writes plain numbers. */
export type CounterWrite = (n: number) => unknown;

/**
 * daySummaries/{day} as stored, or a change to it: every counter through `count` (an increment on
 * the server, so it never has to read the day inside a transaction), customers as sets of uids,
 * names as the latest. Amounts are integer paise, unlike the orders' rupees, so the sums stay exact.
 * Written with set(..., { merge: true }), where map keys (uids, 'group/subgroup/id/size') are
 * taken literally, never as paths, and a map is merged key by key (so an empty one is left out).
 */
export function daySummaryToDoc(summary: DaySummary, count: CounterWrite): Record<string, unknown> {
  const counts = (record: Record<string, number | undefined>) =>
    Object.fromEntries(Object.entries(record).map(([key, n]) => [key, count(n ?? 0)]));
  // An empty map in a merge would replace the stored map with nothing: only maps with entries are written.
  const maps = Object.entries({
    cancellations: counts(summary.cancellations),
    hours: counts(summary.hours),
    couriers: Object.fromEntries(
      Object.entries(summary.couriers).map(([uid, c]) => [
        uid,
        { ...(c.name ? { name: c.name } : {}), delivered: count(c.delivered), cash: count(c.cash) },
      ]),
    ),
    products: Object.fromEntries(
      Object.entries(summary.products).map(([key, p]) => [
        key,
        {
          id: p.id,
          group: p.group,
          subgroup: p.subgroup,
          name: p.name,
          ...(p.nameHi ? { nameHi: p.nameHi } : {}),
          variant: p.variant,
          qty: count(p.qty),
          revenue: count(p.revenue),
        },
      ]),
    ),
    customers: summary.customers,
    newCustomers: summary.newCustomers,
  }).filter(([, map]) => Object.keys(map).length > 0);
  return {
    day: summary.day,
    placed: count(summary.placed),
    delivered: count(summary.delivered),
    cancelled: count(summary.cancelled),
    revenue: count(summary.revenue),
    fees: count(summary.fees),
    ...Object.fromEntries(maps),
  };
}
