import type { Cart } from '../../domain/cart/CartLine';
import type { Group, Product, Subgroup } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import type { DaySummary } from '../../domain/reports/DaySummary';
import { summariesFromOrders } from '../../domain/reports/summariesFromOrders';
import { productKey } from '../../domain/order/inventory';
import type { Millis } from '../../domain/shared/Timestamp';
import type { KeptDeliveryCode } from '../../domain/store/deliveryCode';

export interface HistoryDocument {
  lastUpdated: Millis;
  orders: Map<string, Order>;
}

/**
 * Everything the commerce adapters keep. Values are never mutated in place: a change puts a
 * new object (or a new Map) in, so a unit of work can stage changes on shallow copies.
 */
export interface MemoryState {
  groups: Map<string, Group>;
  /** Keyed '{group}/{id}'. */
  subgroups: Map<string, Subgroup>;
  /** Keyed '{group}/{subgroup}/{id}'. */
  products: Map<string, Product>;
  carts: Map<string, Cart>;
  orders: Map<string, Order>;
  history: Map<string, HistoryDocument>;
  deliveryCodes: Map<string, KeptDeliveryCode>;
  /** Orders by '{userId}:{checkoutKey}', so a checkout key places one order however often it is sent. */
  checkouts: Map<string, Order>;
  /** The store settings document as stored (any shape; reads normalise it), or null when there is none. */
  settings: unknown;
  /** The store's books by IST day ('YYYY-MM-DD'). */
  daySummaries: Map<string, DaySummary>;
  /** When each customer (uid) first ordered. */
  firstOrders: Map<string, Millis>;
}

/** What tests (and the memory-mode app) start from; history orders are filed under their userId. */
export interface CommerceSeed {
  groups?: Group[];
  subgroups?: Subgroup[];
  products?: Product[];
  carts?: Cart[];
  orders?: Order[];
  history?: Order[];
  /** Delivery codes of seeded orders that have deliveryCodeRequired. */
  deliveryCodes?: Array<Omit<KeptDeliveryCode, 'wrongTries'> & { orderId: string; wrongTries?: number }>;
  /** The stored settings document, in the domain's shape or any odd one a test wants read back. */
  settings?: unknown;
}

export const subgroupKey = (group: string, id: string): string => `${group}/${id}`;

const emptyState = (): MemoryState => ({
  groups: new Map(),
  subgroups: new Map(),
  products: new Map(),
  carts: new Map(),
  orders: new Map(),
  history: new Map(),
  deliveryCodes: new Map(),
  checkouts: new Map(),
  settings: null,
  daySummaries: new Map(),
  firstOrders: new Map(),
});

/** A copy whose maps can be changed without touching the original (values are shared, never mutated). */
export const stageState = (s: MemoryState): MemoryState => ({
  groups: new Map(s.groups),
  subgroups: new Map(s.subgroups),
  products: new Map(s.products),
  carts: new Map(s.carts),
  orders: new Map(s.orders),
  history: new Map(s.history),
  deliveryCodes: new Map(s.deliveryCodes),
  checkouts: new Map(s.checkouts),
  settings: s.settings,
  daySummaries: new Map(s.daySummaries),
  firstOrders: new Map(s.firstOrders),
});

/** Creates the group and subgroup entries a product sits in when they are missing. */
export function ensurePlace(state: MemoryState, product: Pick<Product, 'group' | 'subgroup'>): void {
  if (!state.groups.has(product.group)) state.groups.set(product.group, { id: product.group, name: product.group });
  const key = subgroupKey(product.group, product.subgroup);
  if (!state.subgroups.has(key)) state.subgroups.set(key, { group: product.group, id: product.subgroup, name: product.subgroup });
}

/**
 * The one store behind the in-memory product, cart, order, history, delivery-code, settings and
 * unit-of-work adapters, so a unit of work can change all of them atomically. Writes are
 * serialised on a promise chain (like Firestore's transactions, a unit sees no interleaved write),
 * and every committed change tells the live listeners.
 */
