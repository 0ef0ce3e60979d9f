import type { ServiceIdentifier } from 'inversify';
import type { Order } from '../../domain/order/Order';

/** orderHistory/{userId}/orders/{orderId}: finished orders with their final status. */
export interface OrderHistoryRepository {
  /** A user's finished orders, newest first. */
  listByUser(userId: string): Promise<Order[]>;
  /** Every finished order, newest first, for the staff dashboards' summaries. */
  listAll(): Promise<Order[]>;
  observeByUser(userId: string, listener: (orders: Order[]) => void): () => void;
}

export const OrderHistoryRepositoryToken: ServiceIdentifier<OrderHistoryRepository> = Symbol.for('OrderHistoryRepository');
