import type { LatLng } from '../../domain/address/Address';

export interface Point {
  x: number;
  y: number;
}

/** Web Mercator with 256-pixel tiles, so zoom levels mean what they mean on Google Maps. */
const TILE = 256;

/** World pixel coordinates of a point at a zoom level. */
export function project(p: LatLng, zoom: number): Point {
  const scale = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((p.lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: ((p.lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** The inverse of project, rounded to six decimals (about 10 cm). */
export function unproject(pt: Point, zoom: number): LatLng {
  const scale = TILE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * pt.y) / scale;
  const round = (v: number): number => Math.round(v * 1e6) / 1e6;
  return { lat: round((180 / Math.PI) * Math.atan(Math.sinh(n))), lng: round((pt.x / scale) * 360 - 180) };
}
