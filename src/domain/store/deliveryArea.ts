import { distanceKm } from '../address/distanceKm';
import { readCoordinates } from '../address/readCoordinates';
import { err, ok, type Result } from '../shared/Result';
import type { StoreSettings } from './StoreSettings';

export type DeliveryAreaCode = 'store.outsideArea' | 'store.pincodeNotServed';

/** Kilometres to one decimal, as the customer is told. */
const roundKm = (km: number): number => Math.round(km * 10) / 10;

/**
 * Whether the store delivers to an address (any of the three stored coordinate shapes, or none).
 * With a map point: within `deliveryRadiusKm` of the store, else 'store.outsideArea' {distance,
 * radius}. Without one: only to a PIN code on the owner's list, else 'store.pincodeNotServed'.
 */
export function checkDeliveryArea(
  settings: Pick<StoreSettings, 'location' | 'deliveryRadiusKm' | 'allowedPincodes'>,
  address: object,
): Result<{ distanceKm: number | null }, DeliveryAreaCode> {
  const point = readCoordinates(address);
  if (point) {
    const km = distanceKm(settings.location, point);
    if (km > settings.deliveryRadiusKm) {
      return err('store.outsideArea', { distance: roundKm(km), radius: settings.deliveryRadiusKm });
    }
    return ok({ distanceKm: roundKm(km) });
  }
  const pincode = String((address as { pincode?: unknown }).pincode ?? '').trim();
  if (settings.allowedPincodes.includes(pincode)) return ok({ distanceKm: null });
  return err('store.pincodeNotServed', { pincode: pincode || '—' });
}
