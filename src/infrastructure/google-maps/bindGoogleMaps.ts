import type { Container } from 'inversify';
import { GeocoderToken } from '../../application/ports/Geocoder';
import { GeolocationToken } from '../../application/ports/Geolocation';
import { MapViewToken } from '../../application/ports/MapView';
import { BrowserGeolocation } from '../browser/BrowserGeolocation';
import { GoogleGeocoder } from './GoogleGeocoder';
import { GoogleMapsLoader } from './GoogleMapsLoader';
import { GoogleMapView } from './GoogleMapView';

/**
 * Binds the map, geocoder and geolocation ports for chooseMaps(...) === 'google'. Import this
 * module dynamically so other modes ship none of it. Map and geocoder share one loader: the
 * Maps script is requested once, by whichever needs it first.
 */
export function bindGoogleMaps(container: Container, apiKey: string, options: { mapId?: string } = {}): void {
  const mapId = options.mapId?.trim() || undefined;
  const loader = new GoogleMapsLoader(apiKey, { mapId });
  container.bind(MapViewToken).toConstantValue(new GoogleMapView(loader, mapId));
  container.bind(GeocoderToken).toConstantValue(new GoogleGeocoder(loader));
  container.bind(GeolocationToken).to(BrowserGeolocation).inSingletonScope();
}
