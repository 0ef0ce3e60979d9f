import type { Paise } from '../shared/Money';

/** round((mrp - price) / mrp × 100) when mrp is greater than price, otherwise 0 (docs/SPEC.md 'Validation rules'). */
export function discountPercent(price: Paise, mrp: Paise): number {
  if (!(mrp > price) || mrp <= 0) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
