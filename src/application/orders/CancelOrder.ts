import { inject, injectable } from 'inversify';
import { restockWrites } from '../../domain/order/cancellation';
import { cancel } from '../../domain/order/transitions';
import { err, ok } from '../../domain/shared/Result';
import { readProductsOnce } from '../shared/readProductsOnce';
import type { OrderChangeResult } from './OrderChange';
import { OrderUnit } from './OrderUnit';

/**
 * Cancels an active order (docs/SPEC.md 'States and transitions', 'Roles and permissions'): a customer their own, a delivery person their
 * own undelivered one, an admin any. In one unit: the history copy with who and why, the order
 * gone, its code gone, and every line's stock back. An order no longer active was delivered or
 * cancelled already, so a second cancel (or a retried one) finds nothing and restocks nothing.
 */
@injectable()
export class CancelOrder {
  constructor(@inject(OrderUnit) private readonly unit: OrderUnit) {}

  execute({ orderId, reason }: { orderId: string; reason?: string | undefined }): Promise<OrderChangeResult> {
    return this.unit.change(
      orderId,
      'orders.notFoundOrProcessed',
      'cancelled',
      async ({ tx, order, actor, now }) => {
        const cancelled = cancel(order, actor, reason, now);
        if (!cancelled.ok) return cancelled;
        const productOf = await readProductsOnce(
          tx,
          order.items.map((item) => ({ group: item.group, subgroup: item.subgroup, id: item.id })),
        );
        for (const write of restockWrites(order, productOf)) {
          tx.setStock(write.ref, write.variant, write.available, now);
        }
        tx.putHistory(order.userId, cancelled.value, now);
        tx.deleteOrder(order.id);
        if (order.deliveryCodeRequired) tx.deleteDeliveryCode(order.id);
        return ok({ order: cancelled.value, code: 'orders.cancelled' });
      },
      (error) => err('orders.cancelError', { detail: error instanceof Error ? error.message : String(error) }),
    );
  }
}
