import type { Order } from './Order';

/** Why a delivery person turns back with an order (the reason picker on the Delivery Dashboard). */
export const CANCEL_REASONS = ['notHome', 'refused', 'addressNotFound', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The words stored in the order's cancellation note after 'Cancelled by delivery person: {name}'.
 * The note is order data read by the shop owner later, written like the spec's own note in
 * English whatever language the phone shows; 'other' stores what was typed.
 */
export const CANCEL_REASON_NOTES: Record<Exclude<CancelReason, 'other'>, string> = {
  notHome: 'Customer not at home',
  refused: 'Customer refused the order',
  addressNotFound: 'Address not found',
};

export const isCancelReason = (value: string): value is CancelReason => (CANCEL_REASONS as readonly string[]).includes(value);

/**
 * How the owner's reports group cancellations: by the customer, by the store, or by a delivery
 * person with the reason he picked ('deliveryOther' when he typed his own).
 */
export const CANCELLATION_KINDS = ['customer', 'store', 'notHome', 'refused', 'addressNotFound', 'deliveryOther'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

/** The kind of a cancelled order, read from who cancelled it and the note the shop wrote then. */
export function cancellationKind(order: Pick<Order, 'cancelledBy' | 'cancellationNote'>): CancellationKind {
  if (order.cancelledBy === 'customer') return 'customer';
  if (order.cancelledBy !== 'delivery') return 'store';
  const note = order.cancellationNote ?? '';
  for (const [reason, words] of Object.entries(CANCEL_REASON_NOTES)) {
    if (note.endsWith(` — ${words}`)) return reason as Exclude<CancelReason, 'other'>;
  }
  return 'deliveryOther';
}
