import type { Order } from './Order';

/**
 * The village to ride to. Orders do not copy the customer's profile village, but the delivery
 * address picked on the map names the village (or town) as its city, and the locality as area.
 */
export const villageOf = (order: Pick<Order, 'deliveryAddress'>): string =>
  order.deliveryAddress.city?.trim() || order.deliveryAddress.area?.trim() || '';
