import type { ServiceIdentifier } from 'inversify';
import type { Cart } from '../../domain/cart/CartLine';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import type { Millis } from '../../domain/shared/Timestamp';

/**
 * The reads and writes allowed inside one unit of work. As in a Firestore transaction,
 * do every read before the first write; writes become visible only when the unit commits.
 */
export interface Transaction {
  getProduct(ref: ProductRef): Promise<Product | null>;
  getOrder(id: string): Promise<Order | null>;
  getCart(userId: string): Promise<Cart>;
  /** Sets the product's `available` (variant null) or `variants.{variant}.available`, and updatedAt. */
  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void;
  /** Creates an active order; the unit fails with `tx.conflict` if the id exists. */
  createOrder(order: Order): void;
  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void;
  deleteOrder(id: string): void;
  /**
   * Writes orderHistory/{userId}/orders/{order.id} and touches orderHistory/{userId}.lastUpdated.
   * A delivered copy of an order with deliveryCodeRequired carries the code the delivery person
   * entered in `deliveryCode`; the store (security rules, or the local adapters doing the same)
   * refuses the unit with DataFaultError('permission') unless it matches the kept code.
   */
  putHistory(userId: string, order: Order, lastUpdated: Millis): void;
  resetCart(userId: string): void;
  /**
   * Keeps a new order's delivery code apart from the order (deliveryCodes/{orderId}), readable
   * only by the customer and admins, so the delivery person has to ask for it.
   */
  putDeliveryCode(orderId: string, userId: string, code: string): void;
  /** Removes the code when its order leaves the active orders (delivered or cancelled). */
  deleteDeliveryCode(orderId: string): void;
}

/** Thrown (or rejected) by a unit whose documents changed under it and could not be retried. */
export class TransactionConflictError extends Error {
  constructor() {
    super('tx.conflict');
    this.name = 'TransactionConflictError';
  }
}

export interface UnitOfWork {
  /**
   * Runs `work` atomically: all its writes happen or none do. Concurrent units over the same
   * documents serialise or retry (so `work` may run more than once and must not have side effects
   * outside the transaction). An exception thrown by `work` aborts the unit and is rethrown.
   */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * The most lines one checkout unit can carry: the store behind it may verify only so many
   * products per request (Firestore's rules do; one more document, the delivery code, lowers it).
   */
  maxOrderLines(withDeliveryCode: boolean): number;
}

export const UnitOfWorkToken: ServiceIdentifier<UnitOfWork> = Symbol.for('UnitOfWork');
