import { err, ok, type Result } from '../shared/Result';
import type { Millis } from '../shared/Timestamp';
import { MAX_WRONG_DELIVERY_CODES, readDeliveryCode, type KeptDeliveryCode } from '../store/deliveryCode';
import { cancellationStamp } from './cancellation';
import type { Order } from './Order';
import { mayAccept, mayCancel, mayUpdateStatus, type OrderActor, type OrderPermissionCode } from './orderPermissions';

/**
 * The life of an active order (docs/SPEC.md 'States and transitions'), one pure function per change. Each checks who may
 * make it and whether the order's status allows it, and returns the order as it is afterwards:
 * for accept, hand back and assign the new active order; for deliver and cancel the copy that goes
 * to history. Use cases run one of these inside a unit of work and write what it returns.
 */

/** Who acts, as the order rules see them; the name goes into notes and the customer's timeline. */
export interface Actor extends OrderActor {
  name: string;
}

/** The delivery person an admin gives an order to. */
export interface Courier {
  uid: string;
  name: string;
}

export type DeliveryCodeFailure = 'store.deliveryCodeRequired' | 'store.deliveryCodeWrong' | 'store.deliveryCodeLocked';

/** A delivery person takes a pending order nobody holds. */
export function accept(order: Order, actor: Actor, now: Millis): Result<Order, OrderPermissionCode> {
  const allowed = mayAccept(actor, order);
  if (!allowed.ok) return allowed;
  return ok({ ...order, status: 'accepted', deliveryPersonId: actor.uid, deliveryPersonName: actor.name, acceptedAt: now, updatedAt: now });
}

/**
 * Back to pending for someone else to accept: the delivery person who holds it cannot go, or an
 * admin takes it off them. The moment is kept for the timeline.
 */
export function handBack(order: Order, actor: Actor, now: Millis): Result<Order, OrderPermissionCode> {
  const allowed = mayUpdateStatus(actor, order, 'pending');
  if (!allowed.ok) return allowed;
  const { deliveryPersonName: _name, acceptedAt: _at, assignedAt: _given, ...kept } = order;
  return ok({ ...kept, status: 'pending', deliveryPersonId: null, handedBackAt: now, updatedAt: now });
}

/** An admin gives a pending or accepted order to a delivery person, as if that person had accepted it. */
export function assign(order: Order, actor: Actor, courier: Courier, now: Millis): Result<Order, OrderPermissionCode> {
  if (actor.role !== 'admin') return err('orders.permissionDenied');
  if (order.status !== 'pending' && order.status !== 'accepted') return err('orders.invalidStatus');
  const { uid: deliveryPersonId, name: deliveryPersonName } = courier;
  return ok({ ...order, status: 'accepted', deliveryPersonId, deliveryPersonName, acceptedAt: now, assignedAt: now, updatedAt: now });
}

/**
 * Delivered: the history copy. An order that needs a delivery code is delivered only with the code
 * kept for it, and not at all once too many wrong codes locked it (until an admin unlocks it).
 * A wrong code says nothing about the right one.
 */
export function deliver(
  order: Order,
  actor: Actor,
  code: { entered?: string | undefined; kept: KeptDeliveryCode | null },
  now: Millis,
): Result<Order, OrderPermissionCode | DeliveryCodeFailure> {
  const allowed = mayUpdateStatus(actor, order, 'delivered');
  if (!allowed.ok) return allowed;
  if (order.deliveryCodeRequired) {
    if (order.deliveryLocked || (code.kept?.wrongTries ?? 0) >= MAX_WRONG_DELIVERY_CODES) return err('store.deliveryCodeLocked');
    const entered = readDeliveryCode(code.entered);
    if (!entered.ok) return entered;
    if (code.kept === null || entered.value !== code.kept.code) return err('store.deliveryCodeWrong');
  }
  const { deliveryLocked: _locked, ...delivered } = order;
  return ok({ ...delivered, status: 'delivered', deliveredAt: now, updatedAt: now });
}

/** The kept code after one more wrong try, and whether the order is now locked for delivery. */
export function afterWrongCode(kept: KeptDeliveryCode): { kept: KeptDeliveryCode; locked: boolean } {
  const wrongTries = kept.wrongTries + 1;
  return { kept: { ...kept, wrongTries }, locked: wrongTries >= MAX_WRONG_DELIVERY_CODES };
}

/** An admin lets an order locked by wrong codes be delivered again; the count starts over. */
export function unlockDelivery(order: Order, actor: Actor, now: Millis): Result<Order, OrderPermissionCode> {
  if (actor.role !== 'admin') return err('orders.permissionDenied');
  if (order.status !== 'pending' && order.status !== 'accepted') return err('orders.invalidStatus');
  const { deliveryLocked: _locked, ...unlocked } = order;
  return ok({ ...unlocked, updatedAt: now });
}

/**
 * Cancelled: the history copy, stamped with who and why (docs/SPEC.md 'Roles and permissions'). The caller puts the stock
 * back (restockWrites) in the same unit.
 */
export function cancel(order: Order, actor: Actor, reason: string | undefined, now: Millis): Result<Order, OrderPermissionCode> {
  const allowed = mayCancel(actor, order);
  if (!allowed.ok) return allowed;
  const { deliveryLocked: _locked, ...cancelled } = order;
  return ok({ ...cancelled, status: 'cancelled', ...cancellationStamp(actor.role, actor.name, reason), cancelledAt: now, updatedAt: now });
}
