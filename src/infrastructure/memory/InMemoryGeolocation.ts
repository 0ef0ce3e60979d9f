import type { Geolocation, GeolocationErrorCode } from '../../application/ports/Geolocation';
import type { LatLng } from '../../domain/address/Address';
import { ok, type Result } from '../../domain/shared/Result';

type PermissionState = 'granted' | 'denied' | 'prompt' | 'unknown';

/** A device position that tests set: a point, or any geo.* failure, and the permission state. */
export class InMemoryGeolocation implements Geolocation {
  /** What locate() answers; by default a point beside the store. */
  result: Result<LatLng, GeolocationErrorCode> = ok({ lat: 29.0112, lng: 78.2978 });
  permissionState: PermissionState = 'prompt';

  async locate(): Promise<Result<LatLng, GeolocationErrorCode>> {
    return structuredClone(this.result);
  }

  async permission(): Promise<PermissionState> {
    return this.permissionState;
  }
}
