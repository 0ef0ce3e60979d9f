import { Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LatLng } from '../../../src/domain/address/Address';
import { GeocoderToken } from '../../../src/application/ports/Geocoder';
import { GeolocationToken } from '../../../src/application/ports/Geolocation';
import { MapViewToken } from '../../../src/application/ports/MapView';
import { bindGoogleMaps } from '../../../src/infrastructure/google-maps/bindGoogleMaps';
import { FakeAdvancedMarker, FakeGeocoder, FakeMap, installFakeGoogleMaps, uninstallGoogleMaps } from './fakeGoogleMaps';
import { reverseChandpur } from './googleFixtures';

const PICKER = { center: { lat: 29.010975, lng: 78.297462 }, zoom: 15 };

describe('bindGoogleMaps', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => uninstallGoogleMaps());

  it('binds a Google map whose picks the Google geocoder turns into addresses', async () => {
    installFakeGoogleMaps();
    FakeGeocoder.respond = () => Promise.resolve(reverseChandpur);
    const container = new Container();
    bindGoogleMaps(container, 'real-key', { mapId: 'shop-map' });

    const picks: LatLng[] = [];
    await container.get(MapViewToken).mount(document.createElement('div'), PICKER, { onPick: (p) => picks.push(p) });
    FakeMap.instances[0]?.click(29.1367, 78.2712);
    const [pick] = picks;
    const address = pick ? await container.get(GeocoderToken).reverse(pick) : undefined;

    expect(FakeAdvancedMarker.instances).toHaveLength(1);
    expect(address).toMatchObject({ ok: true, value: { city: 'Chandpur', coordinates: { lat: 29.1367, lng: 78.2712 } } });
  });

  it('binds map and geocoder that both fail as a missing key when the key is a placeholder', async () => {
    const importLibrary = installFakeGoogleMaps();
    const container = new Container();
    bindGoogleMaps(container, 'YOUR_GOOGLE_MAPS_API_KEY');

    await expect(
      container.get(MapViewToken).mount(document.createElement('div'), PICKER, { onPick: () => undefined }),
    ).rejects.toMatchObject({ code: 'maps.keyMissing' });
    expect(await container.get(GeocoderToken).search('Dhampur', PICKER.center)).toEqual({
      ok: false,
      error: { code: 'maps.searchFailed' },
    });
    expect(importLibrary).not.toHaveBeenCalled();
  });

  it("binds the browser's geolocation", async () => {
    const deniedByUser = { code: 1, message: 'User denied Geolocation' };
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition: (_: unknown, fail: (error: typeof deniedByUser) => void) => fail(deniedByUser),
    } as unknown as Geolocation);
    const container = new Container();
    bindGoogleMaps(container, 'real-key');
    expect(await container.get(GeolocationToken).locate()).toEqual({ ok: false, error: { code: 'geo.denied' } });
  });
});
