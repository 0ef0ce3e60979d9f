import type { Cart, CartLine } from '../../domain/cart/CartLine';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A qty as stored: a number, numeric text from a hand edit, or missing (which counts as 1 downstream). */
const readQty = (qty: unknown): number | undefined => {
  if (typeof qty === 'number') return Number.isFinite(qty) ? qty : undefined;
  if (typeof qty === 'string' && /^\s*\d+\s*$/.test(qty)) return Number(qty);
  return undefined;
};

/**
 * The cart a stored incart record stands for. A record from an older version (or edited by hand)
 * may lack its items map or hold entries of another shape: those read as an empty cart or are
 * skipped, so one odd record never breaks the cart badge or checkout.
 */
export function cartFromRecord(userId: string, record: unknown): Cart {
  const items = isRecord(record) && isRecord(record.items) ? record.items : {};
  const lines: Record<string, CartLine> = {};
  for (const [key, raw] of Object.entries(items)) {
    if (!isRecord(raw)) continue;
    const { qty: _stored, ...rest } = raw;
    const qty = readQty(raw.qty);
    lines[key] = (qty === undefined ? rest : { ...rest, qty }) as unknown as CartLine;
  }
  return { userId, items: lines };
}
