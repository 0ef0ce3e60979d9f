/// <reference types="google.maps" />
import type { Address, LatLng } from '../../domain/address/Address';
import { addressFromGeocode } from '../../domain/address/addressFromGeocode';

/**
 * The picked point's address from the geocoder's first result. The point itself, not the
 * result's geometry, is kept: it is where the customer put the marker.
 */
export function reverseResultToAddress(result: google.maps.GeocoderResult | undefined, point: LatLng): Address {
  return addressFromGeocode({
    components: result?.address_components ?? [],
    formattedAddress: result?.formatted_address ?? null,
    point,
  });
}
