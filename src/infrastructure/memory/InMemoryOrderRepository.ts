import type { OrderListener, OrderRepository } from '../../application/ports/OrderRepository';
import type { Order } from '../../domain/order/Order';
import { countOpenOrders } from '../../domain/store/openOrderCap';
import type { MemoryDatabase, MemoryState } from './MemoryDatabase';
import { newestFirst } from '../../domain/shared/newestFirst';

/** Newest first; equally new orders in id order, as a database lists documents by key. */
export const byNewest = (orders: Iterable<Order>): Order[] => newestFirst([...orders].sort((a, b) => a.id.localeCompare(b.id)));

/** The active orders collection in memory; orders are written only through the unit of work. */
export class InMemoryOrderRepository implements OrderRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(id: string): Promise<Order | null> {
    this.db.throwFault('orders.get');
    return structuredClone(this.db.state.orders.get(id) ?? null);
  }

  async listAll(): Promise<Order[]> {
    this.db.throwFault('orders.listAll');
    return structuredClone(byNewest(this.db.state.orders.values()));
  }

  async countOpenByUser(userId: string): Promise<number> {
    this.db.throwFault('orders.countOpenByUser');
    return countOpenOrders([...this.db.state.orders.values()].filter((o) => o.userId === userId));
  }

  /** Memory has no signed-in user: GetDeliveryCode decides who may ask (firestore.rules do it in Firebase mode). */
  async getDeliveryCode(orderId: string): Promise<string | null> {
    this.db.throwFault('orders.getDeliveryCode');
    return this.db.state.deliveryCodes.get(orderId)?.code ?? null;
  }

  async listByUser(userId: string): Promise<Order[]> {
    this.db.throwFault('orders.listByUser');
    return structuredClone(byNewest([...this.db.state.orders.values()].filter((o) => o.userId === userId)));
  }

  observeByUser(userId: string, listener: OrderListener): () => void {
    return this.query((o) => o.userId === userId, listener);
  }

  observePending(listener: OrderListener): () => void {
    return this.query((o) => o.status === 'pending', listener);
  }

  observeByDeliveryPerson(deliveryPersonId: string, listener: OrderListener): () => void {
    return this.query((o) => o.deliveryPersonId === deliveryPersonId, listener);
  }

  observeAll(listener: OrderListener): () => void {
    return this.query(() => true, listener);
  }

  private query(match: (order: Order) => boolean, listener: OrderListener): () => void {
    return this.db.observe((s: MemoryState) => byNewest([...s.orders.values()].filter(match)), listener);
  }
}
