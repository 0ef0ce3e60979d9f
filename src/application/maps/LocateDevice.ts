import { inject, injectable } from 'inversify';
import type { LatLng } from '../../domain/address/Address';
import { err, type Result } from '../../domain/shared/Result';
import { GeolocationToken, type Geolocation, type GeolocationErrorCode } from '../ports/Geolocation';

/** The device's position for the current-location button; an unexpected failure is geo.unknown. */
@injectable()
export class LocateDevice {
  constructor(@inject(GeolocationToken) private readonly geolocation: Geolocation) {}

  async execute(): Promise<Result<LatLng, GeolocationErrorCode>> {
    try {
      return await this.geolocation.locate();
    } catch {
      return err('geo.unknown');
    }
  }
}
