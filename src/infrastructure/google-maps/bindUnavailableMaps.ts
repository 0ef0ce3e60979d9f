import type { Container } from 'inversify';
import { GeocoderToken } from '../../application/ports/Geocoder';
import { MapViewToken } from '../../application/ports/MapView';
import { UnavailableGeocoder } from './UnavailableGeocoder';
import { UnavailableMapView } from './UnavailableMapView';

/**
 * Binds the map and geocoder for chooseMaps(...) === 'unavailable'. Kept apart from
 * bindGoogleMaps so this path loads none of the Google loader code.
 */
export function bindUnavailableMaps(container: Container): void {
  container.bind(MapViewToken).toConstantValue(new UnavailableMapView());
  container.bind(GeocoderToken).toConstantValue(new UnavailableGeocoder());
}
