/// <reference types="google.maps" />
import type { Address, LatLng } from '../../domain/address/Address';
import { joinAddressParts } from '../../domain/address/joinAddressParts';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { Geocoder, GeocoderErrorCode, PlaceResult } from '../../application/ports/Geocoder';
import type { GoogleMapsLoader } from './GoogleMapsLoader';
import { MAPS_CONFIG } from './mapsConfig';
import { placeToResult } from './placeToResult';
import { reverseResultToAddress } from './reverseResultToAddress';
import { toLatLng } from './toLatLng';

// Place fields the picker uses: the point, and the address it shows and stores.
const PLACE_FIELDS = ['displayName', 'formattedAddress', 'location', 'addressComponents'];

/** Reverse geocoding, place search and forward geocoding on Google Maps (docs/SPEC.md 'Calls made'). */
export class GoogleGeocoder implements Geocoder {
  constructor(private readonly loader: GoogleMapsLoader) {}

  async reverse(point: LatLng): Promise<Result<Address, GeocoderErrorCode>> {
    try {
      const { Geocoder: GoogleMapsGeocoder } = await this.loader.load('geocoding');
      // With no result the point still gets an address: 'Unknown location' (docs/SPEC.md 'Entities and their fields').
      const { results } = await new GoogleMapsGeocoder().geocode({ location: point, fulfillOnZeroResults: true });
      return ok(reverseResultToAddress(results[0], point));
    } catch {
      return err('maps.addressDetailsFailed');
    }
  }

  async search(query: string, near: LatLng): Promise<Result<PlaceResult[], GeocoderErrorCode>> {
    const textQuery = query.trim();
    if (textQuery === '') return err('maps.locationNotFound');
    let found: PlaceResult[];
    try {
      const { Place } = await this.loader.load('places');
      // Text Search returns establishments and geocoded addresses alike, which is what the old
      // ['establishment', 'geocode'] type restriction amounted to; it has no country filter,
      // so places outside India are dropped here.
      const { places } = await Place.searchByText({
        textQuery,
        fields: PLACE_FIELDS,
        locationBias: { center: near, radius: MAPS_CONFIG.searchRadiusMetres },
        region: MAPS_CONFIG.countryCode.toLowerCase(),
        language: MAPS_CONFIG.language,
      });
      found = places.flatMap((place) => placeToResult(place, MAPS_CONFIG.countryCode) ?? []);
    } catch {
      return err('maps.searchFailed');
    }
    return found.length > 0 ? ok(found) : err('maps.locationNotFound');
  }

  async locate(address: Address): Promise<LatLng | null> {
    const query =
      address.formatted.trim() || joinAddressParts([address.street, address.area, address.city, address.state, address.pincode]);
    if (query === '') return null;
    try {
      const { Geocoder: GoogleMapsGeocoder } = await this.loader.load('geocoding');
      const { results } = await new GoogleMapsGeocoder().geocode({
        address: query,
        componentRestrictions: { country: MAPS_CONFIG.countryCode },
        fulfillOnZeroResults: true,
      });
      const location = results[0]?.geometry.location;
      return location ? toLatLng(location) : null;
    } catch {
      // A typed address stays usable without coordinates (docs/SPEC.md 'Entities and their fields': null when typed).
      return null;
    }
  }
}
