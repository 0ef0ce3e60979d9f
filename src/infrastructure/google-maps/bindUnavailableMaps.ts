import type { Container } from 'inversify';
import { GeocoderToken } from '../../application/ports/Geocoder';
import { GeolocationToken } from '../../application/ports/Geolocation';
import { MapViewToken } from '../../application/ports/MapView';
import { BrowserGeolocation } from '../browser/BrowserGeolocation';
import { UnavailableGeocoder } from './UnavailableGeocoder';
import { UnavailableMapView } from './UnavailableMapView';

/**
 * Binds the map, geocoder and geolocation ports for chooseMaps(...) === 'unavailable'. Kept
 * apart from bindGoogleMaps so this path loads none of the Google loader code.
 */
export function bindUnavailableMaps(container: Container): void {
  container.bind(MapViewToken).toConstantValue(new UnavailableMapView());
  container.bind(GeocoderToken).toConstantValue(new UnavailableGeocoder());
  container.bind(GeolocationToken).to(BrowserGeolocation).inSingletonScope();
}
