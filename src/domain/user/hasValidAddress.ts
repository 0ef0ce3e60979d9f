import { isPincode } from '../address/isPincode';
import { readCoordinates } from '../address/readCoordinates';
import type { UserProfile } from './UserProfile';

/**
 * docs/SPEC.md 'Validation rules': a valid address is a delivery address with coordinates in any stored shape.
 * Issue 18 adds the address typed by hand when the map or geocoder failed: without coordinates it
 * is valid with a 6-digit PIN code, because SaveAddress took it only for a PIN code on the owner's
 * delivery list (and checkout checks that list again).
 */
export const hasValidAddress = (profile: Pick<UserProfile, 'deliveryAddress'> | null | undefined): boolean => {
  const address = profile?.deliveryAddress;
  if (!address) return false;
  return readCoordinates(address) !== null || isPincode(String(address.pincode ?? '').trim());
};
