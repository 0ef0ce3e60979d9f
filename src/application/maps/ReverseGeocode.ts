import { inject, injectable } from 'inversify';
import type { Address, LatLng } from '../../domain/address/Address';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { err, type Result } from '../../domain/shared/Result';
import { GeocoderToken, type Geocoder, type GeocoderErrorCode } from '../ports/Geocoder';

/** The address at a picked point; any failure is 'Failed to get address details'. */
@injectable()
export class ReverseGeocode {
  constructor(@inject(GeocoderToken) private readonly geocoder: Geocoder) {}

  async execute(point: LatLng): Promise<Result<Address, GeocoderErrorCode>> {
    const valid = readCoordinates(point);
    if (!valid) return err('maps.addressDetailsFailed');
    try {
      return await this.geocoder.reverse(valid);
    } catch {
      return err('maps.addressDetailsFailed');
    }
  }
}
