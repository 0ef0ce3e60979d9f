import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalCartRepository } from '../../../src/infrastructure/local/LocalCartRepository';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { LocalImageStore } from '../../../src/infrastructure/local/LocalImageStore';
import { LocalOrderHistoryRepository } from '../../../src/infrastructure/local/LocalOrderHistoryRepository';
import { LocalProductRepository } from '../../../src/infrastructure/local/LocalProductRepository';
import { LocalUserRepository } from '../../../src/infrastructure/local/LocalUserRepository';
import { aCartLine, anAddress, anOrder, aProduct, aProfile, freshDbName } from './fixtures';

const opened: LocalDatabase[] = [];
const open = (): LocalDatabase => {
  const db = new LocalDatabase(freshDbName());
  opened.push(db);
  return db;
};

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('LocalProductRepository', () => {
  it('pages a subgroup by name, ties broken by id, without skipping or repeating', async () => {
    const products = new LocalProductRepository(open());
    const names = ['Moong Dal', 'Arhar Dal', 'Chana Dal', 'Arhar Dal', 'Urad Dal'];
    for (const [i, name] of names.entries()) {
      await products.save(aProduct({ subgroup: 'dal', id: `p${i}`, name }));
    }
    await products.save(aProduct({ subgroup: 'rice', id: 'other', name: 'Aaa first elsewhere' }));

    const first = await products.listProducts('grocery', 'dal', 2);
    const second = await products.listProducts('grocery', 'dal', 2, first.nextCursor);
    const third = await products.listProducts('grocery', 'dal', 2, second.nextCursor);

    expect([first, second, third].flatMap((page) => page.products.map((p) => p.id))).toEqual(['p1', 'p3', 'p2', 'p0', 'p4']);
    expect(third.nextCursor).toBeNull();
  });

  it('lists the newest products of a subgroup first', async () => {
    const products = new LocalProductRepository(open());
    for (const [id, createdAt] of [
      ['old', 1],
      ['new', 3],
      ['mid', 2],
    ] as const) {
      await products.save(aProduct({ id, createdAt }));
    }
    await products.save(aProduct({ subgroup: 'dal', id: 'newest-elsewhere', createdAt: 9 }));

    expect((await products.listNewestInSubgroup('grocery', 'rice', 2)).map((p) => p.id)).toEqual(['new', 'mid']);
  });

  it('creates the group and subgroup entries of a product in a new place, once', async () => {
    const products = new LocalProductRepository(open());
    await products.save(aProduct({ group: 'feed', subgroup: 'cattle', id: 'khal' }), {
      group: { id: 'feed', name: 'Animal Feed', nameHi: 'पशु आहार' },
      subgroup: { group: 'feed', id: 'cattle', name: 'Cattle Feed' },
    });
    await products.save(aProduct({ group: 'feed', subgroup: 'cattle', id: 'chokar' }), {
      group: { id: 'feed', name: 'Renamed' },
    });
    await products.save(aProduct({ group: 'feed', subgroup: 'poultry', id: 'dana' }));

    expect(await products.listGroups()).toEqual([{ id: 'feed', name: 'Animal Feed', nameHi: 'पशु आहार' }]);
    expect(await products.listSubgroups('feed')).toEqual([
      { group: 'feed', id: 'cattle', name: 'Cattle Feed' },
      { group: 'feed', id: 'poultry', name: 'poultry' },
    ]);
    expect((await products.listAll()).map((p) => p.id).sort()).toEqual(['chokar', 'dana', 'khal']);
    expect(await products.get({ group: 'feed', subgroup: 'cattle', id: 'khal' })).toMatchObject({ id: 'khal' });
    expect(await products.get({ group: 'feed', subgroup: 'cattle', id: 'missing' })).toBeNull();
  });
});