export class MemoryDatabase {
  private current: MemoryState = emptyState();
  private tail: Promise<unknown> = Promise.resolve();
  private readonly watchers = new Set<() => void>();
  private readonly faults = new Map<string, Error[]>();

  get state(): MemoryState {
    return this.current;
  }

  /** Runs `section` after every section queued before it has settled; its result or error passes through. */
  exclusive<T>(section: () => Promise<T> | T): Promise<T> {
    const run = this.tail.then(section);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Replaces the whole state (a committed unit's staged copy) and tells the listeners. */
  commit(next: MemoryState): void {
    this.current = next;
    for (const watcher of [...this.watchers]) {
      try {
        watcher();
      } catch (error) {
        // A failing listener is its owner's bug: report it without undoing a committed write.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** Applies `change` to a staged copy and commits it, in turn with every other write. */
  write(operation: string, change: (state: MemoryState) => void): Promise<void> {
    return this.exclusive(() => {
      this.throwFault(operation);
      const next = stageState(this.current);
      change(next);
      this.commit(next);
    });
  }

  /** Calls `watcher` after every committed change. Returns unsubscribe. */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  }

  /**
   * A live query: `listener` gets a deep copy of `select(state)` at once and again whenever it
   * changes, as a Firestore snapshot listener does.
   */
  observe<T>(select: (state: MemoryState) => T, listener: (value: T) => void): () => void {
    let last = '';
    const emit = () => {
      const value = select(this.current);
      const json = JSON.stringify(value) ?? 'undefined';
      if (json === last) return;
      last = json;
      listener(structuredClone(value));
    };
    emit();
    return this.watch(emit);
  }

  /** Makes the next `times` calls of `operation` ('carts.removeLine', 'unitOfWork.run', ...) throw `error`. */
  failNext(operation: string, error: Error, times = 1): void {
    const queue = this.faults.get(operation) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(error);
    this.faults.set(operation, queue);
  }

  throwFault(operation: string): void {
    const error = this.faults.get(operation)?.shift();
    if (error) throw error;
  }

  /**
   * Adds (or replaces) documents, creating group and subgroup entries for seeded products. Seeded
   * orders come with their books, as the rebuild command would write them: the store's books are
   * worked out again from every order then held.
   */
  seed(data: CommerceSeed): void {
    const next = stageState(this.current);
    for (const g of data.groups ?? []) next.groups.set(g.id, structuredClone(g));
    for (const s of data.subgroups ?? []) next.subgroups.set(subgroupKey(s.group, s.id), structuredClone(s));
    for (const p of data.products ?? []) {
      next.products.set(productKey(p), structuredClone(p));
      ensurePlace(next, p);
    }
    for (const c of data.carts ?? []) next.carts.set(c.userId, structuredClone(c));
    for (const o of data.orders ?? []) next.orders.set(o.id, structuredClone(o));
    for (const o of data.history ?? []) {
      const doc = next.history.get(o.userId);
      const orders = new Map(doc?.orders);
      orders.set(o.id, structuredClone(o));
      next.history.set(o.userId, { lastUpdated: Math.max(doc?.lastUpdated ?? 0, o.updatedAt ?? o.createdAt), orders });
    }
    for (const { orderId, userId, code, wrongTries = 0 } of data.deliveryCodes ?? []) {
      next.deliveryCodes.set(orderId, { userId, code, wrongTries });
    }
    if (data.settings !== undefined) next.settings = structuredClone(data.settings);
    if (data.orders?.length || data.history?.length) {
      const books = summariesFromOrders([...next.orders.values(), ...[...next.history.values()].flatMap((h) => [...h.orders.values()])]);
      next.daySummaries = new Map(books.summaries.map((summary) => [summary.day, summary]));
      next.firstOrders = books.firstOrders;
    }
    this.commit(next);
  }
}
