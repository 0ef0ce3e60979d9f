import type { ErrorParams } from '../../../domain/shared/Result';
import { formatPrice } from '../../shared/formatPrice';

/** Codes whose parameters carry money in paise, and which of them. */
const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'store.belowMinimum': ['missing', 'minimum'],
};

/**
 * A message's parameters ready for t(): amounts in paise become rupees ('₹45'), the rest stays.
 * Use cases hand money as paise numbers so the words and the rupee format stay in the UI.
 */
export function messageParams(code: string, params: ErrorParams | undefined): ErrorParams {
  const money = MONEY_PARAMS[code];
  if (!params || !money) return params ?? {};
  const out: ErrorParams = { ...params };
  for (const key of money) {
    const value = params[key];
    if (typeof value === 'number') out[key] = formatPrice(value);
  }
  return out;
}
