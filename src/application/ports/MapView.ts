import type { ServiceIdentifier } from 'inversify';
import type { LatLng } from '../../domain/address/Address';

export type MapLoadErrorCode = 'maps.keyMissing' | 'maps.timeout' | 'maps.other' | 'maps.scriptFailed';

export interface MapOptions {
  center: LatLng;
  zoom: number;
}

/** A map drawn into a DOM element. Framework-free so Google Maps and the schematic map share it. */
export interface MapHandle {
  /** Moves the marker (and recentres) without reporting a pick. */
  setMarker(point: LatLng, zoom?: number): void;
  destroy(): void;
}

export interface MapCallbacks {
  /** The user clicked the map or dropped the dragged marker. */
  onPick(point: LatLng): void;
}

export interface MapView {
  /** Loads what the map needs and draws it; rejects with a MapLoadError when it cannot. */
  mount(element: HTMLElement, options: MapOptions, callbacks: MapCallbacks): Promise<MapHandle>;
}

export class MapLoadError extends Error {
  constructor(readonly code: MapLoadErrorCode) {
    super(code);
    this.name = 'MapLoadError';
  }
}

export const MapViewToken: ServiceIdentifier<MapView> = Symbol.for('MapView');
