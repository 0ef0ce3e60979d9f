import { normaliseStoreSettings } from '../../../domain/store/normaliseStoreSettings';
import type { StoreSettings } from '../../../domain/store/StoreSettings';
import { DocReader } from './DocReader';
import { readMillis } from './readMillis';

const MONEY = ['deliveryFee', 'freeDeliveryFrom', 'minimumOrder'] as const;

/**
 * The settings/store document as StoreSettings. Money is rupees in the document (as everywhere in
 * Firestore) and paise in the domain; a missing document (undefined) or any odd field reads as
 * normaliseStoreSettings' defaults, so a hand edit in the console never breaks checkout.
 */
export function settingsFromDoc(data: unknown): StoreSettings {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return normaliseStoreSettings(undefined);
  const d = new DocReader(data);
  const raw: Record<string, unknown> = {
    ...d.raw,
    // Numbers typed into the console as text read as the numbers.
    deliveryRadiusKm: d.optionalNumber('deliveryRadiusKm'),
    maxOpenOrders: d.optionalNumber('maxOpenOrders'),
    updatedAt: readMillis(d.raw.updatedAt) ?? undefined,
  };
  for (const key of MONEY) raw[key] = d.optionalPaise(key);
  return normaliseStoreSettings(raw);
}
