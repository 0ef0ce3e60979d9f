import type { MapHandle, MapView } from '../../application/ports/MapView';
import { MapLoadError } from '../../application/ports/MapView';

/**
 * The map when Google Maps has no key and the offline map must not stand in (Firebase mode):
 * mounting fails like a missing key, so the picker shows 'Map not available' and manual entry.
 */
export class UnavailableMapView implements MapView {
  mount(): Promise<MapHandle> {
    return Promise.reject(new MapLoadError('maps.keyMissing'));
  }
}
