import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { GeocoderToken } from '../../../src/application/ports/Geocoder';
import { GeolocationToken } from '../../../src/application/ports/Geolocation';
import { MapViewToken } from '../../../src/application/ports/MapView';
import { bindUnavailableMaps } from '../../../src/infrastructure/google-maps/bindUnavailableMaps';

const TYPED = {
  street: '12 Station Road',
  area: 'Civil Lines',
  city: 'Bijnor',
  state: 'Uttar Pradesh',
  pincode: '246701',
  country: 'India',
  formatted: '12 Station Road, Civil Lines, Bijnor, Uttar Pradesh, 246701',
  coordinates: null,
};

describe('bindUnavailableMaps', () => {
  it('binds a map that fails as if the key were missing, so the picker offers manual entry', async () => {
    const container = new Container();
    bindUnavailableMaps(container);
    const mapView = container.get(MapViewToken);
    await expect(
      mapView.mount(document.createElement('div'), { center: { lat: 29, lng: 78 }, zoom: 15 }, { onPick: () => undefined }),
    ).rejects.toMatchObject({ name: 'MapLoadError', code: 'maps.keyMissing' });
  });

  it('binds a geocoder that places nothing and reports the spec messages', async () => {
    const container = new Container();
    bindUnavailableMaps(container);
    const geocoder = container.get(GeocoderToken);
    expect(await geocoder.locate(TYPED)).toBeNull();
    expect(await geocoder.reverse({ lat: 29, lng: 78 })).toEqual({ ok: false, error: { code: 'maps.addressDetailsFailed' } });
    expect(await geocoder.search('Bijnor', { lat: 29, lng: 78 })).toEqual({ ok: false, error: { code: 'maps.searchFailed' } });
  });

  it("still binds the browser's geolocation", async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition: (found: (position: { coords: { latitude: number; longitude: number } }) => void) =>
        found({ coords: { latitude: 29.01, longitude: 78.29 } }),
    } as unknown as Geolocation);
    const container = new Container();
    bindUnavailableMaps(container);
    expect(await container.get(GeolocationToken).locate()).toEqual({ ok: true, value: { lat: 29.01, lng: 78.29 } });
  });
});
