import { inject, injectable } from 'inversify';
import { handBack } from '../../domain/order/transitions';
import { ok } from '../../domain/shared/Result';
import type { OrderChangeResult } from './OrderChange';
import { OrderUnit } from './OrderUnit';
import { replaceOrder } from './replaceOrder';

/** An accepted order goes back to pending: its delivery person cannot go, or an admin takes it off them. */
@injectable()
export class HandBackOrder {
  constructor(@inject(OrderUnit) private readonly unit: OrderUnit) {}

  execute({ orderId }: { orderId: string }): Promise<OrderChangeResult> {
    return this.unit.change(orderId, 'orders.notFound', 'handedBack', ({ tx, order, actor, now }) => {
      const pending = handBack(order, actor, now);
      if (!pending.ok) return pending;
      replaceOrder(tx, order, pending.value);
      return ok({ order: pending.value, code: 'orders.statusUpdated', params: { status: 'pending' } });
    });
  }
}
