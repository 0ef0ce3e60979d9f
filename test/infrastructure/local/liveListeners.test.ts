import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/domain/cart/CartLine';
import type { Product } from '../../../src/domain/catalog/Product';
import type { Order } from '../../../src/domain/order/Order';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { LocalCartRepository } from '../../../src/infrastructure/local/LocalCartRepository';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { LocalOrderHistoryRepository } from '../../../src/infrastructure/local/LocalOrderHistoryRepository';
import { LocalOrderRepository } from '../../../src/infrastructure/local/LocalOrderRepository';
import { LocalProductRepository } from '../../../src/infrastructure/local/LocalProductRepository';
import { LocalStoreSettingsRepository } from '../../../src/infrastructure/local/LocalStoreSettingsRepository';
import { LocalUnitOfWork } from '../../../src/infrastructure/local/LocalUnitOfWork';
import { LocalUserRepository } from '../../../src/infrastructure/local/LocalUserRepository';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { aCartLine, anOrder, aProduct, aProfile, freshDbName, nextValue, someSettings } from './fixtures';

const opened: LocalDatabase[] = [];

/** Two Dexie instances over one database name behave as two tabs of the same origin. */
const twoTabs = () => {
  const name = freshDbName();
  const tabs = [new LocalDatabase(name), new LocalDatabase(name)] as const;
  opened.push(...tabs);
  return tabs;
};

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const rice = { group: 'grocery', subgroup: 'rice', id: 'basmati' };

describe('local live listeners', () => {
  it('report a product saved in another tab', async () => {
    const [tabA, tabB] = twoTabs();
    const watcher = new LocalProductRepository(tabA);
    const observe = (l: (p: Product | null) => void) => watcher.observe(rice, l);
    expect(await nextValue(observe, () => true)).toBeNull();

    const arrived = nextValue(observe, (p) => p?.available === 7);
    await new LocalProductRepository(tabB).save(aProduct({ available: 7 }));

    expect(await arrived).toMatchObject({ name: 'Basmati Rice', available: 7 });
  });

  it('report an order placed, and a cart emptied, by a unit of work in another tab', async () => {
    const [tabA, tabB] = twoTabs();
    await tabB.products.put(aProduct());
    await new LocalCartRepository(tabB).setLine('user1', 'basmati_1kg', aCartLine());
    const orders = new LocalOrderRepository(tabA);
    const carts = new LocalCartRepository(tabA);
    const pending = nextValue<Order[]>(
      (l) => orders.observePending(l),
      (list) => list.length === 1,
    );
    const emptied = nextValue<Cart>(
      (l) => carts.observe('user1', l),
      (cart) => Object.keys(cart.items).length === 0,
    );

    await new LocalUnitOfWork(tabB).run(async (tx) => {
      tx.createOrder(anOrder());
      tx.resetCart('user1');
    });

    expect((await pending).map((o) => o.id)).toEqual([anOrder().id]);
    expect(await emptied).toEqual({ userId: 'user1', items: {} });
  });

  it('report order lists by user, by delivery person and in full, newest first', async () => {
    const [tabA, tabB] = twoTabs();
    const orders = new LocalOrderRepository(tabA);
    await tabB.orders.bulkPut([
      anOrder({ id: 'a', createdAt: 1 }),
      anOrder({ id: 'b', createdAt: 3, status: 'accepted', deliveryPersonId: 'rider1' }),
      anOrder({ id: 'c', createdAt: 2, userId: 'user2' }),
    ]);

    expect(
      (
        await nextValue<Order[]>(
          (l) => orders.observeByUser('user1', l),
          () => true,
        )
      ).map((o) => o.id),
    ).toEqual(['b', 'a']);
    expect(
      (
        await nextValue<Order[]>(
          (l) => orders.observeAll(l),
          () => true,
        )
      ).map((o) => o.id),
    ).toEqual(['b', 'c', 'a']);
    expect(
      (
        await nextValue<Order[]>(
          (l) => orders.observePending(l),
          () => true,
        )
      ).map((o) => o.id),
    ).toEqual(['c', 'a']);

    const assigned = nextValue<Order[]>(
      (l) => orders.observeByDeliveryPerson('rider1', l),
      (list) => list.length === 2,
    );
    await tabB.orders.update('a', { status: 'accepted', deliveryPersonId: 'rider1' });
    expect((await assigned).map((o) => o.id)).toEqual(['b', 'a']);
  });

  it('report a finished order moved to history in another tab', async () => {
    const [tabA, tabB] = twoTabs();
    const history = new LocalOrderHistoryRepository(tabA);
    const finished = nextValue<Order[]>(
      (l) => history.observeByUser('user1', l),
      (list) => list.length === 1,
    );

    await new LocalUnitOfWork(tabB).run(async (tx) => {
      tx.putHistory('user1', anOrder({ status: 'delivered' }), 5);
    });

    expect(await finished).toEqual([anOrder({ status: 'delivered' })]);
  });

  it('report a profile created and changed in another tab', async () => {
    const [tabA, tabB] = twoTabs();
    const watcher = new LocalUserRepository(tabA);
    const observe = (l: (p: UserProfile | null) => void) => watcher.observe('user1', l);
    expect(await nextValue(observe, () => true)).toBeNull();

    const promoted = nextValue(observe, (p) => p?.userType === 'delivery');
    const writer = new LocalUserRepository(tabB);
    await writer.create(aProfile());
    await writer.update('user1', { userType: 'delivery', updatedBy: 'admin1' });

    expect(await promoted).toMatchObject({ uid: 'user1', userType: 'delivery', updatedBy: 'admin1' });
  });

  it('report store settings the owner saves in another tab', async () => {
    const [tabA, tabB] = twoTabs();
    const watcher = new LocalStoreSettingsRepository(tabA);
    const observe = (l: (s: StoreSettings) => void) => watcher.observe(l);
    expect((await nextValue(observe, () => true)).name).toBe('Gaon Kirana & Feed Store');

    const closed = nextValue(observe, (s) => s.closure !== null);
    await new LocalStoreSettingsRepository(tabB).save(someSettings({ closure: { date: '2025-01-14', message: 'Closed for Sankranti' } }));

    expect(await closed).toEqual(someSettings({ closure: { date: '2025-01-14', message: 'Closed for Sankranti' } }));
  });

  it('stop after unsubscribe', async () => {
    const [tabA, tabB] = twoTabs();
    const seen: (Product | null)[] = [];
    const stop = new LocalProductRepository(tabA).observe(rice, (p) => seen.push(p));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    stop();

    await new LocalProductRepository(tabB).save(aProduct());
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(seen).toEqual([null]);
  });
});
