import { cleanText } from '../address/cleanText';
import type { Paise } from '../shared/Money';
import { parseClockTime } from './storeHours';
import type { StoreSettings } from './StoreSettings';

export type StoreSettingsErrorCode =
  | 'settings.nameRequired'
  | 'settings.addressRequired'
  | 'settings.invalidPhone'
  | 'settings.invalidLocation'
  | 'settings.invalidRadius'
  | 'settings.invalidPincode'
  | 'settings.tooManyPincodes'
  | 'settings.invalidAmount'
  | 'settings.invalidHours'
  | 'settings.invalidMaxOpenOrders'
  | 'settings.closureMessageRequired';

export type StoreSettingsField =
  | 'name'
  | 'address'
  | 'phone'
  | 'whatsapp'
  | 'location'
  | 'deliveryRadiusKm'
  | 'allowedPincodes'
  | 'deliveryFee'
  | 'freeDeliveryFrom'
  | 'minimumOrder'
  | 'hours'
  | 'closure'
  | 'maxOpenOrders';

export type StoreSettingsErrors = Partial<Record<StoreSettingsField, StoreSettingsErrorCode>>;

export const MAX_DELIVERY_RADIUS_KM = 100;
export const MAX_OPEN_ORDERS_LIMIT = 50;
/** firestore.rules bound the list at this size too. */
export const MAX_ALLOWED_PINCODES = 200;
/** ₹1,00,000: above this a fee or minimum is a typing slip, not a price. */
const MAX_AMOUNT: Paise = 10_000_000;
const CLOSURE_MESSAGE_MAX = 200;

/** A phone as people write it: 10 to 13 digits, with spaces, dashes and a leading + allowed. */
const isPhone = (value: string): boolean => /^\+?[\d\s-]+$/.test(value) && /^\d{10,13}$/.test(value.replace(/\D/g, ''));
const isAmount = (value: Paise): boolean => Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT;

/**
 * The owner's settings form, checked before anything is stored: every problem by field, or the
 * settings with text trimmed and capped. An empty WhatsApp number is allowed (no WhatsApp).
 */
export function validateStoreSettings(
  input: StoreSettings,
): { ok: true; value: StoreSettings } | { ok: false; errors: StoreSettingsErrors } {
  const errors: StoreSettingsErrors = {};
  const name = cleanText(input.name);
  const address = cleanText(input.address, 300);
  const phone = cleanText(input.phone, 20);
  const whatsapp = cleanText(input.whatsapp, 20);
  const pincodes = input.allowedPincodes.map((p) => cleanText(p, 10)).filter(Boolean);
  const { lat, lng } = input.location;

  if (!name) errors.name = 'settings.nameRequired';
  if (!address) errors.address = 'settings.addressRequired';
  if (!isPhone(phone)) errors.phone = 'settings.invalidPhone';
  if (whatsapp && !isPhone(whatsapp)) errors.whatsapp = 'settings.invalidPhone';
  if (!(Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
    errors.location = 'settings.invalidLocation';
  }
  const radius = input.deliveryRadiusKm;
  if (!(Number.isFinite(radius) && radius > 0 && radius <= MAX_DELIVERY_RADIUS_KM)) errors.deliveryRadiusKm = 'settings.invalidRadius';
  if (pincodes.some((p) => !/^\d{6}$/.test(p))) errors.allowedPincodes = 'settings.invalidPincode';
  else if (new Set(pincodes).size > MAX_ALLOWED_PINCODES) errors.allowedPincodes = 'settings.tooManyPincodes';
  if (!isAmount(input.deliveryFee)) errors.deliveryFee = 'settings.invalidAmount';
  if (!isAmount(input.freeDeliveryFrom)) errors.freeDeliveryFrom = 'settings.invalidAmount';
  if (!isAmount(input.minimumOrder)) errors.minimumOrder = 'settings.invalidAmount';
  const badDay = input.hours.some((d) => d !== null && (parseClockTime(d.opens) === null || parseClockTime(d.closes) === null));
  if (input.hours.length !== 7 || badDay) errors.hours = 'settings.invalidHours';
  const max = input.maxOpenOrders;
  if (!(Number.isInteger(max) && max >= 1 && max <= MAX_OPEN_ORDERS_LIMIT)) errors.maxOpenOrders = 'settings.invalidMaxOpenOrders';
  const closure = input.closure ? { date: input.closure.date, message: cleanText(input.closure.message, CLOSURE_MESSAGE_MAX) } : null;
  if (closure && (!closure.message || !/^\d{4}-\d{2}-\d{2}$/.test(closure.date))) errors.closure = 'settings.closureMessageRequired';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...input,
      name,
      address,
      phone,
      whatsapp,
      allowedPincodes: [...new Set(pincodes)],
      hours: input.hours.map((d) => (d ? { opens: d.opens.trim(), closes: d.closes.trim() } : null)) as StoreSettings['hours'],
      closure,
    },
  };
}
