// With its .ts extension: vite.config.ts imports this module by path, and Vite's config loader wants one.
import { isPlaceholderKey } from './isPlaceholderKey.ts';

/**
 * google: Google Maps adapters; offline: the schematic map and offline geocoder;
 * unavailable: a map that fails with 'maps.keyMissing', so the picker shows 'Map not available'.
 */
export type MapsChoice = 'google' | 'offline' | 'unavailable';

export interface MapsEnv {
  backend: 'memory' | 'local' | 'firebase';
  /** VITE_MAPS: 'google' or 'offline'; anything else counts as unset. */
  maps?: string | undefined;
  /** VITE_GOOGLE_MAPS_API_KEY. */
  googleMapsApiKey?: string | undefined;
}

/** Which maps adapters to bind (docs/ARCHITECTURE.md: chosen apart from the backend). */
export function chooseMaps(env: MapsEnv): MapsChoice {
  const hasKey = !isPlaceholderKey(env.googleMapsApiKey);
  const requested = env.maps?.trim().toLowerCase();
  if (requested === 'offline') return 'offline';
  if (hasKey) return 'google';
  if (requested === 'google') return 'unavailable';
  // A real deployment must never show the made-up offline addresses: without a key it degrades.
  return env.backend === 'firebase' ? 'unavailable' : 'offline';
}
