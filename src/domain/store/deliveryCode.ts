import { err, ok, type Result } from '../shared/Result';

/** A 4-digit code, leading zeros kept, from a random number in [0, 1) that the caller supplies. */
export const deliveryCodeFrom = (random: number): string =>
  String(Math.min(9999, Math.max(0, Math.floor(random * 10000)))).padStart(4, '0');

/** What the delivery person typed, spaces forgiven: four digits, or why not. */
export function readDeliveryCode(entered: string | undefined): Result<string, 'store.deliveryCodeRequired' | 'store.deliveryCodeWrong'> {
  const typed = (entered ?? '').replace(/\s+/g, '');
  if (!typed) return err('store.deliveryCodeRequired');
  return /^\d{4}$/.test(typed) ? ok(typed) : err('store.deliveryCodeWrong');
}

/**
 * The check the store makes when a delivered order goes to history: an order that needs a code
 * leaves only with the code kept for it. (Firestore's rules make the same comparison.)
 */
export const deliveryCodeMatches = (kept: string | null, entered: string | undefined): boolean => kept !== null && entered === kept;
