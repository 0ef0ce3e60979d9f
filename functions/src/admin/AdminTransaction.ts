import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction as SdkTransaction,
} from 'firebase-admin/firestore';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { CatalogNames, Transaction } from '../../../src/application/ports/UnitOfWork';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import { withStock } from '../../../src/domain/catalog/stock';
import type { Order } from '../../../src/domain/order/Order';
import type { DaySummary } from '../../../src/domain/reports/DaySummary';
import type { Millis } from '../../../src/domain/shared/Timestamp';
import type { KeptDeliveryCode } from '../../../src/domain/store/deliveryCode';
import { OPEN_ORDER_STATUSES } from '../../../src/domain/store/openOrderCap';
import { roleOf } from '../../../src/domain/user/roles';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { catalogEntryToDoc } from '../../../src/infrastructure/firebase/converters/catalogEntryToDoc';
import { daySummaryToDoc } from '../../../src/infrastructure/firebase/converters/daySummaryToDoc';
import { deliveryCodeFromDoc } from '../../../src/infrastructure/firebase/converters/deliveryCodeFromDoc';
import { orderFromDoc } from '../../../src/infrastructure/firebase/converters/orderFromDoc';
import { orderPatchToDoc } from '../../../src/infrastructure/firebase/converters/orderPatchToDoc';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { productFromDoc } from '../../../src/infrastructure/firebase/converters/productFromDoc';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { productToDoc, SHELVES, shelvesToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { profileFromDoc } from '../../../src/infrastructure/firebase/converters/profileFromDoc';
import { profilePatchToDoc } from '../../../src/infrastructure/firebase/converters/profilePatchToDoc';
import { readMillis } from '../../../src/infrastructure/firebase/converters/readMillis';
import { adminStoredValues as values } from './adminStoredValues';
import { DAY_SUMMARIES, FIRST_ORDERS } from '../../../src/infrastructure/firebase/booksCollections';

type Write = (tx: SdkTransaction) => void;

/** deliveryCodes/{orderId}.wrongTries as stored; absent on codes written before tries were counted. */
const wrongTriesIn = (data: unknown): number => {
  const tries = typeof data === 'object' && data !== null ? (data as { wrongTries?: unknown }).wrongTries : undefined;
  return typeof tries === 'number' && Number.isInteger(tries) && tries >= 0 ? tries : 0;
};

/** checkoutKeys/{uid}:{key}: the ids a browser makes are UUIDs; anything else was refused before it got here. */
const checkoutKeyId = (userId: string, checkoutKey: string): string => `${userId}:${checkoutKey}`;

/**
 * One unit of work over an Admin SDK transaction. Reads go to the server at once; writes are kept
 * and applied in order after the unit's work, because Firestore allows no read after a write.
 * Documents keep the shapes of SPEC section 3 through the browser's own converters.
 */
export class AdminTransaction implements Transaction {
  private readonly writes: Write[] = [];
  /** Stock counters by product path: one update per product, however many of its sizes change. */
  private readonly stock = new Map<string, { fields: Array<[FieldPath, number]>; updatedAt: Millis; product: Product }>();
  /** The products this unit read, with the stock it set since: their shelf facts are written with the stock. */
  private readonly products = new Map<string, Product>();

  constructor(
    private readonly tx: SdkTransaction,
    private readonly db: Firestore,
    private readonly store: string,
  ) {}

  async getProduct(ref: ProductRef): Promise<Product | null> {
    const path = productPath(this.store, ref);
    const snap = await this.tx.get(this.db.doc(path));
    if (!snap.exists) return null;
    const product = productFromDoc(ref, snap.data());
    this.products.set(path, product);
    return product;
  }

  async getOrder(id: string): Promise<Order | null> {
    const snap = await this.tx.get(this.orderDoc(id));
    return snap.exists ? orderFromDoc(id, snap.data()) : null;
  }

  async getDeliveryCode(orderId: string): Promise<KeptDeliveryCode | null> {
    const snap = await this.tx.get(this.codeDoc(orderId));
    const data = snap.data();
    const code = deliveryCodeFromDoc(data);
    if (!code) return null;
    return { userId: String((data as { userId?: unknown }).userId ?? ''), code, wrongTries: wrongTriesIn(data) };
  }

  async countOpenOrders(userId: string): Promise<number> {
    const open = this.db
      .collection('orders')
      .where('userId', '==', userId)
      .where('status', 'in', [...OPEN_ORDER_STATUSES]);
    return (await this.tx.get(open)).size;
  }

  async getPlacedOrder(userId: string, checkoutKey: string): Promise<Order | null> {
    const snap = await this.tx.get(this.checkoutDoc(userId, checkoutKey));
    const data = snap.data() as { orderId?: unknown; order?: unknown } | undefined;
    return data && typeof data.orderId === 'string' ? orderFromDoc(data.orderId, data.order) : null;
  }

  async getUser(uid: string): Promise<UserProfile | null> {
    const snap = await this.tx.get(this.userDoc(uid));
    return snap.exists ? profileFromDoc(uid, snap.data()) : null;
  }

  /**
   * Both queries run in the SDK transaction, which locks the documents they return: a concurrent
   * unit that read them too (another admin's demotion) is serialised or retried, so two demotions
   * cannot both count the other as still an admin. userType 'admin' and the legacy isAdmin flag are
   * queried apart (Firestore has no OR over two fields here) and merged by uid.
   */
  async listAdmins(): Promise<UserProfile[]> {
    const users = this.db.collection('users');
    const [byType, byFlag] = await Promise.all([
      this.tx.get(users.where('userType', '==', 'admin')),
      this.tx.get(users.where('isAdmin', '==', true)),
    ]);
    const admins = new Map<string, UserProfile>();
    for (const d of [...byType.docs, ...byFlag.docs]) admins.set(d.id, profileFromDoc(d.id, d.data()));
    return [...admins.values()].filter((p) => roleOf(p) === 'admin');
  }

  async getFirstOrderAt(userId: string): Promise<Millis | null> {
    const snap = await this.tx.get(this.db.collection(FIRST_ORDERS).doc(userId));
    // A record whose time is unreadable still says the customer ordered before.
    return snap.exists ? (readMillis((snap.data() as { at?: unknown }).at) ?? 0) : null;
  }

  putProduct(product: Product, names?: CatalogNames): void {
    const group = this.db.collection('store').doc(this.store).collection('groups').doc(product.group);
    const subgroup = group.collection('subgroups').doc(product.subgroup);
    this.writes.push((tx) => {
      // A merge: an entry that exists keeps its names unless new ones are given; a missing one is created.
      tx.set(group, names?.group ? catalogEntryToDoc(names.group) : {}, { merge: true });
      tx.set(subgroup, names?.subgroup ? catalogEntryToDoc(names.subgroup) : {}, { merge: true });
      // A full set, so a size the admin removed does not survive.
      tx.set(this.db.doc(productPath(this.store, product)), productToDoc(product, values, this.store));
    });
  }

  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void {
    const path = productPath(this.store, ref);
    const read = this.products.get(path);
    // Every use case reads a product before it sets its stock. Without the read, the shelf facts
    // could not be worked out, and a sold-out product would stay on the home page's shelves.
    if (!read) throw new Error(`setStock of ${path}, which this unit did not read`);
    const product = withStock(read, variant, available);
    if (!product) throw new DataFaultError('notFound', `${path} size ${variant}`);
    this.products.set(path, product);
    // A FieldPath, because a size label may hold a dot ('0.5kg').
    const field = variant === null ? new FieldPath('available') : new FieldPath('variants', variant, 'available');
    const counters = this.stock.get(path);
    if (counters) {
      counters.fields.push([field, available]);
      counters.updatedAt = updatedAt;
      counters.product = product;
      return;
    }
    const entry = { fields: [[field, available]] as Array<[FieldPath, number]>, updatedAt, product };
    this.stock.set(path, entry);
    this.writes.push((tx) => {
      const pairs = entry.fields.flatMap(([f, n]) => [f, n]);
      const shelves = [new FieldPath(SHELVES.field), shelvesToDoc(entry.product, this.store)];
      tx.update(this.db.doc(path), new FieldPath('updatedAt'), values.timestamp(entry.updatedAt), ...pairs, ...shelves);
    });
  }

  createOrder(order: Order): void {
    // create() fails when the id is taken, so an old order (or its history) is never overwritten.
    this.writes.push((tx) => tx.create(this.orderDoc(order.id), orderToDoc(order, values)));
  }

  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void {
    this.writes.push((tx) => tx.update(this.orderDoc(id), orderPatchToDoc(patch, values)));
  }

  deleteOrder(id: string): void {
    this.writes.push((tx) => tx.delete(this.orderDoc(id)));
  }

  putHistory(userId: string, order: Order, lastUpdated: Millis): void {
    const parent = this.db.collection('orderHistory').doc(userId);
    this.writes.push((tx) => {
      tx.set(parent.collection('orders').doc(order.id), orderToDoc(order, values));
      tx.set(parent, { userId, lastUpdated: values.timestamp(lastUpdated) }, { merge: true });
    });
  }

  resetCart(userId: string): void {
    this.writes.push((tx) => tx.set(this.db.collection('incart').doc(userId), { items: {} }, { mergeFields: ['items'] }));
  }

  putDeliveryCode(orderId: string, kept: KeptDeliveryCode): void {
    this.writes.push((tx) => tx.set(this.codeDoc(orderId), { userId: kept.userId, code: kept.code, wrongTries: kept.wrongTries }));
  }

  deleteDeliveryCode(orderId: string): void {
    this.writes.push((tx) => tx.delete(this.codeDoc(orderId)));
  }

  rememberPlacedOrder(userId: string, checkoutKey: string, order: Order): void {
    this.writes.push((tx) =>
      tx.set(this.checkoutDoc(userId, checkoutKey), {
        userId,
        orderId: order.id,
        order: orderToDoc(order, values),
        createdAt: values.timestamp(order.createdAt),
      }),
    );
  }

  updateUser(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): void {
    // update() fails when the profile is missing, and fails the unit with it.
    this.writes.push((tx) => tx.update(this.userDoc(uid), profilePatchToDoc(patch, values)));
  }

  recordFirstOrder(userId: string, at: Millis): void {
    this.writes.push((tx) => tx.set(this.db.collection(FIRST_ORDERS).doc(userId), { userId, at: values.timestamp(at) }));
  }

  /**
   * Increments only: the day is never read here, so the write needs no read after the unit's
   * first write. The SDK commits it with the order change or not at all, and a transaction
   * Firestore runs again starts from an empty list of writes, so a retry never counts twice.
   */
  addToDaySummary(delta: DaySummary): void {
    const doc = daySummaryToDoc(delta, (n) => FieldValue.increment(n));
    this.writes.push((tx) => tx.set(this.db.collection(DAY_SUMMARIES).doc(delta.day), doc, { merge: true }));
  }

  /** Applies the kept writes to the SDK transaction, in order; the SDK commits them together. */
  commit(): void {
    for (const write of this.writes) write(this.tx);
  }

  private userDoc(uid: string): DocumentReference {
    return this.db.collection('users').doc(uid);
  }

  private orderDoc(id: string): DocumentReference {
    return this.db.collection('orders').doc(id);
  }

  private codeDoc(orderId: string): DocumentReference {
    return this.db.collection('deliveryCodes').doc(orderId);
  }

  private checkoutDoc(userId: string, checkoutKey: string): DocumentReference {
    return this.db.collection('checkoutKeys').doc(checkoutKeyId(userId, checkoutKey));
  }
}
