import { readCoordinates } from '../address/readCoordinates';
import { defaultStoreSettings } from './defaultStoreSettings';
import { parseClockTime } from './storeHours';
import type { DayHours, StoreSettings } from './StoreSettings';

const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const amount = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : fallback);

function day(v: unknown, fallback: DayHours | null): DayHours | null {
  if (v === null) return null;
  const d = v as Partial<DayHours> | undefined;
  if (
    typeof d?.opens === 'string' &&
    typeof d.closes === 'string' &&
    parseClockTime(d.opens) !== null &&
    parseClockTime(d.closes) !== null
  ) {
    return { opens: d.opens, closes: d.closes };
  }
  return fallback;
}

/**
 * Settings as stored, in whatever shape (missing document, missing or mistyped fields), read
 * with the defaults filled in, so an old or hand-edited document never breaks checkout.
 */
export function normaliseStoreSettings(raw: unknown): StoreSettings {
  const base = defaultStoreSettings();
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Record<string, unknown>;
  const hours = Array.isArray(r.hours) && r.hours.length === 7 ? r.hours : [];
  const closure = r.closure as { date?: unknown; message?: unknown } | null | undefined;
  const result: StoreSettings = {
    name: text(r.name, base.name),
    address: text(r.address, base.address),
    phone: text(r.phone, base.phone),
    whatsapp: text(r.whatsapp, base.whatsapp),
    location: readCoordinates(r.location) ?? base.location,
    deliveryRadiusKm:
      typeof r.deliveryRadiusKm === 'number' && Number.isFinite(r.deliveryRadiusKm) && r.deliveryRadiusKm > 0
        ? r.deliveryRadiusKm
        : base.deliveryRadiusKm,
    allowedPincodes: Array.isArray(r.allowedPincodes)
      ? r.allowedPincodes.filter((p): p is string => typeof p === 'string')
      : base.allowedPincodes,
    deliveryFee: amount(r.deliveryFee, base.deliveryFee),
    freeDeliveryFrom: amount(r.freeDeliveryFrom, base.freeDeliveryFrom),
    minimumOrder: amount(r.minimumOrder, base.minimumOrder),
    hours: base.hours.map((fallback, i) => (hours.length ? day(hours[i], fallback) : fallback)) as StoreSettings['hours'],
    closure:
      closure && typeof closure.date === 'string' && typeof closure.message === 'string'
        ? { date: closure.date, message: closure.message }
        : null,
    maxOpenOrders: Number.isInteger(r.maxOpenOrders) && (r.maxOpenOrders as number) >= 1 ? (r.maxOpenOrders as number) : base.maxOpenOrders,
    deliveryCodeEnabled: typeof r.deliveryCodeEnabled === 'boolean' ? r.deliveryCodeEnabled : base.deliveryCodeEnabled,
  };
  if (typeof r.updatedAt === 'number') result.updatedAt = r.updatedAt;
  if (typeof r.updatedBy === 'string') result.updatedBy = r.updatedBy;
  return result;
}
