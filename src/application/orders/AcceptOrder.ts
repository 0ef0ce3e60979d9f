import { inject, injectable } from 'inversify';
import { accept } from '../../domain/order/transitions';
import { ok } from '../../domain/shared/Result';
import type { OrderChangeResult } from './OrderChange';
import { OrderUnit } from './OrderUnit';
import { replaceOrder } from './replaceOrder';

/** A delivery person takes a pending order (docs/SPEC.md 'States and transitions'): when two tap at once, exactly one gets it. */
@injectable()
export class AcceptOrder {
  constructor(@inject(OrderUnit) private readonly unit: OrderUnit) {}

  execute({ orderId }: { orderId: string }): Promise<OrderChangeResult> {
    return this.unit.change(orderId, 'orders.notFound', 'accepted', ({ tx, order, actor, now }) => {
      const accepted = accept(order, actor, now);
      if (!accepted.ok) return accepted;
      replaceOrder(tx, order, accepted.value);
      return ok({ order: accepted.value, code: 'orders.accepted' });
    });
  }
}
