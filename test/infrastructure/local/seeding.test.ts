import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../src/application/ports/AuthService';
import { ensureSeeded } from '../../../src/infrastructure/local/ensureSeeded';
import { LocalAuthService } from '../../../src/infrastructure/local/LocalAuthService';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { resetDemoData } from '../../../src/infrastructure/local/resetDemoData';
import { seedLocalDatabase } from '../../../src/infrastructure/local/seedLocalDatabase';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from '../../../src/infrastructure/local/seedVersion';
import { anOrder, aProduct, aSeed, freshDbName, nextValue } from './fixtures';

const opened: { db: LocalDatabase; auth: LocalAuthService }[] = [];
const open = () => {
  const db = new LocalDatabase(freshDbName());
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
  it('writes the whole demo shop, with accounts that sign in and no stored password', async () => {
    const { db, auth } = open();

    await seedLocalDatabase(db, auth, aSeed());

    expect(await db.groups.toArray()).toEqual(aSeed().groups);
    expect(await db.subgroups.toArray()).toEqual(aSeed().subgroups);
    expect(await db.products.toArray()).toEqual(aSeed().products);
    expect((await db.users.toArray()).map((u) => u.uid).sort()).toEqual(['admin1', 'user1']);
    expect(await db.orders.toArray()).toEqual(aSeed().orders);
    expect(await db.history.toArray()).toEqual(aSeed().history);
    expect(await db.carts.toArray()).toEqual(aSeed().carts);
    expect(await db.meta.get(SEED_VERSION_KEY)).toEqual({ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION });
    expect(await auth.signIn('admin@example.com', 'admin-demo-1')).toEqual({
      ok: true,
      value: { uid: 'admin1', email: 'admin@example.com', displayName: 'Admin' },
    });
    expect(JSON.stringify(await db.credentials.toArray())).not.toMatch(/asha-demo-1|admin-demo-1/);
  });

  it('seeds on the first start only and keeps what the shop did since', async () => {
    const { db, auth } = open();
    const loadSeed = vi.fn(async () => aSeed());

    await ensureSeeded(db, auth, loadSeed);
    await db.products.update(riceKey, { available: 1 });
    await ensureSeeded(db, auth, loadSeed);

    expect(loadSeed).toHaveBeenCalledTimes(1);
    expect(await db.products.get(riceKey)).toMatchObject({ available: 1 });
  });

  it('resets a database that holds another seed version', async () => {
    const { db, auth } = open();
    await seedLocalDatabase(db, auth, aSeed());
    await db.products.put(aProduct({ id: 'left-over' }));
    await db.meta.put({ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION - 1 });

    await ensureSeeded(db, auth, async () => aSeed());

    expect((await db.products.toArray()).map((p) => p.id)).toEqual(['basmati']);
    expect(await db.meta.get(SEED_VERSION_KEY)).toMatchObject({ value: LOCAL_SEED_VERSION });
  });

  it('reset restores the demo shop, drops what was added and signs everyone out', async () => {
    const { db, auth } = open();
    await seedLocalDatabase(db, auth, aSeed());
    await auth.signUp('new@example.com', 'new-password');
    await db.products.update(riceKey, { available: 0 });
    await db.orders.put(anOrder({ id: 'order_placed_later' }));
    await db.carts.clear();
    await nextValue<AuthUser | null>((l) => auth.observe(l), (u) => u?.email === 'new@example.com');

    const signedOut = nextValue<AuthUser | null>((l) => auth.observe(l), (u) => u === null);
    await resetDemoData(db, auth, aSeed());

    expect(await signedOut).toBeNull();
    expect(await db.products.get(riceKey)).toMatchObject({ available: 5 });
    expect(await db.orders.toArray()).toEqual(aSeed().orders);
    expect(await db.carts.toArray()).toEqual(aSeed().carts);
    expect(await auth.signIn('new@example.com', 'new-password')).toMatchObject({ error: { code: 'auth.userNotFound' } });
    expect((await auth.signIn('asha@example.com', 'asha-demo-1')).ok).toBe(true);
  });
});
