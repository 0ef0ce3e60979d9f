import type { Address, LatLng } from '../../domain/address/Address';
import type { Geocoder, GeocoderErrorCode, PlaceResult } from '../../application/ports/Geocoder';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';

/** The geocoder beside UnavailableMapView: nothing can be looked up, typed addresses keep no coordinates. */
export class UnavailableGeocoder implements Geocoder {
  reverse(): Promise<Result<Address, GeocoderErrorCode>> {
    return Promise.resolve(err('maps.addressDetailsFailed'));
  }

  search(): Promise<Result<PlaceResult[], GeocoderErrorCode>> {
    return Promise.resolve(err('maps.searchFailed'));
  }

  locate(): Promise<LatLng | null> {
    return Promise.resolve(null);
  }
}
