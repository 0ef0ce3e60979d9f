import type { OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import type { Order } from '../../domain/order/Order';
import type { LocalDatabase } from './LocalDatabase';
import { observeLive } from './observeLive';
import { withDataFault } from './withDataFault';
import { newestFirst } from '../../domain/shared/newestFirst';

/** Finished orders, keyed [userId+id] like orderHistory/{userId}/orders/{orderId}. */
export class LocalOrderHistoryRepository implements OrderHistoryRepository {
  constructor(private readonly db: LocalDatabase) {}

  listByUser(userId: string): Promise<Order[]> {
    return withDataFault(() => this.byUser(userId));
  }

  listAll(): Promise<Order[]> {
    return withDataFault(() => this.db.history.orderBy('createdAt').reverse().toArray());
  }

  observeByUser(userId: string, listener: (orders: Order[]) => void): () => void {
    return observeLive(() => this.byUser(userId), listener);
  }

  private async byUser(userId: string): Promise<Order[]> {
    return newestFirst(await this.db.history.where('userId').equals(userId).toArray());
  }
}
