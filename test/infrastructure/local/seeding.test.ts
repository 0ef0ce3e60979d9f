import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../src/application/ports/AuthService';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { ensureSeeded } from '../../../src/infrastructure/local/ensureSeeded';
import { LocalAuthService } from '../../../src/infrastructure/local/LocalAuthService';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { LocalStoreSettingsRepository } from '../../../src/infrastructure/local/LocalStoreSettingsRepository';
import { resetDemoData } from '../../../src/infrastructure/local/resetDemoData';
import type { SeedData } from '../../../src/infrastructure/local/seed/SeedData';
import { seedDatabaseNamed } from '../../../src/infrastructure/local/seedDatabaseNamed';
import { seedEmptyDatabase, seedLocalDatabase } from '../../../src/infrastructure/local/seedLocalDatabase';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from '../../../src/infrastructure/local/seedVersion';
import { anOrder, aProduct, aSeed, freshDbName, nextValue, someSettings } from './fixtures';

const opened: { db: LocalDatabase; auth: LocalAuthService }[] = [];
const open = (name = freshDbName()) => {
  const db = new LocalDatabase(name);
  const auth = new LocalAuthService(db);
  opened.push({ db, auth });
  return { db, auth };
};

afterEach(() => {
  for (const { db, auth } of opened.splice(0)) {
    auth.dispose();
    db.close();
  }
});

const riceKey: [string, string, string] = ['grocery', 'rice', 'basmati'];

