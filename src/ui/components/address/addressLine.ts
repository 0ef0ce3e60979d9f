import type { SavedAddress } from '../../../domain/address/Address';
import { UNKNOWN_LOCATION } from '../../../domain/address/addressFromGeocode';

export type AddressLineParts = Partial<Pick<SavedAddress, 'fullAddress' | 'formattedAddress'>> & Pick<SavedAddress, 'formatted'>;

/**
 * The one line that names an address: the full line (house, building, place), else the saved
 * line, else the place. A point the geocoder could not name is stored as SPEC's 'Unknown location'
 * (the place, so also the end of the full line); it reads as `unknownLocation`, in the shopper's words.
 */
export function addressLine(address: AddressLineParts, unknownLocation: string): string {
  const line = address.fullAddress || address.formattedAddress || address.formatted;
  if (line === UNKNOWN_LOCATION) return unknownLocation;
  return line.endsWith(`, ${UNKNOWN_LOCATION}`) ? line.slice(0, -UNKNOWN_LOCATION.length) + unknownLocation : line;
}
