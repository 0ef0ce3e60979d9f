import type { Address, LatLng } from './Address';
import { DEFAULT_COUNTRY } from './validateManualAddress';

/** One address component as Google's geocoder returns it. */
export interface GeocodeComponent {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

export interface GeocodeInput {
  components: readonly GeocodeComponent[];
  /** The geocoder's one-line address, when it gave one. */
  formattedAddress?: string | null;
  /** The point that was reverse-geocoded (the marker), kept as the address's coordinates. */
  point?: LatLng | null;
}

export const UNKNOWN_LOCATION = 'Unknown location';

/**
 * A map pick's Address from reverse-geocoding components (docs/SPEC.md 'Entities and their fields'): street from street
 * number and route; area from sublocality or neighbourhood; city from locality or the level-2
 * administrative area; state from level 1; pincode from postal code; country from country.
 */
export function addressFromGeocode({ components, formattedAddress, point = null }: GeocodeInput): Address {
  const list = Array.isArray(components) ? components : [];
  const find = (...types: string[]): string => {
    for (const type of types) {
      const match = list.find((c) => Array.isArray(c?.types) && c.types.includes(type));
      if (match && typeof match.long_name === 'string' && match.long_name.trim() !== '') return match.long_name.trim();
    }
    return '';
  };
  const formatted = typeof formattedAddress === 'string' ? formattedAddress.trim() : '';
  return {
    street: [find('street_number'), find('route')].filter(Boolean).join(' '),
    area: find('sublocality', 'sublocality_level_1', 'neighborhood'),
    city: find('locality', 'administrative_area_level_2'),
    state: find('administrative_area_level_1'),
    pincode: find('postal_code'),
    country: find('country') || DEFAULT_COUNTRY,
    formatted: formatted || UNKNOWN_LOCATION,
    coordinates: point,
  };
}
