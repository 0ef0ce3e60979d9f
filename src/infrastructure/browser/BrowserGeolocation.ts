import { injectable } from 'inversify';
import type { Geolocation, GeolocationErrorCode } from '../../application/ports/Geolocation';
import type { LatLng } from '../../domain/address/Address';
import { err, ok, type Result } from '../../domain/shared/Result';

/** docs/SPEC.md 'Business constants and limits': high accuracy, 20 s timeout, a cached position up to 5 minutes old. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 300_000 };

// GeolocationPositionError's numeric codes (1, 2, 3), spelled out because not every browser exposes the constants.
const CODES: Record<number, GeolocationErrorCode> = { 1: 'geo.denied', 2: 'geo.unavailable', 3: 'geo.timeout' };

/** The device position from navigator.geolocation, read at call time so a page without it still loads. */
@injectable()
export class BrowserGeolocation implements Geolocation {
  locate(): Promise<Result<LatLng, GeolocationErrorCode>> {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) return Promise.resolve(err('geo.unsupported'));
    return new Promise((resolve) => {
      try {
        geolocation.getCurrentPosition(
          (position) => resolve(ok({ lat: position.coords.latitude, lng: position.coords.longitude })),
          (error) => resolve(err(CODES[error.code] ?? 'geo.unknown')),
          OPTIONS,
        );
      } catch {
        // Some embedded browsers throw instead of calling back (for example in an insecure context).
        resolve(err('geo.unknown'));
      }
    });
  }

  async permission(): Promise<'granted' | 'denied' | 'prompt' | 'unknown'> {
    const permissions = globalThis.navigator?.permissions;
    if (!permissions?.query) return 'unknown';
    try {
      const status = await permissions.query({ name: 'geolocation' });
      return status.state === 'granted' || status.state === 'denied' || status.state === 'prompt' ? status.state : 'unknown';
    } catch {
      // Safari before 16 rejects the 'geolocation' name.
      return 'unknown';
    }
  }
}
