import type { Product } from '../../domain/catalog/Product';
import { cancellationStamp, restockWrites } from '../../domain/order/cancellation';
import { productKey } from '../../domain/order/inventory';
import type { Order } from '../../domain/order/Order';
import { mayCancel } from '../../domain/order/orderPermissions';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import type { Millis } from '../../domain/shared/Timestamp';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { Transaction } from '../ports/UnitOfWork';
import { displayName, orderActor } from './orderActor';

/**
 * Cancellation inside a unit of work (SPEC section 4): copy the order to history as cancelled
 * with who and why, delete the original and put its stock back, all or nothing. An order no
 * longer among the active ones was already delivered or cancelled: 'not found or processed'.
 */
export async function cancelInUnit(
  tx: Transaction,
  user: UserProfile,
  orderId: string,
  reason: string | undefined,
  now: Millis,
): Promise<Result<Order, ErrorCode>> {
  const order = await tx.getOrder(orderId);
  if (!order) return err('orders.notFoundOrProcessed');
  const actor = orderActor(user);
  const allowed = mayCancel(actor, order);
  if (!allowed.ok) return allowed;
  const products = new Map<string, Product | null>();
  for (const item of order.items) {
    const ref = { group: item.group, subgroup: item.subgroup, id: item.id };
    if (!products.has(productKey(ref))) products.set(productKey(ref), await tx.getProduct(ref));
  }
  for (const write of restockWrites(order, (ref) => products.get(productKey(ref)))) {
    tx.setStock(write.ref, write.variant, write.available, now);
  }
  const cancelled: Order = {
    ...order,
    status: 'cancelled',
    ...cancellationStamp(actor.role, displayName(user), reason),
    updatedAt: now,
    cancelledAt: now,
  };
  tx.putHistory(order.userId, cancelled, now);
  tx.deleteOrder(order.id);
  if (order.deliveryCodeRequired) tx.deleteDeliveryCode(order.id);
  return ok(cancelled);
}
