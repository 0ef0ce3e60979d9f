import { CANCELLATION_KINDS } from '../../../domain/order/cancelReasons';
import { emptyDaySummary, type CourierTakings, type DaySummary, type ProductSales } from '../../../domain/reports/DaySummary';
import { DocReader } from './DocReader';

const entries = (value: unknown): Array<[string, unknown]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];

const counter = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** daySummaries/{day} as the books read it: anything missing or odd counts as nothing. */
export function daySummaryFromDoc(day: string, data: unknown): DaySummary {
  const doc = new DocReader(data);
  const summary = emptyDaySummary(day);
  summary.placed = counter(doc.raw.placed);
  summary.delivered = counter(doc.raw.delivered);
  summary.cancelled = counter(doc.raw.cancelled);
  summary.revenue = counter(doc.raw.revenue);
  summary.fees = counter(doc.raw.fees);
  for (const [kind, n] of entries(doc.raw.cancellations)) {
    if ((CANCELLATION_KINDS as readonly string[]).includes(kind))
      summary.cancellations[kind as (typeof CANCELLATION_KINDS)[number]] = counter(n);
  }
  for (const [hour, n] of entries(doc.raw.hours)) {
    if (/^(1?\d|2[0-3])$/.test(hour)) summary.hours[hour] = counter(n);
  }
  for (const [uid, raw] of entries(doc.raw.couriers)) {
    const c = new DocReader(raw);
    const takings: CourierTakings = { name: c.text('name'), delivered: counter(c.raw.delivered), cash: counter(c.raw.cash) };
    summary.couriers[uid] = takings;
  }
  for (const [key, raw] of entries(doc.raw.products)) {
    const p = new DocReader(raw);
    const nameHi = p.optionalText('nameHi');
    const sold: ProductSales = {
      id: p.text('id'),
      group: p.text('group'),
      subgroup: p.text('subgroup'),
      name: p.text('name'),
      ...(nameHi ? { nameHi } : {}),
      variant: p.text('variant'),
      qty: counter(p.raw.qty),
      revenue: counter(p.raw.revenue),
    };
    summary.products[key] = sold;
  }
  for (const [uid, v] of entries(doc.raw.customers)) if (v === true) summary.customers[uid] = true;
  for (const [uid, v] of entries(doc.raw.newCustomers)) if (v === true) summary.newCustomers[uid] = true;
  return summary;
}
