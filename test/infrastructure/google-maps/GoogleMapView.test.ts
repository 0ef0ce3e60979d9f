import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LatLng } from '../../../src/domain/address/Address';
import { GoogleMapsLoader } from '../../../src/infrastructure/google-maps/GoogleMapsLoader';
import { GoogleMapView } from '../../../src/infrastructure/google-maps/GoogleMapView';
import { FakeAdvancedMarker, FakeMap, FakeMarker, installFakeGoogleMaps, uninstallGoogleMaps } from './fakeGoogleMaps';

const PICKER = { center: { lat: 29.010975, lng: 78.297462 }, zoom: 15 };

function mountMap(options: { key?: string; mapId?: string } = {}) {
  const picks: LatLng[] = [];
  const element = document.createElement('div');
  const view = new GoogleMapView(new GoogleMapsLoader(options.key ?? 'real-key'), options.mapId);
  const mounting = view.mount(element, PICKER, { onPick: (point) => picks.push(point) });
  return { picks, element, mounting };
}

describe('GoogleMapView', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeGoogleMaps();
  });
  afterEach(() => uninstallGoogleMaps());

  it('draws a road map at the given centre and zoom without the extra controls, with a draggable marker there', async () => {
    const { element, mounting } = mountMap();
    await mounting;
    const [map] = FakeMap.instances;
    expect(map?.element).toBe(element);
    expect(map?.options).toEqual({
      center: PICKER.center,
      zoom: 15,
      mapTypeId: 'roadmap',
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
    });
    const [marker] = FakeMarker.instances;
    expect(marker).toMatchObject({ map, position: PICKER.center, draggable: true });
    expect(FakeAdvancedMarker.instances).toHaveLength(0);
  });

  it('moves the marker to a clicked point and reports the pick', async () => {
    const { picks, mounting } = mountMap();
    await mounting;
    FakeMap.instances[0]?.click(29.02, 78.31);
    expect(FakeMarker.instances[0]?.position).toEqual({ lat: 29.02, lng: 78.31 });
    expect(picks).toEqual([{ lat: 29.02, lng: 78.31 }]);
  });

  it('reports the point where the marker is dropped', async () => {
    const { picks, mounting } = mountMap();
    await mounting;
    FakeMarker.instances[0]?.dragTo(28.99, 78.28);
    expect(picks).toEqual([{ lat: 28.99, lng: 78.28 }]);
  });

  it('uses an advanced marker on a map with a map id', async () => {
    const { picks, mounting } = mountMap({ mapId: 'shop-map' });
    await mounting;
    const [map] = FakeMap.instances;
    expect(map?.options.mapId).toBe('shop-map');
    expect(FakeMarker.instances).toHaveLength(0);
    const [marker] = FakeAdvancedMarker.instances;
    expect(marker).toMatchObject({ map, gmpDraggable: true, position: PICKER.center });

    marker?.dragTo(28.97, 78.25);
    map?.click(29.05, 78.3);
    expect(picks).toEqual([
      { lat: 28.97, lng: 78.25 },
      { lat: 29.05, lng: 78.3 },
    ]);
    expect(marker?.position).toEqual({ lat: 29.05, lng: 78.3 });
  });

  it('setMarker moves the marker and recentres, zooming when asked, without reporting a pick', async () => {
    const { picks, mounting } = mountMap();
    const handle = await mounting;
    handle.setMarker({ lat: 29.1, lng: 78.4 }, 16);
    const [map] = FakeMap.instances;
    expect(FakeMarker.instances[0]?.position).toEqual({ lat: 29.1, lng: 78.4 });
    expect(map?.center).toEqual({ lat: 29.1, lng: 78.4 });
    expect(map?.zoom).toBe(16);
    handle.setMarker({ lat: 29.2, lng: 78.5 });
    expect(map?.zoom).toBe(16);
    expect(picks).toEqual([]);
  });

  it('stops reporting and removes the marker once destroyed', async () => {
    const { picks, mounting } = mountMap();
    const handle = await mounting;
    handle.destroy();
    const [map] = FakeMap.instances;
    const [marker] = FakeMarker.instances;
    map?.click(29.02, 78.31);
    marker?.dragTo(28.99, 78.28);
    expect(picks).toEqual([]);
    expect(marker?.map).toBeNull();
  });

  it('rejects with maps.keyMissing and draws nothing without a key', async () => {
    const { mounting } = mountMap({ key: 'your_api_key' });
    await expect(mounting).rejects.toMatchObject({ name: 'MapLoadError', code: 'maps.keyMissing' });
    expect(FakeMap.instances).toHaveLength(0);
  });

  it('rejects with the loading failure code when the script fails', async () => {
    installFakeGoogleMaps(() => Promise.reject(new Error('The Google Maps JavaScript API could not load.')));
    await expect(mountMap().mounting).rejects.toMatchObject({ code: 'maps.scriptFailed' });
  });

  it('rejects with maps.other when the map cannot be drawn', async () => {
    installFakeGoogleMaps((name) =>
      Promise.resolve(
        name === 'maps'
          ? {
              Map: class {
                constructor() {
                  throw new Error('InvalidValueError');
                }
              },
            }
          : { Marker: FakeMarker },
      ),
    );
    await expect(mountMap().mounting).rejects.toMatchObject({ code: 'maps.other' });
  });
});
