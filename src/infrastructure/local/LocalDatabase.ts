import { Dexie, type Table } from 'dexie';
import type { Cart } from '../../domain/cart/CartLine';
import type { Group, Product, Subgroup } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import type { DaySummary } from '../../domain/reports/DaySummary';
import { summariesFromOrders } from '../../domain/reports/summariesFromOrders';
import type { Millis } from '../../domain/shared/Timestamp';
import type { UserProfile } from '../../domain/user/UserProfile';

/** An email + password account. Only a salted PBKDF2 hash is kept, never the password. */
export interface CredentialRecord {
  /** Trimmed and lower-cased, as Firebase Auth does. */
  email: string;
  uid: string;
  displayName: string | null;
  /** Random, 16 bytes, one per account. */
  salt: Uint8Array;
  /** PBKDF2-SHA-256 of the password with the salt, 32 bytes. */
  hash: Uint8Array;
  /** Stored per account so the cost can be raised later without breaking old accounts. */
  iterations: number;
}

/**
 * Who is signed in: one row per browser tab ('tab:{id}'), so tabs side by side can be different
 * users like separate phones, and a 'last' row that a newly opened tab starts from.
 */
export interface SessionRecord {
  key: string;
  uid: string;
}

/** An uploaded product image, kept as bytes because some browsers cannot store Blobs in IndexedDB. */
export interface ImageRecord {
  path: string;
  contentType: string;
  bytes: ArrayBuffer;
}

export interface MetaRecord {
  key: string;
  value: string | number;
}

/** A settings document by name ('store'); its value is kept as stored and normalised when read. */
export interface SettingsRecord {
  key: string;
  value: unknown;
}

/** deliveryCodes/{orderId}: an order's 4-digit code, kept apart from the order, with the wrong tries so far. */
export interface DeliveryCodeRecord {
  orderId: string;
  userId: string;
  code: string;
  /** Absent on codes stored before wrong tries were counted: read as 0. */
  wrongTries?: number;
}

/** An order placed with a checkout key ('{userId}:{checkoutKey}'), so the key never places a second one. */
export interface CheckoutRecord {
  key: string;
  order: Order;
}

/** firstOrders/{userId}: when the customer first ordered, for the books' new and returning customers. */
export interface FirstOrderRecord {
  userId: string;
  at: Millis;
}

export type ProductKey = [group: string, subgroup: string, id: string];
export type SubgroupKey = [group: string, id: string];
export type HistoryKey = [userId: string, id: string];

/** The whole local shop in one IndexedDB database; domain objects are stored as they are. */
export class LocalDatabase extends Dexie {
  users!: Table<UserProfile, string>;
  credentials!: Table<CredentialRecord, string>;
  session!: Table<SessionRecord, string>;
  groups!: Table<Group, string>;
  subgroups!: Table<Subgroup, SubgroupKey>;
  products!: Table<Product, ProductKey>;
  carts!: Table<Cart, string>;
  orders!: Table<Order, string>;
  history!: Table<Order, HistoryKey>;
  images!: Table<ImageRecord, string>;
  meta!: Table<MetaRecord, string>;
  settings!: Table<SettingsRecord, string>;
  deliveryCodes!: Table<DeliveryCodeRecord, string>;
  checkouts!: Table<CheckoutRecord, string>;
  daySummaries!: Table<DaySummary, string>;
  firstOrders!: Table<FirstOrderRecord, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      users: 'uid, email',
      credentials: 'email, &uid',
      session: 'key',
      groups: 'id',
      subgroups: '[group+id], group',
      // Name order (ties by primary key) for paging a subgroup; createdAt for "newest in subgroup".
      products: '[group+subgroup+id], [group+subgroup+name], [group+subgroup+createdAt]',
      carts: 'userId',
      orders: 'id, userId, status, deliveryPersonId, createdAt',
      history: '[userId+id], userId, createdAt',
      images: 'path',
      meta: 'key',
    });
    // Store settings and delivery codes: new tables only, so a browser's shop is kept.
    this.version(2).stores({
      settings: 'key',
      deliveryCodes: 'orderId, userId',
    });
    // Checkout keys, so a doubled or retried Place Order places one order: a new table only.
    this.version(3).stores({ checkouts: 'key' });
    // The store's books, one row per IST day: a browser's shop from before them gets its books
    // worked out from the orders it holds, as the rebuild command does for a Firebase store.
    this.version(4)
      .stores({ daySummaries: 'day', firstOrders: 'userId' })
      .upgrade(async (trans) => {
        const orders: Order[] = [...(await trans.table('orders').toArray()), ...(await trans.table('history').toArray())];
        const books = summariesFromOrders(orders);
        await trans.table('daySummaries').bulkPut(books.summaries);
        await trans.table('firstOrders').bulkPut([...books.firstOrders].map(([userId, at]) => ({ userId, at })));
      });
  }
}