describe('LocalCartRepository', () => {
  it('sets, updates and removes lines, and resets to an empty items map', async () => {
    const carts = new LocalCartRepository(open());
    expect(await carts.get('user1')).toEqual({ userId: 'user1', items: {} });

    await carts.setLine('user1', 'basmati_1kg', aCartLine());
    await carts.setLine('user1', 'basmati_5kg', aCartLine({ weight: '5kg', qty: 2 }));
    await carts.updateQty('user1', 'basmati_1kg', 4);
    await carts.removeLine('user1', 'basmati_5kg');
    expect(await carts.get('user1')).toEqual({ userId: 'user1', items: { basmati_1kg: aCartLine({ qty: 4 }) } });

    await carts.reset('user1');
    expect(await carts.get('user1')).toEqual({ userId: 'user1', items: {} });
  });

  it('refuses to update the quantity of a line that is not in the cart', async () => {
    const carts = new LocalCartRepository(open());
    await expect(carts.updateQty('user1', 'ghost_1kg', 2)).rejects.toMatchObject({ name: 'DataFaultError', kind: 'notFound' });
    expect(await carts.get('user1')).toEqual({ userId: 'user1', items: {} });
  });
});

describe('LocalUserRepository', () => {
  it('creates a profile once and reports a second create as a conflict', async () => {
    const users = new LocalUserRepository(open());
    await users.create(aProfile());

    await expect(users.create(aProfile({ name: 'Other' }))).rejects.toMatchObject({ name: 'DataFaultError', kind: 'conflict' });
    expect(await users.get('user1')).toEqual(aProfile());
    expect(await users.get('nobody')).toBeNull();
  });

  it('merges updates, removes the legacy flag patched to undefined, and appends addresses', async () => {
    const users = new LocalUserRepository(open());
    await users.create(aProfile({ isAdmin: true, village: 'Daurala' }));

    await users.update('user1', { userType: 'admin', isAdmin: undefined, updatedAt: 5 });
    await users.appendAddress('user1', anAddress());
    await users.appendAddress('user1', { ...anAddress(), id: '1700000000001' });

    const stored = await users.get('user1');
    expect(stored).toMatchObject({ userType: 'admin', village: 'Daurala', updatedAt: 5 });
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored!.addresses.map((a) => a.id)).toEqual(['1700000000000', '1700000000001']);
    expect((await users.list()).map((p) => p.uid)).toEqual(['user1']);
  });

  it('reports an update of a missing profile as notFound', async () => {
    const users = new LocalUserRepository(open());
    await expect(users.update('nobody', { name: 'X' })).rejects.toMatchObject({ kind: 'notFound' });
    await expect(users.appendAddress('nobody', anAddress())).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('LocalOrderHistoryRepository', () => {
  it('lists finished orders per user and in full, newest first', async () => {
    const db = open();
    await db.history.bulkPut([
      anOrder({ id: 'a', createdAt: 1, status: 'delivered' }),
      anOrder({ id: 'b', createdAt: 3, status: 'cancelled' }),
      anOrder({ id: 'c', createdAt: 2, userId: 'user2', status: 'delivered' }),
    ]);
    const history = new LocalOrderHistoryRepository(db);

    expect((await history.listByUser('user1')).map((o) => o.id)).toEqual(['b', 'a']);
    expect((await history.listLatest(2)).map((o) => o.id)).toEqual(['b', 'c']);
  });
});

describe('LocalImageStore', () => {
  it('keeps the uploaded bytes and returns a data URL that survives a reload', async () => {
    const db = open();
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 250]);

    const result = await new LocalImageStore(db).upload('products/p1/0.webp', new Blob([bytes]), 'image/webp');

    expect(result).toEqual({ ok: true, value: 'data:image/webp;base64,UklGRgECA/o=' });
    const stored = await db.images.get('products/p1/0.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(Array.from(new Uint8Array(stored!.bytes))).toEqual(Array.from(bytes));
  });

  it('answers image.uploadFailed when the store refuses the write', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = open();
    db.close();
    const result = await new LocalImageStore(db).upload('products/p1/0.webp', new Blob([new Uint8Array([1])]), 'image/webp');
    expect(result).toEqual({ ok: false, error: { code: 'image.uploadFailed' } });
  });
});
