import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/** One active order for its details view: customers see only their own. */
@injectable()
export class GetOrder {
  constructor(@inject(OrderRepositoryToken) private readonly orders: OrderRepository) {}

  async execute(actor: UserProfile | null, orderId: string): Promise<Result<Order, 'orders.mustBeLoggedIn' | 'orders.notFound'>> {
    if (!actor) return err('orders.mustBeLoggedIn');
    const order = await this.orders.get(orderId);
    // Someone else's order reads as not found, so a customer cannot probe other ids.
    if (!order || (roleOf(actor) === 'customer' && order.userId !== actor.uid)) return err('orders.notFound');
    return ok(order);
  }
}
