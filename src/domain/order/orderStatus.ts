import type { OrderStatus } from './Order';

/** Delivered and cancelled orders are finished: they live in history and never change again. */
export const isFinal = (status: OrderStatus): boolean => status === 'delivered' || status === 'cancelled';

/**
 * The status machine of docs/SPEC.md 'States and transitions': pending -> accepted -> delivered, either of the first two
 * -> cancelled; and accepted -> pending to hand an order back (the delivery person cannot go, or
 * an admin reassigns it). A pending order is never delivered without someone accepting it.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'cancelled'],
  accepted: ['pending', 'delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);
