/** Why a delivery person turns back with an order (the reason picker). */
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
