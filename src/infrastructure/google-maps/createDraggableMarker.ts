/// <reference types="google.maps" />
import type { LatLng } from '../../domain/address/Address';
import { toLatLng } from './toLatLng';

/** The picker's marker, whichever Google marker class draws it. */
export interface DraggableMarker {
  moveTo(point: LatLng): void;
  remove(): void;
}

/**
 * An AdvancedMarkerElement when the map has a map id (Google's current marker), otherwise the
 * classic Marker, which still works on maps without one.
 */
export function createDraggableMarker(
  library: google.maps.MarkerLibrary,
  map: google.maps.Map,
  position: LatLng,
  onDrop: (point: LatLng) => void,
  mapId?: string,
): DraggableMarker {
  if (mapId) {
    const marker = new library.AdvancedMarkerElement({ map, position, gmpDraggable: true });
    const listener = marker.addListener('dragend', () => {
      if (marker.position) onDrop(toLatLng(marker.position));
    });
    return {
      moveTo: (point) => {
        marker.position = point;
      },
      remove: () => {
        listener.remove();
        marker.map = null;
      },
    };
  }
  const marker = new library.Marker({ map, position, draggable: true });
  const listener = marker.addListener('dragend', (event: google.maps.MapMouseEvent) => {
    if (event.latLng) onDrop(toLatLng(event.latLng));
  });
  return {
    moveTo: (point) => marker.setPosition(point),
    remove: () => {
      listener.remove();
      marker.setMap(null);
    },
  };
}
