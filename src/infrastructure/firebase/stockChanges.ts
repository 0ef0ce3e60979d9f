/**
 * How much stock one order moved, per product document path:
 * { 'store/main/groups/g/subgroups/s/products/p': { available: 2 } } for a product without
 * variants, or { ...: { variants: { '500g': 1, '1kg': 3 } } }.
 *
 * A checkout stores this on the order it creates (orders/{id}.stockChanges) and in the customer's
 * stockClaims/{uid} document; firestore.rules let each product write move exactly that much, and a
 * later cancellation give back at most that much. Two server timestamps prove to the rules that
 * writes belong to the same request: orders/{id}.placedAt and the products' stockStamp. These four
 * fields are the shop's own bookkeeping, added to the shapes of SPEC section 3.
 */
export interface StockChange {
  available?: number;
  variants?: Record<string, number>;
}

export type StockChanges = Record<string, StockChange>;

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const amount = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The stockChanges of a stored order, or null when it has none (orders placed before it existed). */
export function readStockChanges(raw: unknown): StockChanges | null {
  if (!isMap(raw)) return null;
  const changes: StockChanges = {};
  for (const [path, entry] of Object.entries(raw)) {
    if (!isMap(entry)) continue;
    const change: StockChange = {};
    const available = amount(entry.available);
    if (available !== undefined) change.available = available;
    if (isMap(entry.variants)) {
      const variants = Object.entries(entry.variants).flatMap(([label, v]) => {
        const n = amount(v);
        return n === undefined ? [] : [[label, n] as const];
      });
      if (variants.length) change.variants = Object.fromEntries(variants);
    }
    changes[path] = change;
  }
  return changes;
}
