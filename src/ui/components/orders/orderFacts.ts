import type { LatLng } from '../../../domain/address/Address';
import { distanceKm } from '../../../domain/address/distanceKm';
import { readCoordinates } from '../../../domain/address/readCoordinates';
import type { Order } from '../../../domain/order/Order';
import { defaultStoreSettings } from '../../../domain/store/defaultStoreSettings';

/** Where deliveries start until the owner's settings are read: the settings' default (the picker's centre). */
export const DEFAULT_STORE_LOCATION: LatLng = defaultStoreSettings().location;

/** Where the order goes, in whichever of the three stored coordinate shapes it has; null when typed by hand. */
export const destinationOf = (order: Pick<Order, 'deliveryAddress'>): LatLng | null => readCoordinates(order.deliveryAddress);

/** Straight-line distance from the shop (the store settings' location) in km, one decimal; null without coordinates. */
export function storeDistanceKm(order: Pick<Order, 'deliveryAddress'>, store: LatLng = DEFAULT_STORE_LOCATION): number | null {
  const to = destinationOf(order);
  return to ? Math.round(distanceKm(store, to) * 10) / 10 : null;
}

/** Google Maps turn-by-turn directions to the point; opens the Maps app on Android. */
export const directionsUrl = (to: LatLng): string => `https://www.google.com/maps/dir/?api=1&destination=${to.lat},${to.lng}`;

/** A tel: link that dials from a phone; spaces and dashes typed into the number are dropped. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The village to ride to (the domain's rule: the delivery address's city, else its area). */
export { villageOf } from '../../../domain/order/villageOf';
