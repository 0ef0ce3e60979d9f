import type { StoreSettings, WeekHours } from './StoreSettings';

/**
 * The part of the store settings meant for anyone, visitors included (the About page): who the
 * store is, where, when it delivers, how to reach it and where it delivers. Fees, limits, the
 * closure note and the delivery-code switch stay with the signed-in and the owner.
 */
export const STORE_PUBLIC_FIELDS = ['name', 'address', 'phone', 'whatsapp', 'hours', 'deliveryRadiusKm', 'allowedPincodes'] as const;

/** The public facts as the owner set them; null where the owner has set nothing (the store starts without an address or numbers). */
export interface StorePublicFacts {
  name: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  hours: WeekHours;
  deliveryRadiusKm: number;
  allowedPincodes: string[];
}

const setText = (value: string): string | null => value.trim() || null;

export function storePublicFacts(settings: Pick<StoreSettings, (typeof STORE_PUBLIC_FIELDS)[number]>): StorePublicFacts {
  return {
    name: setText(settings.name),
    address: setText(settings.address),
    phone: setText(settings.phone),
    whatsapp: setText(settings.whatsapp),
    hours: settings.hours,
    deliveryRadiusKm: settings.deliveryRadiusKm,
    allowedPincodes: settings.allowedPincodes.filter((p) => p.trim() !== ''),
  };
}
