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

/** Wrong codes an order takes before it is locked for delivery, so 10,000 codes cannot be tried one by one. */
export const MAX_WRONG_DELIVERY_CODES = 5;

/** deliveryCodes/{orderId}: the code kept apart from the order, readable by its customer and admins only. */
export interface KeptDeliveryCode {
  userId: string;
  code: string;
  /** Wrong codes entered so far for this order. */
  wrongTries: number;
}
