import type { ServiceIdentifier } from 'inversify';
import type { LatLng } from '../../domain/address/Address';
import type { Result } from '../../domain/shared/Result';

export type GeolocationErrorCode = 'geo.unsupported' | 'geo.denied' | 'geo.unavailable' | 'geo.timeout' | 'geo.unknown';

export interface Geolocation {
  /** The device position (high accuracy, 20 s timeout, cached up to 5 minutes). */
  locate(): Promise<Result<LatLng, GeolocationErrorCode>>;
  /** 'denied' when the browser already refuses, so the help card can show at once. */
  permission(): Promise<'granted' | 'denied' | 'prompt' | 'unknown'>;
}

export const GeolocationToken: ServiceIdentifier<Geolocation> = Symbol.for('Geolocation');
