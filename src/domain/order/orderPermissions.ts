import { err, ok, type Result } from '../shared/Result';
import type { UserType } from '../user/UserProfile';
import type { Order, OrderStatus } from './Order';
import { canMove, isFinal } from './orderStatus';

export interface OrderActor {
  uid: string;
  role: UserType;
}

export type OrderPermissionCode =
  | 'orders.permissionDenied'
  | 'orders.noCancelPermission'
  | 'orders.notAssigned'
  | 'orders.cannotCancel'
  | 'orders.alreadyAccepted'
  | 'orders.invalidStatus';

type OrderFacts = Pick<Order, 'userId' | 'status' | 'deliveryPersonId'>;

const isOpenPending = (order: OrderFacts): boolean => order.status === 'pending' && !order.deliveryPersonId;

/** A delivery person may change an order only if it is pending or assigned to them (docs/SPEC.md 'States and transitions'). */
const deliveryMayTouch = (actor: OrderActor, order: OrderFacts): boolean => isOpenPending(order) || order.deliveryPersonId === actor.uid;

/** Accepting is for delivery people, and only an order nobody has accepted yet. */
export function mayAccept(actor: OrderActor, order: OrderFacts): Result<void, OrderPermissionCode> {
  if (actor.role !== 'delivery') return err('orders.permissionDenied');
  if (isFinal(order.status)) return err('orders.invalidStatus');
  if (!isOpenPending(order)) return err('orders.alreadyAccepted');
  return ok(undefined);
}

/**
 * Cancelling (docs/SPEC.md 'States and transitions', 'Roles and permissions'): a customer only their own order, a delivery person only
 * an order assigned to them, an admin any; a delivered or cancelled order never.
 */
export function mayCancel(actor: OrderActor, order: OrderFacts): Result<void, OrderPermissionCode> {
  if (actor.role === 'customer' && order.userId !== actor.uid) return err('orders.noCancelPermission');
  if (actor.role === 'delivery' && order.deliveryPersonId !== actor.uid) return err('orders.notAssigned');
  if (isFinal(order.status)) return err('orders.cannotCancel');
  return ok(undefined);
}

/**
 * Status updates are for staff (a customer gets 'Permission denied.'); a delivery person only on
 * an order they may touch; moving to accepted is accepting, so only a delivery person does it.
 */
export function mayUpdateStatus(actor: OrderActor, order: OrderFacts, to: OrderStatus): Result<void, OrderPermissionCode> {
  if (actor.role === 'customer') return err('orders.permissionDenied');
  if (to === 'cancelled') return mayCancel(actor, order);
  if (to === 'accepted') return mayAccept(actor, order);
  if (actor.role === 'delivery' && !deliveryMayTouch(actor, order)) return err('orders.notAssigned');
  if (!canMove(order.status, to)) return err('orders.invalidStatus');
  return ok(undefined);
}
