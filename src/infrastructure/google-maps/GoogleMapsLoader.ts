/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MapLoadError } from '../../application/ports/MapView';
import { isPlaceholderKey } from './isPlaceholderKey';
import { MAPS_CONFIG } from './mapsConfig';

export type GoogleLibraries = Pick<google.maps.ImportLibraryMap, 'maps' | 'places' | 'marker' | 'geocoding'>;

export interface GoogleMapsLoaderOptions {
  mapId?: string | undefined;
  timeoutMs?: number;
}

// The loader's bootstrap rejects with exactly this text when the script element fails.
const SCRIPT_FAILED = /could not load/i;

class LoadTimeout extends Error {}

/**
 * Loads the Maps JavaScript API once (the loader keeps its options for the page's lifetime) and
 * turns every failure into the MapLoadError codes the picker translates (docs/SPEC.md 'Error catalogue').
 */
export class GoogleMapsLoader {
  private optionsSet = false;

  constructor(
    private readonly apiKey: string,
    private readonly options: GoogleMapsLoaderOptions = {},
  ) {}

  async load<K extends keyof GoogleLibraries>(name: K): Promise<GoogleLibraries[K]> {
    if (isPlaceholderKey(this.apiKey)) throw new MapLoadError('maps.keyMissing');
    this.configure();
    try {
      return await withTimeout(importLibrary(name), this.options.timeoutMs ?? MAPS_CONFIG.scriptTimeoutMs);
    } catch (error) {
      throw toMapLoadError(error);
    }
  }

  private configure(): void {
    if (this.optionsSet) return;
    this.optionsSet = true;
    const { mapId } = this.options;
    setOptions({
      key: this.apiKey.trim(),
      v: MAPS_CONFIG.version,
      libraries: [...MAPS_CONFIG.libraries],
      region: MAPS_CONFIG.region,
      language: MAPS_CONFIG.language,
      ...(mapId ? { mapIds: [mapId] } : {}),
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTimeout()), ms);
  });
  // A script that arrives after the timeout must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function toMapLoadError(error: unknown): MapLoadError {
  if (error instanceof MapLoadError) return error;
  if (error instanceof LoadTimeout) return new MapLoadError('maps.timeout');
  if (error instanceof Error && SCRIPT_FAILED.test(error.message)) return new MapLoadError('maps.scriptFailed');
  return new MapLoadError('maps.other');
}
