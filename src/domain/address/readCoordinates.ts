import type { LatLng } from './Address';

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Hand-edited documents sometimes hold numbers as text; blank text must not read as 0.
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};

const pair = (lat: unknown, lng: unknown): LatLng | null => {
  const a = toNumber(lat);
  const b = toNumber(lng);
  if (a === null || b === null || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
};

const field = (source: unknown, key: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;

/**
 * The point of an address in any of the stored shapes (docs/SPEC.md 'Entities and their fields'): coordinates.{latitude,
 * longitude}, coordinates.{lat,lng}, or lat/lng or latitude/longitude on the address itself.
 * Null when none holds a finite, in-range pair.
 */
export function readCoordinates(address: unknown): LatLng | null {
  const nested = field(address, 'coordinates');
  return (
    pair(field(nested, 'latitude'), field(nested, 'longitude')) ??
    pair(field(nested, 'lat'), field(nested, 'lng')) ??
    pair(field(address, 'lat'), field(address, 'lng')) ??
    pair(field(address, 'latitude'), field(address, 'longitude'))
  );
}
