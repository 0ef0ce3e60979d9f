/// <reference types="google.maps" />
import type { LatLng } from '../../domain/address/Address';
import type { MapCallbacks, MapHandle, MapOptions, MapView } from '../../application/ports/MapView';
import { MapLoadError } from '../../application/ports/MapView';
import { createDraggableMarker } from './createDraggableMarker';
import type { GoogleMapsLoader } from './GoogleMapsLoader';
import { googleMapOptions } from './googleMapOptions';
import { toLatLng } from './toLatLng';

/** The address picker's map on Google Maps: a click or a marker drop moves the marker and reports the point. */
export class GoogleMapView implements MapView {
  constructor(
    private readonly loader: GoogleMapsLoader,
    private readonly mapId?: string,
  ) {}

  async mount(element: HTMLElement, options: MapOptions, callbacks: MapCallbacks): Promise<MapHandle> {
    const [maps, markers] = await Promise.all([this.loader.load('maps'), this.loader.load('marker')]);
    let map: google.maps.Map;
    try {
      map = new maps.Map(element, googleMapOptions(options, this.mapId));
    } catch {
      throw new MapLoadError('maps.other');
    }
    const marker = createDraggableMarker(markers, map, options.center, (point) => callbacks.onPick(point), this.mapId);
    const clicks = map.addListener('click', (event: google.maps.MapMouseEvent) => {
      if (!event.latLng) return;
      const point = toLatLng(event.latLng);
      marker.moveTo(point);
      callbacks.onPick(point);
    });
    return {
      setMarker(point: LatLng, zoom?: number) {
        marker.moveTo(point);
        map.panTo(point);
        if (zoom !== undefined) map.setZoom(zoom);
      },
      destroy() {
        clicks.remove();
        marker.remove();
      },
    };
  }
}
