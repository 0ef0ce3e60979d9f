import type { LatLng } from './Address';
import { distanceKm } from './distanceKm';

/** The items within `radiusKm` of `centre` (inclusive), nearest first; equally near ones keep their order. */
export function nearestWithin<T>(items: readonly T[], centre: LatLng, radiusKm: number, pointOf: (item: T) => LatLng): T[] {
  return items
    .map((item) => ({ item, km: distanceKm(centre, pointOf(item)) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km)
    .map(({ item }) => item);
}
