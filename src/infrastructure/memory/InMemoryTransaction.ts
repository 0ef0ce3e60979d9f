import { DataFaultError } from '../../application/ports/DataFaultError';
import { TransactionConflictError, type CatalogNames, type Transaction } from '../../application/ports/UnitOfWork';
import { withStock } from '../../domain/catalog/stock';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import { addDaySummaries } from '../../domain/reports/addDaySummaries';
import { emptyDaySummary, type DaySummary } from '../../domain/reports/DaySummary';
import { productKey } from '../../domain/order/inventory';
import type { KeptDeliveryCode } from '../../domain/store/deliveryCode';
import { isOpenOrder } from '../../domain/store/openOrderCap';
import type { Millis } from '../../domain/shared/Timestamp';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { InMemoryUserRepository } from './InMemoryUserRepository';
import { ensurePlace, subgroupKey, type MemoryState } from './MemoryDatabase';

type Write = (state: MemoryState) => void;
type UserPatch = { uid: string; patch: Partial<Omit<UserProfile, 'uid'>> };

/**
 * One unit's view: reads come from the committed state, writes are buffered and only applied
 * (to a staged copy) by `applyTo` when the unit's work has finished without throwing.
 */
export class InMemoryTransaction implements Transaction {
  private readonly writes: Write[] = [];
  private readonly userPatches: UserPatch[] = [];

  constructor(
    private readonly state: MemoryState,
    /** users/{uid} live in their own adapter; the unit reads them there and patches them at commit. */
    private readonly users: InMemoryUserRepository,
  ) {}

  async getProduct(ref: ProductRef): Promise<Product | null> {
    this.beforeRead();
    return structuredClone(this.state.products.get(productKey(ref)) ?? null);
  }

  async getOrder(id: string): Promise<Order | null> {
    this.beforeRead();
    return structuredClone(this.state.orders.get(id) ?? null);
  }

  async getDeliveryCode(orderId: string): Promise<KeptDeliveryCode | null> {
    this.beforeRead();
    return structuredClone(this.state.deliveryCodes.get(orderId) ?? null);
  }

  async countOpenOrders(userId: string): Promise<number> {
    this.beforeRead();
    return [...this.state.orders.values()].filter((o) => o.userId === userId && isOpenOrder(o)).length;
  }

  async getPlacedOrder(userId: string, checkoutKey: string): Promise<Order | null> {
    this.beforeRead();
    return structuredClone(this.state.checkouts.get(`${userId}:${checkoutKey}`) ?? null);
  }

  async getUser(uid: string): Promise<UserProfile | null> {
    this.beforeRead();
    return this.users.readInUnit(uid);
  }

  async listAdmins(): Promise<UserProfile[]> {
    this.beforeRead();
    return this.users.adminsInUnit();
  }

  async getFirstOrderAt(userId: string): Promise<Millis | null> {
    this.beforeRead();
    return this.state.firstOrders.get(userId) ?? null;
  }

  putProduct(product: Product, names?: CatalogNames): void {
    const copy = structuredClone(product);
    const named = structuredClone(names);
    this.writes.push((s) => {
      s.products.set(productKey(copy), copy);
      if (named?.group) s.groups.set(named.group.id, named.group);
      if (named?.subgroup) s.subgroups.set(subgroupKey(named.subgroup.group, named.subgroup.id), named.subgroup);
      ensurePlace(s, copy);
    });
  }

  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void {
    this.writes.push((s) => {
      const key = productKey(ref);
      const product = s.products.get(key);
      if (!product) throw new DataFaultError('notFound', `product ${key}`);
      const next = withStock(product, variant, available);
      if (!next) throw new DataFaultError('notFound', `product ${key} size ${variant}`);
      s.products.set(key, { ...next, updatedAt });
    });
  }

  createOrder(order: Order): void {
    const copy = structuredClone(order);
    this.writes.push((s) => {
      if (s.orders.has(copy.id)) throw new TransactionConflictError();
      s.orders.set(copy.id, copy);
    });
  }

  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void {
    const copy = structuredClone(patch);
    this.writes.push((s) => {
      const order = s.orders.get(id);
      if (!order) throw new DataFaultError('notFound', `order ${id}`);
      const next: Record<string, unknown> = { ...structuredClone(order) };
      // A field patched to undefined is removed, like Firestore's deleteField().
      for (const [k, v] of Object.entries(copy)) {
        if (v === undefined) delete next[k];
        else next[k] = v;
      }
      s.orders.set(id, next as unknown as Order);
    });
  }

  deleteOrder(id: string): void {
    this.writes.push((s) => {
      s.orders.delete(id);
    });
  }

  putHistory(userId: string, order: Order, lastUpdated: Millis): void {
    const copy = structuredClone(order);
    this.writes.push((s) => {
      const orders = new Map(s.history.get(userId)?.orders);
      orders.set(copy.id, copy);
      s.history.set(userId, { lastUpdated, orders });
    });
  }

  resetCart(userId: string): void {
    this.writes.push((s) => {
      s.carts.set(userId, { userId, items: {} });
    });
  }

  putDeliveryCode(orderId: string, kept: KeptDeliveryCode): void {
    const copy = structuredClone(kept);
    this.writes.push((s) => {
      s.deliveryCodes.set(orderId, copy);
    });
  }

  deleteDeliveryCode(orderId: string): void {
    this.writes.push((s) => {
      s.deliveryCodes.delete(orderId);
    });
  }

  rememberPlacedOrder(userId: string, checkoutKey: string, order: Order): void {
    const copy = structuredClone(order);
    this.writes.push((s) => {
      s.checkouts.set(`${userId}:${checkoutKey}`, copy);
    });
  }

  updateUser(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): void {
    this.userPatches.push({ uid, patch: structuredClone(patch) });
  }

  recordFirstOrder(userId: string, at: Millis): void {
    this.writes.push((s) => {
      s.firstOrders.set(userId, at);
    });
  }

  addToDaySummary(delta: DaySummary): void {
    const copy = structuredClone(delta);
    this.writes.push((s) => {
      s.daySummaries.set(copy.day, addDaySummaries(s.daySummaries.get(copy.day) ?? emptyDaySummary(copy.day), copy));
    });
  }

  /** Applies the buffered writes in order; any that throws aborts the whole unit. */
  applyTo(staged: MemoryState): void {
    for (const write of this.writes) write(staged);
  }

  /** Writes the unit's profile patches, all or none; called after applyTo succeeded and before the state commits. */
  commitUsers(): void {
    this.users.commitUnit(this.userPatches);
  }

  get hasWrites(): boolean {
    return this.writes.length > 0 || this.userPatches.length > 0;
  }

  /** Firestore refuses reads after writes in a transaction; so does this, to keep use cases portable. */
  private beforeRead(): void {
    if (this.hasWrites) throw new Error('A unit of work must do every read before its first write.');
  }
}
