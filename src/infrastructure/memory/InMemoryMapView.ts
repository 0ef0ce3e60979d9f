import {
  MapLoadError,
  type MapCallbacks,
  type MapHandle,
  type MapLoadErrorCode,
  type MapOptions,
  type MapView,
} from '../../application/ports/MapView';
import type { LatLng } from '../../domain/address/Address';

/** What a test can see of the map drawn last. */
export interface MemoryMapState {
  readonly element: HTMLElement;
  center: LatLng;
  zoom: number;
  marker: LatLng | null;
  destroyed: boolean;
}

/**
 * A map with no drawing, for tests: mount() resolves a handle (or rejects with `loadError`),
 * `pick()` plays a user's click or marker drop, and `current` shows centre, zoom and marker.
 */
export class InMemoryMapView implements MapView {
  /** When set, mount() rejects with this MapLoadError code. */
  loadError: MapLoadErrorCode | null = null;
  private state: MemoryMapState | null = null;
  private callbacks: MapCallbacks | null = null;

  async mount(element: HTMLElement, options: MapOptions, callbacks: MapCallbacks): Promise<MapHandle> {
    if (this.loadError) throw new MapLoadError(this.loadError);
    const state: MemoryMapState = { element, center: { ...options.center }, zoom: options.zoom, marker: null, destroyed: false };
    this.state = state;
    this.callbacks = callbacks;
    return {
      setMarker: (point: LatLng, zoom?: number) => {
        state.marker = { ...point };
        state.center = { ...point };
        if (zoom !== undefined) state.zoom = zoom;
      },
      destroy: () => {
        state.destroyed = true;
      },
    };
  }

  /** The last mounted map, or null before any mount. */
  get current(): Readonly<MemoryMapState> | null {
    return this.state;
  }

  /** Plays a click on the map (or a marker drop) at `point`: the marker moves and the pick is reported. */
  pick(point: LatLng): void {
    if (!this.state || this.state.destroyed || !this.callbacks) throw new Error('No map is mounted');
    this.state.marker = { ...point };
    this.callbacks.onPick(point);
  }
}
