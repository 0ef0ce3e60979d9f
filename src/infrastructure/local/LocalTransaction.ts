import type { Table, Transaction as DexieTransaction } from 'dexie';
import { DataFaultError } from '../../application/ports/DataFaultError';
import { TransactionConflictError, type CatalogNames, type Transaction } from '../../application/ports/UnitOfWork';
import { withStock } from '../../domain/catalog/stock';
import type { Cart } from '../../domain/cart/CartLine';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import { addDaySummaries } from '../../domain/reports/addDaySummaries';
import { emptyDaySummary, type DaySummary } from '../../domain/reports/DaySummary';
import type { Millis } from '../../domain/shared/Timestamp';
import type { KeptDeliveryCode } from '../../domain/store/deliveryCode';
import { isOpenOrder } from '../../domain/store/openOrderCap';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { applyPatch } from './applyPatch';
import type { CheckoutRecord, DeliveryCodeRecord, FirstOrderRecord, HistoryKey, ProductKey, SubgroupKey } from './LocalDatabase';

type Write = () => Promise<unknown>;

/**
 * One unit's view of the store, bound to a single IndexedDB readwrite transaction.
 * Tables come from the Dexie transaction itself (not from the zone), so a read can never slip
 * outside the unit. Writes are buffered and applied by commit(), as Firestore applies them.
 */
export class LocalTransaction implements Transaction {
  private readonly writes: Write[] = [];
  private readonly products: Table<Product, ProductKey>;
  private readonly orders: Table<Order, string>;
  private readonly history: Table<Order, HistoryKey>;
  private readonly carts: Table<Cart, string>;
  private readonly deliveryCodes: Table<DeliveryCodeRecord, string>;
  private readonly checkouts: Table<CheckoutRecord, string>;
  private readonly groups: Table<Group, string>;
  private readonly subgroups: Table<Subgroup, SubgroupKey>;
  private readonly users: Table<UserProfile, string>;
  private readonly daySummaries: Table<DaySummary, string>;
  private readonly firstOrders: Table<FirstOrderRecord, string>;

  constructor(trans: DexieTransaction) {
    this.products = trans.table('products');
    this.orders = trans.table('orders');
    this.history = trans.table('history');
    this.carts = trans.table('carts');
    this.deliveryCodes = trans.table('deliveryCodes');
    this.checkouts = trans.table('checkouts');
    this.groups = trans.table('groups');
    this.subgroups = trans.table('subgroups');
    this.users = trans.table('users');
    this.daySummaries = trans.table('daySummaries');
    this.firstOrders = trans.table('firstOrders');
  }

  async getProduct(ref: ProductRef): Promise<Product | null> {
    return (await this.products.get([ref.group, ref.subgroup, ref.id])) ?? null;
  }

  async getOrder(id: string): Promise<Order | null> {
    return (await this.orders.get(id)) ?? null;
  }

  async getDeliveryCode(orderId: string): Promise<KeptDeliveryCode | null> {
    const record = await this.deliveryCodes.get(orderId);
    return record ? { userId: record.userId, code: record.code, wrongTries: record.wrongTries ?? 0 } : null;
  }

  async countOpenOrders(userId: string): Promise<number> {
    return this.orders.where('userId').equals(userId).filter(isOpenOrder).count();
  }

  async getPlacedOrder(userId: string, checkoutKey: string): Promise<Order | null> {
    return (await this.checkouts.get(`${userId}:${checkoutKey}`))?.order ?? null;
  }

  async getUser(uid: string): Promise<UserProfile | null> {
    return (await this.users.get(uid)) ?? null;
  }

  /** Local profiles are few (one device's accounts) and have no role index, so every one is read and filtered. */
  async listAdmins(): Promise<UserProfile[]> {
    return this.users.filter((profile) => roleOf(profile) === 'admin').toArray();
  }

  async getFirstOrderAt(userId: string): Promise<Millis | null> {
    return (await this.firstOrders.get(userId))?.at ?? null;
  }

  putProduct(product: Product, names?: CatalogNames): void {
    this.writes.push(async () => {
      if (names?.group) await this.groups.put(names.group);
      else if (!(await this.groups.get(product.group))) await this.groups.put({ id: product.group, name: product.group });
      if (names?.subgroup) await this.subgroups.put(names.subgroup);
      else if (!(await this.subgroups.get([product.group, product.subgroup]))) {
        await this.subgroups.put({ group: product.group, id: product.subgroup, name: product.subgroup });
      }
      await this.products.put(product);
    });
  }

  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void {
    this.writes.push(async () => {
      const product = await this.products.get([ref.group, ref.subgroup, ref.id]);
      if (!product) throw new DataFaultError('notFound', `product ${ref.group}/${ref.subgroup}/${ref.id}`);
      const next = withStock(product, variant, available);
      if (!next) throw new DataFaultError('notFound', `variant ${variant} of product ${ref.id}`);
      await this.products.put({ ...next, updatedAt });
    });
  }

  createOrder(order: Order): void {
    this.writes.push(async () => {
      if (await this.orders.get(order.id)) throw new TransactionConflictError();
      await this.orders.add(order);
    });
  }

  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void {
    this.writes.push(async () => {
      const order = await this.orders.get(id);
      if (!order) throw new DataFaultError('notFound', `orders/${id}`);
      await this.orders.put(applyPatch(order, patch));
    });
  }

  deleteOrder(id: string): void {
    this.writes.push(() => this.orders.delete(id));
  }

  /**
   * Rows are keyed by the order's own userId, which is always the owner passed here. The
   * per-user lastUpdated stamp of Firestore's parent document has no reader in local mode.
   */
  putHistory(_userId: string, order: Order, _lastUpdated: Millis): void {
    this.writes.push(() => this.history.put(order));
  }

  resetCart(userId: string): void {
    this.writes.push(() => this.carts.put({ userId, items: {} }));
  }

  putDeliveryCode(orderId: string, kept: KeptDeliveryCode): void {
    this.writes.push(() => this.deliveryCodes.put({ orderId, ...kept }));
  }

  deleteDeliveryCode(orderId: string): void {
    this.writes.push(() => this.deliveryCodes.delete(orderId));
  }

  rememberPlacedOrder(userId: string, checkoutKey: string, order: Order): void {
    this.writes.push(() => this.checkouts.put({ key: `${userId}:${checkoutKey}`, order }));
  }

  updateUser(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): void {
    this.writes.push(async () => {
      const profile = await this.users.get(uid);
      if (!profile) throw new DataFaultError('notFound', `users/${uid}`);
      await this.users.put(applyPatch(profile, patch));
    });
  }

  recordFirstOrder(userId: string, at: Millis): void {
    this.writes.push(() => this.firstOrders.put({ userId, at }));
  }

  /** Read, added and put back inside the unit's IndexedDB transaction, which no other unit interleaves. */
  addToDaySummary(delta: DaySummary): void {
    this.writes.push(async () => {
      const day = (await this.daySummaries.get(delta.day)) ?? emptyDaySummary(delta.day);
      await this.daySummaries.put(addDaySummaries(day, delta));
    });
  }

  /** Applies the buffered writes in order, inside the same IndexedDB transaction. */
  async commit(): Promise<void> {
    for (const write of this.writes) await write();
  }
}
