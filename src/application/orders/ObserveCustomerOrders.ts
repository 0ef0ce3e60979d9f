import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';

/** A customer's active orders, newest first, live (fires at once). Returns unsubscribe. */
@injectable()
export class ObserveCustomerOrders {
  constructor(@inject(OrderRepositoryToken) private readonly orders: OrderRepository) {}

  execute(userId: string, listener: (orders: Order[]) => void): () => void {
    return this.orders.observeByUser(userId, listener);
  }
}
