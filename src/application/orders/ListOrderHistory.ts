import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';

/** A user's delivered and cancelled orders, newest first. */
@injectable()
export class ListOrderHistory {
  constructor(@inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository) {}

  execute(userId: string): Promise<Order[]> {
    return this.history.listByUser(userId);
  }
}
