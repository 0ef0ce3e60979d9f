/// <reference types="google.maps" />
import { addressFromGeocode } from '../../domain/address/addressFromGeocode';
import type { PlaceResult } from '../../application/ports/Geocoder';
import { toLatLng } from './toLatLng';

/**
 * A text-search place as a picker result, or null when it has no point or lies in another
 * country. Places (new) names its component fields longText/shortText; the domain reads the
 * geocoder's long_name/short_name.
 */
export function placeToResult(place: google.maps.places.Place, countryCode: string): PlaceResult | null {
  if (!place.location) return null;
  const components = (place.addressComponents ?? []).map((component) => ({
    long_name: component.longText ?? '',
    short_name: component.shortText ?? '',
    types: component.types,
  }));
  const country = components.find((component) => component.types.includes('country'));
  if (country && country.short_name.toUpperCase() !== countryCode.toUpperCase()) return null;
  const location = toLatLng(place.location);
  return {
    address: addressFromGeocode({ components, formattedAddress: place.formattedAddress ?? null, point: location }),
    location,
  };
}
