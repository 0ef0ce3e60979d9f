import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { GeocoderToken } from '../../../src/application/ports/Geocoder';
import { GeolocationToken } from '../../../src/application/ports/Geolocation';
import { MapViewToken } from '../../../src/application/ports/MapView';
import { BrowserGeolocation } from '../../../src/infrastructure/browser/BrowserGeolocation';
import { bindOfflineMaps } from '../../../src/infrastructure/offline-maps/bindOfflineMaps';
import { OfflineGeocoder } from '../../../src/infrastructure/offline-maps/OfflineGeocoder';
import { SchematicMapView } from '../../../src/infrastructure/offline-maps/SchematicMapView';

describe('bindOfflineMaps', () => {
  it('binds the geocoder, map and geolocation ports to the offline adapters, one of each', async () => {
    const container = new Container({ autobind: true, defaultScope: 'Singleton' });
    bindOfflineMaps(container);
    expect(container.get(GeocoderToken)).toBeInstanceOf(OfflineGeocoder);
    expect(container.get(MapViewToken)).toBeInstanceOf(SchematicMapView);
    expect(container.get(GeolocationToken)).toBeInstanceOf(BrowserGeolocation);
    expect(container.get(GeocoderToken)).toBe(container.get(GeocoderToken));
    const found = await container.get(GeocoderToken).search('Sherpur', { lat: 29.010975, lng: 78.297462 });
    expect(found.ok && found.value[0]?.address.city).toBe('Sherpur');
  });
});
