import { afterEach, describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { TransactionConflictError, type Transaction } from '../../../src/application/ports/UnitOfWork';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { LocalUnitOfWork } from '../../../src/infrastructure/local/LocalUnitOfWork';
import { aCartLine, anOrder, aProduct, freshDbName } from './fixtures';

const opened: LocalDatabase[] = [];
const open = (name: string): LocalDatabase => {
  const db = new LocalDatabase(name);
  opened.push(db);
  return db;
};

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const rice = { group: 'grocery', subgroup: 'rice', id: 'basmati' };

/** A one-line checkout shaped like PlaceOrder: read, check with the rules, then write. */
const buyOne = (userId: string) => async (tx: Transaction) => {
  const product = await tx.getProduct(rice);
  if (!product || product.available < 1) return false;
  tx.setStock(rice, null, product.available - 1, 1_700_000_000_500);
  tx.createOrder(anOrder({ id: `order_1700000000500_${userId}`, userId }));
  tx.resetCart(userId);
  return true;
};

describe('LocalUnitOfWork', () => {
  it('applies stock, order, history and cart writes together', async () => {
    const db = open(freshDbName());
    await db.products.put(aProduct({ variants: { '5kg': { price: 40000, mrp: 45000, available: 3, unit: 'kg' } } }));
    await db.orders.put(anOrder({ id: 'old', status: 'accepted' }));
    await db.carts.put({ userId: 'user1', items: { basmati_1kg: aCartLine() } });

    await new LocalUnitOfWork(db).run(async (tx) => {
      const old = await tx.getOrder('old');
      tx.setStock(rice, null, 4, 1_700_000_000_500);
      tx.setStock(rice, '5kg', 2, 1_700_000_000_500);
      tx.createOrder(anOrder({ id: 'new' }));
      tx.putHistory('user1', { ...old!, status: 'cancelled' }, 1_700_000_000_500);
      tx.deleteOrder('old');
      tx.resetCart('user1');
    });

    const product = await db.products.get(['grocery', 'rice', 'basmati']);
    expect(product).toMatchObject({ available: 4, updatedAt: 1_700_000_000_500 });
    expect(product!.variants['5kg']).toEqual({ price: 40000, mrp: 45000, available: 2, unit: 'kg' });
    expect((await db.orders.toArray()).map((o) => o.id)).toEqual(['new']);
    expect(await db.history.get(['user1', 'old'])).toMatchObject({ status: 'cancelled' });
    expect(await db.carts.get('user1')).toEqual({ userId: 'user1', items: {} });
  });

  it('writes nothing when the work throws, and rethrows its error unchanged', async () => {
    const db = open(freshDbName());
    await db.products.put(aProduct());
    const failure = new Error('checkout.itemsUnavailable');

    const run = new LocalUnitOfWork(db).run(async (tx) => {
      tx.setStock(rice, null, 0, 1);
      tx.createOrder(anOrder());
      throw failure;
    });

    await expect(run).rejects.toBe(failure);
    expect(await db.products.get(['grocery', 'rice', 'basmati'])).toMatchObject({ available: 5 });
    expect(await db.orders.count()).toBe(0);
  });

  it('fails the whole unit when the order id already exists', async () => {
    const db = open(freshDbName());
    await db.products.put(aProduct());
    await db.orders.put(anOrder({ total: 1 }));

    const run = new LocalUnitOfWork(db).run(async (tx) => {
      tx.setStock(rice, null, 4, 1);
      tx.createOrder(anOrder({ total: 2 }));
    });

    await expect(run).rejects.toBeInstanceOf(TransactionConflictError);
    expect(await db.products.get(['grocery', 'rice', 'basmati'])).toMatchObject({ available: 5 });
    expect(await db.orders.get(anOrder().id)).toMatchObject({ total: 1 });
  });

  it('fails with notFound when stock is set on a product that is gone', async () => {
    const db = open(freshDbName());
    await db.orders.put(anOrder({ id: 'kept' }));

    const run = new LocalUnitOfWork(db).run(async (tx) => {
      tx.deleteOrder('kept');
      tx.setStock(rice, null, 1, 1);
    });

    await expect(run).rejects.toMatchObject({ name: 'DataFaultError', kind: 'notFound' });
    expect(await db.orders.get('kept')).toBeDefined();
  });

  it('lets exactly 5 of 20 concurrent buyers, in two tabs, take the last 5 units', async () => {
    const name = freshDbName();
    const tabA = open(name);
    const tabB = open(name);
    await tabA.products.put(aProduct({ available: 5 }));
    const units = [new LocalUnitOfWork(tabA), new LocalUnitOfWork(tabB)];

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => units[i % 2]!.run(buyOne(`buyer${String(i).padStart(2, '0')}`))),
    );

    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(await tabB.products.get(['grocery', 'rice', 'basmati'])).toMatchObject({ available: 0 });
    expect(await tabB.orders.count()).toBe(5);
  });

  it('refuses to half-commit when the work awaits something that is not the store', async () => {
    const db = open(freshDbName());
    await db.products.put(aProduct());

    const run = new LocalUnitOfWork(db).run(async (tx) => {
      const product = await tx.getProduct(rice);
      await new Promise((resolve) => setTimeout(resolve, 20));
      tx.setStock(rice, null, product!.available - 1, 1);
      tx.createOrder(anOrder());
    });

    await expect(run).rejects.toBeInstanceOf(DataFaultError);
    expect(await db.products.get(['grocery', 'rice', 'basmati'])).toMatchObject({ available: 5 });
    expect(await db.orders.count()).toBe(0);
  });
});
