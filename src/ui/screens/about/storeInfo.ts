/**
 * The store's facts that are not words (SPEC section 9: one fixed store). Names, the address and
 * the delivery area are translated in screens.about.*; these are the same in every language.
 */
export const STORE_INFO = {
  /** Shown as typed and dialled as tel:. */
  phone: '+91 98370 12345',
  phoneHref: 'tel:+919837012345',
  opens: '07:00',
  closes: '21:00',
  /** How far from the store deliveries go. */
  deliveryRadiusKm: 10,
  pincode: '244231',
} as const;
