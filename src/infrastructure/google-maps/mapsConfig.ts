import { PLACE_SEARCH_RADIUS_METRES } from '../../application/maps/SearchPlaces';
import type { LatLng } from '../../domain/address/Address';

/** docs/SPEC.md 'Entities and their fields', 'Business constants and limits': the Google Maps configuration of the store. */
export const MAPS_CONFIG = {
  region: 'IN',
  language: 'en',
  version: 'weekly',
  libraries: ['places', 'marker'],
  /** The map's default centre. */
  defaultCenter: { lat: 28.8955, lng: 78.2659 } satisfies LatLng,
  scriptTimeoutMs: 10_000,
  /** Place searches are biased to this circle around the store. */
  searchRadiusMetres: PLACE_SEARCH_RADIUS_METRES,
  countryCode: 'IN',
} as const;
