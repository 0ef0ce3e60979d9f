import type { Order } from '../../domain/order/Order';
import { mayAccept } from '../../domain/order/orderPermissions';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import type { Millis } from '../../domain/shared/Timestamp';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { Transaction } from '../ports/UnitOfWork';
import { displayName, orderActor } from './orderActor';

/** Accepting inside a unit, so when two delivery people tap at once exactly one gets the order. */
export async function acceptInUnit(tx: Transaction, user: UserProfile, orderId: string, now: Millis): Promise<Result<Order, ErrorCode>> {
  const order = await tx.getOrder(orderId);
  if (!order) return err('orders.notFound');
  const allowed = mayAccept(orderActor(user), order);
  if (!allowed.ok) return allowed;
  const patch = {
    status: 'accepted' as const,
    deliveryPersonId: user.uid,
    deliveryPersonName: displayName(user),
    updatedAt: now,
    acceptedAt: now,
  };
  tx.updateOrder(order.id, patch);
  return ok({ ...order, ...patch });
}
