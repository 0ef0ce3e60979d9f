import { shortOrderNumber } from './shortOrderNumber';

/** Fewer characters than this would match orders by chance while a name is being typed. */
const MIN_TYPED = 3;

const compact = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Whether what someone typed is (part of) the order's number, in any case, with or without the
 * space or dash: 'k7p4xm', 'K7P 4XM' and '7p-4x' all find 'K7P-4XM'.
 */
export function matchesOrderNumber(orderId: string, typed: string): boolean {
  const query = compact(typed);
  return query.length >= MIN_TYPED && compact(shortOrderNumber(orderId)).includes(query);
}
