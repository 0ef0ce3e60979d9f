import { rupeesText, parseRupees } from '../adminUpload/moneyInput';
import type { DayClosure, StoreSettings, WeekHours } from '../../../domain/store/StoreSettings';

/** One day as the form holds it: the times stay when the day is switched to closed and back. */
export interface DayDraft {
  opens: string;
  closes: string;
  closed: boolean;
}

/** The store settings form as typed: text is parsed only on save, money in rupees. */
export interface StoreSettingsDraft {
  name: string;
  address: string;
  phone: string;
  whatsapp: string;
  lat: string;
  lng: string;
  deliveryRadiusKm: string;
  /** Comma separated. */
  allowedPincodes: string;
  deliveryFee: string;
  freeDeliveryFrom: string;
  minimumOrder: string;
  hours: DayDraft[];
  maxOpenOrders: string;
  deliveryCodeEnabled: boolean;
}

export type DraftTextField = Exclude<keyof StoreSettingsDraft, 'hours' | 'deliveryCodeEnabled'>;

/** What a closed day offers when it is switched back on. */
const USUAL_DAY = { opens: '07:00', closes: '21:00' };

/** A decimal as typed ('29.01', '-3', '10'); NaN when blank or not a number, so the rules refuse it. */
const decimal = (text: string): number => {
  const t = text.trim();
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
};

const whole = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function draftOf(settings: StoreSettings): StoreSettingsDraft {
  return {
    name: settings.name,
    address: settings.address,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    lat: String(settings.location.lat),
    lng: String(settings.location.lng),
    deliveryRadiusKm: String(settings.deliveryRadiusKm),
    allowedPincodes: settings.allowedPincodes.join(', '),
    deliveryFee: rupeesText(settings.deliveryFee),
    freeDeliveryFrom: rupeesText(settings.freeDeliveryFrom),
    minimumOrder: rupeesText(settings.minimumOrder),
    hours: settings.hours.map((day) => (day ? { ...day, closed: false } : { ...USUAL_DAY, closed: true })),
    maxOpenOrders: String(settings.maxOpenOrders),
    deliveryCodeEnabled: settings.deliveryCodeEnabled,
  };
}

/**
 * The settings to save: the draft parsed (anything unreadable becomes NaN, which
 * validateStoreSettings refuses under its field) over the closure kept as it is.
 */
export function settingsFrom(draft: StoreSettingsDraft, closure: DayClosure | null): StoreSettings {
  return {
    name: draft.name,
    address: draft.address,
    phone: draft.phone,
    whatsapp: draft.whatsapp,
    location: { lat: decimal(draft.lat), lng: decimal(draft.lng) },
    deliveryRadiusKm: decimal(draft.deliveryRadiusKm),
    allowedPincodes: draft.allowedPincodes.split(/[,\s]+/).filter(Boolean),
    deliveryFee: parseRupees(draft.deliveryFee),
    freeDeliveryFrom: parseRupees(draft.freeDeliveryFrom),
    minimumOrder: parseRupees(draft.minimumOrder),
    hours: draft.hours.map((day) => (day.closed ? null : { opens: day.opens.trim(), closes: day.closes.trim() })) as WeekHours,
    closure,
    maxOpenOrders: whole(draft.maxOpenOrders),
    deliveryCodeEnabled: draft.deliveryCodeEnabled,
  };
}
