import { vi } from 'vitest';

/*
 * A stand-in for the part of the google.maps namespace the adapters use, installed where the
 * real script puts it (window.google.maps.importLibrary). @googlemaps/js-api-loader then uses it
 * instead of loading the script, so the adapters run unchanged. Listeners really fire, unlike
 * @googlemaps/jest-mocks, whose addListener is a bare stub.
 */

type Handler = (event?: unknown) => void;

class FakeEvents {
  private readonly handlers = new Map<string, Set<Handler>>();

  addListener(name: string, handler: Handler): { remove(): void } {
    const set = this.handlers.get(name) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(name, set);
    return { remove: () => set.delete(handler) };
  }

  fire(name: string, event?: unknown): void {
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }

  listenerCount(name: string): number {
    return this.handlers.get(name)?.size ?? 0;
  }
}

/** A google.maps.LatLng: coordinates behind methods, as the real class has them. */
export class FakeLatLng {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat(): number {
    return this.latitude;
  }
  lng(): number {
    return this.longitude;
  }
  toJSON(): { lat: number; lng: number } {
    return { lat: this.latitude, lng: this.longitude };
  }
}

interface Point {
  lat: number;
  lng: number;
}

export class FakeMap extends FakeEvents {
  static instances: FakeMap[] = [];
  center: Point;
  zoom: number;

  constructor(
    readonly element: HTMLElement,
    readonly options: Record<string, unknown> & { center: Point; zoom: number },
  ) {
    super();
    this.center = options.center;
    this.zoom = options.zoom;
    FakeMap.instances.push(this);
  }
  panTo(point: Point): void {
    this.center = point;
  }
  setZoom(zoom: number): void {
    this.zoom = zoom;
  }
  /** What a user's click on the map produces. */
  click(lat: number, lng: number): void {
    this.fire('click', { latLng: new FakeLatLng(lat, lng) });
  }
}

export class FakeMarker extends FakeEvents {
  static instances: FakeMarker[] = [];
  position: Point;
  map: FakeMap | null;
  readonly draggable: boolean;

  constructor(options: { map: FakeMap; position: Point; draggable: boolean }) {
    super();
    this.map = options.map;
    this.position = options.position;
    this.draggable = options.draggable;
    FakeMarker.instances.push(this);
  }
  setPosition(point: Point): void {
    this.position = point;
  }
  setMap(map: FakeMap | null): void {
    this.map = map;
  }
  /** What a user's drag and drop of the marker produces. */
  dragTo(lat: number, lng: number): void {
    this.position = { lat, lng };
    this.fire('dragend', { latLng: new FakeLatLng(lat, lng) });
  }
}

export class FakeAdvancedMarker extends FakeEvents {
  static instances: FakeAdvancedMarker[] = [];
  position: Point | FakeLatLng;
  map: FakeMap | null;
  readonly gmpDraggable: boolean;

  constructor(options: { map: FakeMap; position: Point; gmpDraggable: boolean }) {
    super();
    this.map = options.map;
    this.position = options.position;
    this.gmpDraggable = options.gmpDraggable;
    FakeAdvancedMarker.instances.push(this);
  }
  dragTo(lat: number, lng: number): void {
    this.position = new FakeLatLng(lat, lng);
    this.fire('dragend', {});
  }
}

export interface GeocodeRequest {
  location?: Point;
  address?: string;
  componentRestrictions?: { country?: string };
  fulfillOnZeroResults?: boolean;
}

/** Scripted geocoder: each test sets what the next geocode() returns or throws. */
export class FakeGeocoder {
  static requests: GeocodeRequest[] = [];
  static respond: (request: GeocodeRequest) => Promise<{ results: unknown[] }> = () => Promise.resolve({ results: [] });

  geocode(request: GeocodeRequest): Promise<{ results: unknown[] }> {
    FakeGeocoder.requests.push(request);
    return FakeGeocoder.respond(request);
  }
}

export interface TextSearchRequest {
  textQuery?: string;
  fields: string[];
  locationBias?: { center: Point; radius: number };
  region?: string;
}

/** Scripted Place.searchByText. */
export class FakePlace {
  static requests: TextSearchRequest[] = [];
  static respond: (request: TextSearchRequest) => Promise<{ places: unknown[] }> = () => Promise.resolve({ places: [] });

  static searchByText(request: TextSearchRequest): Promise<{ places: unknown[] }> {
    FakePlace.requests.push(request);
    return FakePlace.respond(request);
  }
}

export type FakeLibraryName = 'maps' | 'marker' | 'geocoding' | 'places';

const libraries: Record<FakeLibraryName, unknown> = {
  maps: { Map: FakeMap },
  marker: { Marker: FakeMarker, AdvancedMarkerElement: FakeAdvancedMarker },
  geocoding: { Geocoder: FakeGeocoder },
  places: { Place: FakePlace },
};

interface GoogleGlobal {
  google?: { maps: { importLibrary: (name: string) => Promise<unknown> } };
}

/**
 * Puts the stand-in on window. `importLibrary` may be replaced to make loading hang or fail.
 * Returns the installed importLibrary so a test can see which libraries were requested.
 */
export function installFakeGoogleMaps(
  importLibrary: (name: string) => Promise<unknown> = (name) =>
    name in libraries ? Promise.resolve(libraries[name as FakeLibraryName]) : Promise.reject(new Error(`no ${name}`)),
) {
  FakeMap.instances = [];
  FakeMarker.instances = [];
  FakeAdvancedMarker.instances = [];
  FakeGeocoder.requests = [];
  FakeGeocoder.respond = () => Promise.resolve({ results: [] });
  FakePlace.requests = [];
  FakePlace.respond = () => Promise.resolve({ places: [] });
  const spy = vi.fn(importLibrary);
  (globalThis as GoogleGlobal).google = { maps: { importLibrary: spy } };
  return spy;
}

/** Removes window.google and any script element the real bootstrap appended. */
export function uninstallGoogleMaps(): void {
  delete (globalThis as GoogleGlobal).google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
}
