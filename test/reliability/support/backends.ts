import { Dexie } from 'dexie';
import type { Container } from 'inversify';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import type { Cart } from '../../../src/domain/cart/CartLine';
import type { Product } from '../../../src/domain/catalog/Product';
import type { Order } from '../../../src/domain/order/Order';
import type { DaySummary } from '../../../src/domain/reports/DaySummary';
import type { Millis } from '../../../src/domain/shared/Timestamp';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { LocalCartRepository } from '../../../src/infrastructure/local/LocalCartRepository';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { LocalOrderHistoryRepository } from '../../../src/infrastructure/local/LocalOrderHistoryRepository';
import { LocalOrderRepository } from '../../../src/infrastructure/local/LocalOrderRepository';
import { LocalProductRepository } from '../../../src/infrastructure/local/LocalProductRepository';
import { LocalUnitOfWork } from '../../../src/infrastructure/local/LocalUnitOfWork';
import { LocalUserRepository } from '../../../src/infrastructure/local/LocalUserRepository';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { MemoryDatabase, type CommerceSeed } from '../../../src/infrastructure/memory/MemoryDatabase';
import { createTestContainer } from '../../support/createTestContainer';

export type BackendName = 'memory' | 'local';

/**
 * Everything the integrity checks compare before and after: stock, carts, active orders, history,
 * and the books (the day summaries and first orders that move in the same unit as the order).
 */
export interface ShopState {
  products: Product[];
  carts: Cart[];
  orders: Order[];
  history: Order[];
  summaries: DaySummary[];
  firstOrders: [userId: string, at: Millis][];
}

export interface ShopSeed extends CommerceSeed {
  users?: UserProfile[];
}

/**
 * A test container whose data ports are the memory adapters or the local (IndexedDB, via
 * fake-indexeddb) ones; either way the clock is the container's ManualClock and connectivity
 * the in-memory switch. `state()` reads the stores directly, under the ports.
 */
export interface Backend {
  readonly name: BackendName;
  readonly container: Container;
  seed(data: ShopSeed): Promise<void>;
  state(): Promise<ShopState>;
  dispose(): Promise<void>;
}

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));
const productOrder = byKey<Product>((p) => `${p.group}/${p.subgroup}/${p.id}`);
const orderOrder = byKey<Order>((o) => `${o.userId}/${o.id}`);
const cartOrder = byKey<Cart>((c) => c.userId);
const summaryOrder = byKey<DaySummary>((d) => d.day);
const firstOrderOrder = byKey<[string, Millis]>(([userId]) => userId);

function memoryBackend(): Backend {
  const container = createTestContainer();
  const db = container.get(MemoryDatabase);
  return {
    name: 'memory',
    container,
    async seed({ users, ...commerce }) {
      db.seed(commerce);
      for (const user of users ?? []) container.get(InMemoryUserRepository).seedDocument(user.uid, user);
    },
    async state() {
      const s = db.state;
      return structuredClone({
        products: [...s.products.values()].sort(productOrder),
        carts: [...s.carts.values()].sort(cartOrder),
        orders: [...s.orders.values()].sort(orderOrder),
        history: [...s.history.values()].flatMap((doc) => [...doc.orders.values()]).sort(orderOrder),
        summaries: [...s.daySummaries.values()].sort(summaryOrder),
        firstOrders: [...s.firstOrders].sort(firstOrderOrder),
      });
    },
    async dispose() {},
  };
}

/** The local adapters over `db`, bound in place of the memory ones (clock and connectivity stay manual). */
export function bindLocalData(container: Container, db: LocalDatabase): void {
  container.rebind(ProductRepositoryToken).toConstantValue(new LocalProductRepository(db));
  container.rebind(CartRepositoryToken).toConstantValue(new LocalCartRepository(db));
  container.rebind(OrderRepositoryToken).toConstantValue(new LocalOrderRepository(db));
  container.rebind(OrderHistoryRepositoryToken).toConstantValue(new LocalOrderHistoryRepository(db));
  container.rebind(UnitOfWorkToken).toConstantValue(new LocalUnitOfWork(db));
  container.rebind(UserRepositoryToken).toConstantValue(new LocalUserRepository(db));
}

/** Writes seed records straight into the IndexedDB tables, as they would be found on disk. */
export async function seedLocal(
  db: LocalDatabase,
  { users, groups, subgroups, products, carts, orders, history }: ShopSeed,
): Promise<void> {
  await db.transaction('rw', [db.users, db.groups, db.subgroups, db.products, db.carts, db.orders, db.history], async () => {
    await db.users.bulkPut(structuredClone(users ?? []));
    await db.groups.bulkPut(structuredClone(groups ?? []));
    await db.subgroups.bulkPut(structuredClone(subgroups ?? []));
    await db.products.bulkPut(structuredClone(products ?? []));
    await db.carts.bulkPut(structuredClone(carts ?? []));
    await db.orders.bulkPut(structuredClone(orders ?? []));
    await db.history.bulkPut(structuredClone(history ?? []));
  });
}

export async function readLocalState(db: LocalDatabase): Promise<ShopState> {
  return {
    products: (await db.products.toArray()).sort(productOrder),
    carts: (await db.carts.toArray()).sort(cartOrder),
    orders: (await db.orders.toArray()).sort(orderOrder),
    history: (await db.history.toArray()).sort(orderOrder),
    summaries: (await db.daySummaries.toArray()).sort(summaryOrder),
    firstOrders: (await db.firstOrders.toArray()).map(({ userId, at }): [string, Millis] => [userId, at]).sort(firstOrderOrder),
  };
}

/** A database name no other test uses. */
export const freshLocalName = (): string => `reliability-${crypto.randomUUID()}`;

/**
 * `prepare` runs on the fresh LocalDatabase before anything opens it (where a test installs
 * abortStorageAfterWrites).
 */
function localBackend(prepare?: (db: LocalDatabase) => void): Backend {
  const container = createTestContainer();
  const db = new LocalDatabase(freshLocalName());
  prepare?.(db);
  bindLocalData(container, db);
  return {
    name: 'local',
    container,
    seed: (data) => seedLocal(db, data),
    state: () => readLocalState(db),
    async dispose() {
      db.close();
      await Dexie.delete(db.name);
    },
  };
}

export function createBackend(name: BackendName, prepareLocal?: (db: LocalDatabase) => void): Backend {
  return name === 'memory' ? memoryBackend() : localBackend(prepareLocal);
}

export const BACKENDS: readonly BackendName[] = ['memory', 'local'];
