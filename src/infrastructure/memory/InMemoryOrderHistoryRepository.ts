import type { OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import type { Order } from '../../domain/order/Order';
import type { Millis } from '../../domain/shared/Timestamp';
import type { MemoryDatabase, MemoryState } from './MemoryDatabase';
import { byNewest } from './InMemoryOrderRepository';

const ofUser = (s: MemoryState, userId: string): Order[] => byNewest(s.history.get(userId)?.orders.values() ?? []);

/** orderHistory/{userId}/orders in memory; written only through the unit of work. */
export class InMemoryOrderHistoryRepository implements OrderHistoryRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async listByUser(userId: string): Promise<Order[]> {
    this.db.throwFault('history.listByUser');
    return structuredClone(ofUser(this.db.state, userId));
  }

  async listLatest(limit: number): Promise<Order[]> {
    this.db.throwFault('history.listLatest');
    return structuredClone(byNewest([...this.db.state.history.values()].flatMap((doc) => [...doc.orders.values()])).slice(0, limit));
  }

  async listDeliveredBy(deliveryPersonId: string, since: Millis): Promise<Order[]> {
    this.db.throwFault('history.listDeliveredBy');
    const all = [...this.db.state.history.values()].flatMap((doc) => [...doc.orders.values()]);
    return structuredClone(
      byNewest(
        all.filter(
          (o) =>
            o.status === 'delivered' && o.deliveryPersonId === deliveryPersonId && o.deliveredAt !== undefined && o.deliveredAt >= since,
        ),
      ),
    );
  }

  async listPlacedBetween(from: Millis, to: Millis): Promise<Order[]> {
    this.db.throwFault('history.listPlacedBetween');
    const all = [...this.db.state.history.values()].flatMap((doc) => [...doc.orders.values()]);
    return structuredClone(byNewest(all.filter((o) => o.createdAt >= from && o.createdAt < to)));
  }

  observeByUser(userId: string, listener: (orders: Order[]) => void): () => void {
    return this.db.observe((s) => ofUser(s, userId), listener);
  }
}
