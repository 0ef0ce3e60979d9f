import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';

/** A user's delivered and cancelled orders, newest first, live. Returns unsubscribe. */
@injectable()
export class ObserveOrderHistory {
  constructor(@inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository) {}

  execute(userId: string, listener: (orders: Order[]) => void): () => void {
    return this.history.observeByUser(userId, listener);
  }
}
