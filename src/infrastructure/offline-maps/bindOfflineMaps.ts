import type { Container } from 'inversify';
import { GeocoderToken } from '../../application/ports/Geocoder';
import { GeolocationToken } from '../../application/ports/Geolocation';
import { MapViewToken } from '../../application/ports/MapView';
import { BrowserGeolocation } from '../browser/BrowserGeolocation';
import { OfflineGeocoder } from './OfflineGeocoder';
import { SchematicMapView } from './SchematicMapView';

/** Maps without a network or a key: the gazetteer geocoder, the schematic map and the browser's own geolocation. */
export function bindOfflineMaps(container: Container): void {
  container.bind(GeocoderToken).to(OfflineGeocoder).inSingletonScope();
  container.bind(MapViewToken).to(SchematicMapView).inSingletonScope();
  container.bind(GeolocationToken).to(BrowserGeolocation).inSingletonScope();
}
