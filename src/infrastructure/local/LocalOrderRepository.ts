import type { OrderListener, OrderRepository } from '../../application/ports/OrderRepository';
import type { Order } from '../../domain/order/Order';
import type { LocalDatabase } from './LocalDatabase';
import { observeLive } from './observeLive';
import { isOpenOrder } from '../../domain/store/openOrderCap';
import { withDataFault } from './withDataFault';
import { newestFirst } from '../../domain/shared/newestFirst';

/** Active orders. Writes go through LocalUnitOfWork so stock, orders, history and carts change together. */
export class LocalOrderRepository implements OrderRepository {
  constructor(private readonly db: LocalDatabase) {}

  get(id: string): Promise<Order | null> {
    return withDataFault(async () => (await this.db.orders.get(id)) ?? null);
  }

  listAll(): Promise<Order[]> {
    return withDataFault(async () => newestFirst(await this.db.orders.toArray()));
  }

  countOpenByUser(userId: string): Promise<number> {
    return withDataFault(() => this.db.orders.where('userId').equals(userId).filter(isOpenOrder).count());
  }

  /** Every account in local mode lives in this browser: GetDeliveryCode decides who may ask. */
  getDeliveryCode(orderId: string): Promise<string | null> {
    return withDataFault(async () => (await this.db.deliveryCodes.get(orderId))?.code ?? null);
  }

  listByUser(userId: string): Promise<Order[]> {
    return withDataFault(() => this.ordersOf(userId));
  }

  observeByUser(userId: string, listener: OrderListener): () => void {
    return observeLive(() => this.ordersOf(userId), listener);
  }

  observePending(listener: OrderListener): () => void {
    return observeLive(async () => newestFirst(await this.db.orders.where('status').equals('pending').toArray()), listener);
  }

  observeByDeliveryPerson(deliveryPersonId: string, listener: OrderListener): () => void {
    const assigned = () => this.db.orders.where('deliveryPersonId').equals(deliveryPersonId).toArray();
    return observeLive(async () => newestFirst(await assigned()), listener);
  }

  observeAll(listener: OrderListener): () => void {
    return observeLive(() => this.db.orders.orderBy('createdAt').reverse().toArray(), listener);
  }

  private async ordersOf(userId: string): Promise<Order[]> {
    return newestFirst(await this.db.orders.where('userId').equals(userId).toArray());
  }
}
