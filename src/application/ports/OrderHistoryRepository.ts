import type { ServiceIdentifier } from 'inversify';
import type { Order } from '../../domain/order/Order';
import type { Millis } from '../../domain/shared/Timestamp';

/** orderHistory/{userId}/orders/{orderId}: finished orders with their final status. */
export interface OrderHistoryRepository {
  /** A user's finished orders, newest first. */
  listByUser(userId: string): Promise<Order[]>;
  /**
   * The `limit` finished orders placed last (createdAt), newest first: the owner's dashboard lists the
   * latest orders. A few reads however long the history is (its day's figures come from the books).
   */
  listLatest(limit: number): Promise<Order[]>;
  /**
   * The orders one delivery person delivered at `since` or later (deliveredAt), newest first: their
   * day's work for the Today panel. Only that person's entries are read, which is all the rules let a
   * delivery person read, and only the day's, so the reads stay as small as the day.
   */
  listDeliveredBy(deliveryPersonId: string, since: Millis): Promise<Order[]>;
  /**
   * The finished orders placed (createdAt) from `from` up to but not including `to`, newest first:
   * an export of a range reads that range's orders, not the store's whole history.
   */
  listPlacedBetween(from: Millis, to: Millis): Promise<Order[]>;
  observeByUser(userId: string, listener: (orders: Order[]) => void): () => void;
}

export const OrderHistoryRepositoryToken: ServiceIdentifier<OrderHistoryRepository> = Symbol.for('OrderHistoryRepository');
