import type { ServiceIdentifier } from 'inversify';
import type { Address, LatLng } from '../../domain/address/Address';
import type { Result } from '../../domain/shared/Result';

export type GeocoderErrorCode = 'maps.addressDetailsFailed' | 'maps.locationNotFound' | 'maps.searchFailed';

export interface PlaceResult {
  address: Address;
  location: LatLng;
}

export interface Geocoder {
  /** Address at a point ('Unknown location' formatted when nothing is known). */
  reverse(point: LatLng): Promise<Result<Address, GeocoderErrorCode>>;
  /** Text place search in India around `near` (the store); SearchPlaces keeps what lies within its radius. */
  search(query: string, near: LatLng): Promise<Result<PlaceResult[], GeocoderErrorCode>>;
  /** Coordinates for a typed address, or null when the geocoder cannot place it. */
  locate(address: Address): Promise<LatLng | null>;
}

export const GeocoderToken: ServiceIdentifier<Geocoder> = Symbol.for('Geocoder');
