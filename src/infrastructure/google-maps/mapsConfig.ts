import type { LatLng } from '../../domain/address/Address';

/** SPEC.md sections 3 and 9: the Google Maps configuration of the store. */
export const MAPS_CONFIG = {
  region: 'IN',
  language: 'en',
  version: 'weekly',
  libraries: ['places', 'marker'],
  /** The store's default centre; place searches are biased around it. */
  defaultCenter: { lat: 28.8955, lng: 78.2659 } satisfies LatLng,
  scriptTimeoutMs: 10_000,
  searchRadiusMetres: 50_000,
  countryCode: 'IN',
} as const;
