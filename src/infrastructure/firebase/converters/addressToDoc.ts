import type { SavedAddress } from '../../../domain/address/Address';
import { withoutUndefined } from './withoutUndefined';

/**
 * A saved address as stored in users/{uid}.addresses, deliveryAddress and orders: every field of
 * docs/SPEC.md 'Entities and their fields', coordinates as { lat, lng } or null. Fields an older document carried and the
 * domain does not know ride along unchanged.
 */
export function addressToDoc(address: SavedAddress): Record<string, unknown> {
  const { coordinates } = address;
  return withoutUndefined({
    ...address,
    coordinates: coordinates ? { lat: coordinates.lat, lng: coordinates.lng } : null,
  });
}
