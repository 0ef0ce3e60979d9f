import { inject, injectable } from 'inversify';
import { afterWrongCode, deliver } from '../../domain/order/transitions';
import { err, ok } from '../../domain/shared/Result';
import type { OrderChangeResult } from './OrderChange';
import { OrderUnit } from './OrderUnit';

/**
 * Delivered (docs/SPEC.md 'States and transitions'): the order moves to history and leaves the active orders. With the
 * delivery code on, the code the customer reads out is compared here, with the kept one. A wrong
 * code is counted in the same unit (so two wrong tries at once are two), and the fifth locks the
 * order for delivery until an admin unlocks it.
 */
@injectable()
export class DeliverOrder {
  constructor(@inject(OrderUnit) private readonly unit: OrderUnit) {}

  execute({ orderId, deliveryCode }: { orderId: string; deliveryCode?: string | undefined }): Promise<OrderChangeResult> {
    return this.unit.change(orderId, 'orders.notFound', 'delivered', async ({ tx, order, actor, now }) => {
      const kept = order.deliveryCodeRequired ? await tx.getDeliveryCode(order.id) : null;
      const delivered = deliver(order, actor, { entered: deliveryCode, kept }, now);
      if (!delivered.ok) {
        if (delivered.error.code !== 'store.deliveryCodeWrong' || !kept) return delivered;
        const counted = afterWrongCode(kept);
        tx.putDeliveryCode(order.id, counted.kept);
        if (!counted.locked) return delivered;
        tx.updateOrder(order.id, { deliveryLocked: true, updatedAt: now });
        return err('store.deliveryCodeLocked');
      }
      tx.putHistory(order.userId, delivered.value, now);
      tx.deleteOrder(order.id);
      if (order.deliveryCodeRequired) tx.deleteDeliveryCode(order.id);
      return ok({ order: delivered.value, code: 'orders.delivered' });
    });
  }
}
