import type { LatLng } from '../../domain/address/Address';

const KM_PER_DEGREE = 111.32;

/** Ground distance; a flat-earth approximation is exact enough over the few tens of km the map covers. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dy = (a.lat - b.lat) * KM_PER_DEGREE;
  const dx = (a.lng - b.lng) * KM_PER_DEGREE * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dx, dy);
}
