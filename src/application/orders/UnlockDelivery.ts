import { inject, injectable } from 'inversify';
import { unlockDelivery } from '../../domain/order/transitions';
import { ok } from '../../domain/shared/Result';
import type { OrderChangeResult } from './OrderChange';
import { OrderUnit } from './OrderUnit';
import { replaceOrder } from './replaceOrder';

/** An admin lets an order locked by wrong delivery codes be delivered again; its count of wrong codes starts over. */
@injectable()
export class UnlockDelivery {
  constructor(@inject(OrderUnit) private readonly unit: OrderUnit) {}

  execute({ orderId }: { orderId: string }): Promise<OrderChangeResult> {
    return this.unit.change(orderId, 'orders.notFound', null, async ({ tx, order, actor, now }) => {
      const unlocked = unlockDelivery(order, actor, now);
      if (!unlocked.ok) return unlocked;
      const kept = order.deliveryCodeRequired ? await tx.getDeliveryCode(order.id) : null;
      replaceOrder(tx, order, unlocked.value);
      if (kept) tx.putDeliveryCode(order.id, { ...kept, wrongTries: 0 });
      return ok({ order: unlocked.value, code: 'orders.deliveryUnlocked' });
    });
  }
}
