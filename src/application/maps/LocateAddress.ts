import { inject, injectable } from 'inversify';
import type { Address, LatLng } from '../../domain/address/Address';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { GeocoderToken, type Geocoder } from '../ports/Geocoder';

/**
 * Where a typed address is on the map, or null when the geocoder cannot place it (no Maps key, Maps
 * blocked or down): the address then goes on without a point, and the owner's PIN codes decide.
 */
@injectable()
export class LocateAddress {
  constructor(@inject(GeocoderToken) private readonly geocoder: Geocoder) {}

  async execute(address: Address): Promise<LatLng | null> {
    try {
      return readCoordinates(await this.geocoder.locate(address));
    } catch {
      return null;
    }
  }
}
