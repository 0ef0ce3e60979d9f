import type { OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import type { Order } from '../../domain/order/Order';
import type { Millis } from '../../domain/shared/Timestamp';
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

  listLatest(limit: number): Promise<Order[]> {
    return withDataFault(() => this.db.history.orderBy('createdAt').reverse().limit(limit).toArray());
  }

  listPlacedBetween(from: Millis, to: Millis): Promise<Order[]> {
    return withDataFault(async () => (await this.db.history.where('createdAt').between(from, to, true, false).toArray()).reverse());
  }

  listDeliveredBy(deliveryPersonId: string, since: Millis): Promise<Order[]> {
    // A shop's history on one phone is small: a scan needs no new index (and no schema change).
    return withDataFault(async () =>
      newestFirst(
        await this.db.history
          .filter(
            (o) =>
              o.status === 'delivered' && o.deliveryPersonId === deliveryPersonId && o.deliveredAt !== undefined && o.deliveredAt >= since,
          )
          .toArray(),
      ),
    );
  }

  observeByUser(userId: string, listener: (orders: Order[]) => void): () => void {
    return observeLive(() => this.byUser(userId), listener);
  }

  private async byUser(userId: string): Promise<Order[]> {
    return newestFirst(await this.db.history.where('userId').equals(userId).toArray());
  }
}
