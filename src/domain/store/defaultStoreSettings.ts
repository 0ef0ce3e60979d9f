import type { DayHours, StoreSettings } from './StoreSettings';

const DAY: DayHours = { opens: '07:00', closes: '21:00' };

/**
 * What a store starts with before the owner changes anything: the shop's own name, no address or
 * numbers (a store must never show someone else's to its customers: the demo's live in the local
 * seed), the centre is the picker's (docs/SPEC.md 'Entities and their fields'), deliveries within 10 km, at most 3 open
 * orders per customer. Money rules start off (no fee, no minimum), so a store whose data is in the
 * spec's shape behaves as it always did.
 */
export const defaultStoreSettings = (): StoreSettings => ({
  name: 'Gaon Kirana & Feed Store',
  address: '',
  phone: '',
  whatsapp: '',
  location: { lat: 29.010975, lng: 78.297462 },
  deliveryRadiusKm: 10,
  allowedPincodes: ['244231'],
  deliveryFee: 0,
  freeDeliveryFrom: 0,
  minimumOrder: 0,
  hours: [DAY, DAY, DAY, DAY, DAY, DAY, DAY].map((d) => ({ ...d })) as StoreSettings['hours'],
  closure: null,
  maxOpenOrders: 3,
  deliveryCodeEnabled: false,
});