describe('local seeding', () => {
  const writers = [
    { name: 'through Dexie (Reset demo data)', write: seedLocalDatabase },
    {
      name: 'into an empty database with IndexedDB itself (the first start)',
      write: async (db: LocalDatabase, seed: SeedData) => {
        await db.open();
        await seedEmptyDatabase(db, seed);
      },
    },
    {
      name: 'by the database name, through a connection of its own (the seed worker)',
      write: async (db: LocalDatabase, seed: SeedData) => {
        await db.open();
        await seedDatabaseNamed(db.name, seed);
      },
    },
  ];

  for (const { name, write } of writers) {
    it(`writes the whole demo shop ${name}, with accounts that sign in and no stored password`, async () => {
      const { db, auth } = open();

      await write(db, aSeed());

      expect(await db.groups.toArray()).toEqual(aSeed().groups);
      expect(await db.subgroups.toArray()).toEqual(aSeed().subgroups);
      expect(await db.products.toArray()).toEqual(aSeed().products);
      expect((await db.users.toArray()).map((u) => u.uid).sort()).toEqual(['admin1', 'user1']);
      expect(await db.orders.toArray()).toEqual(aSeed().orders);
      expect(await db.history.toArray()).toEqual(aSeed().history);
      expect(await db.carts.toArray()).toEqual(aSeed().carts);
      expect(await new LocalStoreSettingsRepository(db).get()).toEqual(someSettings());
      expect(await db.meta.get(SEED_VERSION_KEY)).toEqual({ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION });
      expect(await auth.signIn('admin@example.com', 'admin-demo-1')).toEqual({
        ok: true,
        value: { uid: 'admin1', email: 'admin@example.com', displayName: 'Admin' },
      });
      expect(JSON.stringify(await db.credentials.toArray())).not.toMatch(/asha-demo-1|admin-demo-1/);
    });
  }

  it('writes nothing of a seed IndexedDB refuses a row of', async () => {
    const { db } = open();
    await db.open();
    const broken = { ...aSeed(), orders: [{ ...anOrder(), id: undefined as unknown as string }] };

    await expect(seedEmptyDatabase(db, broken)).rejects.toThrow();

    expect(await db.products.count()).toBe(0);
    expect(await db.credentials.count()).toBe(0);
    expect(await db.meta.get(SEED_VERSION_KEY)).toBeUndefined();
  });

  it('seeding by name does not create a database that is not there', async () => {
    const name = freshDbName();

    await expect(seedDatabaseNamed(name, aSeed())).rejects.toThrow();

    expect(await Dexie.exists(name)).toBe(false);
  });

  it('writes an empty database the way it is given (the worker), and the reset through loadSeed', async () => {
    const { db } = open();
    const loaded = { ...aSeed(), products: [aProduct({ id: 'from-loadSeed' })] };
    const byWorker = async (empty: LocalDatabase) => seedDatabaseNamed(empty.name, aSeed());

    await ensureSeeded(db, async () => loaded, byWorker);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual(['basmati']);

    await db.meta.put({ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION - 1 });
    await ensureSeeded(db, async () => loaded, byWorker);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual(['from-loadSeed']);
  });

  it('writes the default store settings for a seed that names none', async () => {
    const { db } = open();
    const { settings: _settings, ...withoutSettings } = aSeed();

    await seedLocalDatabase(db, withoutSettings);

    expect((await db.settings.toArray()).map((r) => r.value)).toEqual([defaultStoreSettings()]);
  });

  it('seeds on the first start only and keeps what the shop did since', async () => {
    const { db } = open();
    const loadSeed = vi.fn(async () => aSeed());

    await ensureSeeded(db, loadSeed);
    await db.products.update(riceKey, { available: 1 });
    await ensureSeeded(db, loadSeed);

    expect(loadSeed).toHaveBeenCalledTimes(1);
    expect(await db.products.get(riceKey)).toMatchObject({ available: 1 });
  });

  it('resets a database that holds another seed version', async () => {
    const { db } = open();
    await seedLocalDatabase(db, aSeed());
    await db.products.put(aProduct({ id: 'left-over' }));
    await db.meta.put({ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION - 1 });

    await ensureSeeded(db, async () => aSeed());

    expect((await db.products.toArray()).map((p) => p.id)).toEqual(['basmati']);
    expect(await db.meta.get(SEED_VERSION_KEY)).toMatchObject({ value: LOCAL_SEED_VERSION });
  });

  it('reset restores the demo shop, drops what was added and signs everyone out', async () => {
    const { db, auth } = open();
    await seedLocalDatabase(db, aSeed());
    await auth.signUp('new@example.com', 'new-password');
    await db.products.update(riceKey, { available: 0 });
    await db.orders.put(anOrder({ id: 'order_placed_later' }));
    await db.carts.clear();
    await new LocalStoreSettingsRepository(db).save(
      someSettings({ name: 'Changed by the owner', closure: { date: '2025-01-14', message: 'Closed' } }),
    );
    await db.deliveryCodes.put({ orderId: 'order_placed_later', userId: 'user1', code: '1234' });
    await nextValue<AuthUser | null>(
      (l) => auth.observe(l),
      (u) => u?.email === 'new@example.com',
    );

    const signedOut = nextValue<AuthUser | null>(
      (l) => auth.observe(l),
      (u) => u === null,
    );
    await resetDemoData(db, aSeed());

    expect(await signedOut).toBeNull();
    expect(await db.products.get(riceKey)).toMatchObject({ available: 5 });
    expect(await db.orders.toArray()).toEqual(aSeed().orders);
    expect(await db.carts.toArray()).toEqual(aSeed().carts);
    expect(await new LocalStoreSettingsRepository(db).get()).toEqual(someSettings());
    expect(await db.deliveryCodes.count()).toBe(0);
    expect(await auth.signIn('new@example.com', 'new-password')).toMatchObject({ error: { code: 'auth.userNotFound' } });
    expect((await auth.signIn('asha@example.com', 'asha-demo-1')).ok).toBe(true);
  });

  it('opens a database of the first schema (before store settings) at the new one, keeping its shop', async () => {
    const name = freshDbName();
    const before = new Dexie(name);
    // LocalDatabase's first schema, as browsers that ran the shop before issue 12 hold it.
    before.version(1).stores({
      users: 'uid, email',
      credentials: 'email, &uid',
      session: 'key',
      groups: 'id',
      subgroups: '[group+id], group',
      products: '[group+subgroup+id], [group+subgroup+name], [group+subgroup+createdAt]',
      carts: 'userId',
      orders: 'id, userId, status, deliveryPersonId, createdAt',
      history: '[userId+id], userId, createdAt',
      images: 'path',
      meta: 'key',
    });
    await before.table('products').put(aProduct({ available: 3 }));
    await before.table('meta').put({ key: SEED_VERSION_KEY, value: 1 });
    before.close();

    const { db } = open(name);

    expect(await db.products.get(riceKey)).toMatchObject({ available: 3 });
    expect(await new LocalStoreSettingsRepository(db).get()).toEqual(defaultStoreSettings());
    expect(await db.deliveryCodes.count()).toBe(0);
  });

  it('rolls the store settings out to a browser holding the previous demo shop: it is reset with them', async () => {
    const { db } = open();
    const { settings: _settings, ...previousSeed } = aSeed();
    await seedLocalDatabase(db, previousSeed);
    await db.settings.clear();
    await db.meta.put({ key: SEED_VERSION_KEY, value: 1 });

    await ensureSeeded(db, async () => aSeed());

    expect(LOCAL_SEED_VERSION).toBeGreaterThan(1);
    expect(await new LocalStoreSettingsRepository(db).get()).toEqual(someSettings());
  });
});
