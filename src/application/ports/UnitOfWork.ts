import type { ServiceIdentifier } from 'inversify';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import type { DaySummary } from '../../domain/reports/DaySummary';
import type { Millis } from '../../domain/shared/Timestamp';
import type { KeptDeliveryCode } from '../../domain/store/deliveryCode';
import type { UserProfile } from '../../domain/user/UserProfile';

/**
 * The reads and writes allowed inside one unit of work. As in a Firestore transaction, do every
 * read before the first write; writes become visible only when the unit commits. The unit stores
 * what it is given: every business rule is the use case's (and the domain's), never the adapter's.
 */
export interface Transaction {
  getProduct(ref: ProductRef): Promise<Product | null>;
  getOrder(id: string): Promise<Order | null>;
  /** deliveryCodes/{orderId}, or null when the order has none. */
  getDeliveryCode(orderId: string): Promise<KeptDeliveryCode | null>;
  /** How many of the user's orders are open (pending or accepted), read inside the unit so two checkouts cannot both pass a cap. */
  countOpenOrders(userId: string): Promise<number>;
  /** The order this user already placed with this checkout key (a retried or doubled Place Order), or null. */
  getPlacedOrder(userId: string, checkoutKey: string): Promise<Order | null>;
  /** users/{uid} as stored (legacy shapes normalised as UserRepository.get reads them), or null when missing. */
  getUser(uid: string): Promise<UserProfile | null>;
  /**
   * Every profile that is an admin by roleOf (userType admin, or the legacy isAdmin flag), read inside
   * the unit so that two role changes cannot both pass the store's last-admin check.
   */
  listAdmins(): Promise<UserProfile[]>;
  /** When this customer placed their first order ever (the store's books), or null if they never ordered. */
  getFirstOrderAt(userId: string): Promise<Millis | null>;
  /**
   * Writes a product whole (a size the admin removed does not survive a save), with its group and
   * subgroup entries: created when missing, and named when `names` gives their names.
   */
  putProduct(product: Product, names?: CatalogNames): void;
  /**
   * Sets the product's `available` (variant null) or `variants.{variant}.available`, and updatedAt,
   * of a product this unit read with getProduct (Firestore's adapter writes the product's shelf facts
   * from that read, and refuses a product it did not read). A size the product lacks fails the unit.
   */
  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void;
  /** Creates an active order; the unit fails with `tx.conflict` if the id exists. */
  createOrder(order: Order): void;
  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void;
  deleteOrder(id: string): void;
  /** Writes orderHistory/{userId}/orders/{order.id} and touches orderHistory/{userId}.lastUpdated. */
  putHistory(userId: string, order: Order, lastUpdated: Millis): void;
  resetCart(userId: string): void;
  /** Keeps an order's delivery code apart from it (deliveryCodes/{orderId}), or replaces it (a wrong try counted). */
  putDeliveryCode(orderId: string, kept: KeptDeliveryCode): void;
  /** Removes the code when its order leaves the active orders (delivered or cancelled). */
  deleteDeliveryCode(orderId: string): void;
  /** Remembers the order a checkout key placed, so the same key places nothing twice. */
  rememberPlacedOrder(userId: string, checkoutKey: string, order: Order): void;
  /** Merges fields into users/{uid} (a key patched to undefined is removed); the unit fails if the profile is missing. */
  updateUser(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): void;
  /** Keeps when this customer first ordered, so a later order counts them as returning. */
  recordFirstOrder(userId: string, at: Millis): void;
  /**
   * Adds a change to the books of `delta.day` (created when missing): counters summed, customers
   * joined, names replaced. Write-only, so it never needs a read after the unit's first write.
   */
  addToDaySummary(delta: DaySummary): void;
}

/** Display names for a group or subgroup a product save creates or renames. */
export interface CatalogNames {
  group?: Group;
  subgroup?: Subgroup;
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
}

export const UnitOfWorkToken: ServiceIdentifier<UnitOfWork> = Symbol.for('UnitOfWork');
