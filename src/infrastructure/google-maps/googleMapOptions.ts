/// <reference types="google.maps" />
import type { MapOptions } from '../../application/ports/MapView';

/** docs/SPEC.md 'Entities and their fields': a road map without the map-type, street-view and fullscreen controls. */
export function googleMapOptions(options: MapOptions, mapId?: string): google.maps.MapOptions {
  return {
    center: { ...options.center },
    zoom: options.zoom,
    mapTypeId: 'roadmap',
    mapTypeControl: false,
    streetViewControl: false,
    fullscreenControl: false,
    // Advanced markers only draw on a map with a map id.
    ...(mapId ? { mapId } : {}),
  };
}
