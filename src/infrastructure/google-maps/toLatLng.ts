/// <reference types="google.maps" />
import type { LatLng } from '../../domain/address/Address';

type GooglePosition = google.maps.LatLng | google.maps.LatLngLiteral | google.maps.LatLngAltitude | google.maps.LatLngAltitudeLiteral;

/** Plain coordinates from any of the position shapes Google hands back (methods or numbers). */
export function toLatLng(position: GooglePosition): LatLng {
  const { lat, lng } = position;
  return typeof lat === 'function' && typeof lng === 'function'
    ? { lat: lat.call(position), lng: lng.call(position) }
    : { lat: Number(lat), lng: Number(lng) };
}
