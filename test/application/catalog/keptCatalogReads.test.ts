import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { ListGroups } from '../../../src/application/catalog/ListGroups';
import { ListHomeShelves } from '../../../src/application/catalog/ListHomeShelves';
import { ListSubgroupProducts } from '../../../src/application/catalog/ListSubgroupProducts';
import { ObserveProduct } from '../../../src/application/catalog/ObserveProduct';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { ProductPage } from '../../../src/application/ports/ProductRepository';
import type { Group, Product } from '../../../src/domain/catalog/Product';
import { productKey } from '../../../src/domain/order/inventory';
import type { MemoryDatabase } from '../../../src/infrastructure/memory/MemoryDatabase';
import { stageState } from '../../../src/infrastructure/memory/MemoryDatabase';
import { productFactory } from '../../factories/productFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';

const feed = (id: string, available = 10): Product =>
  productFactory.build({ group: 'animal_feed', subgroup: 'cattle_feed', id, name: `Feed ${id}`, price: 500, mrp: 600, available });
const GROCERY: Group = { id: 'grocery', name: 'Grocery', nameHi: 'किराना' };
const FEED: Group = { id: 'animal_feed', name: 'Animal Feed', nameHi: 'पशु आहार' };

describe('catalogue reads a phone keeps for the next visit', () => {
  let container: Container;
  let db: MemoryDatabase;
  beforeEach(() => {
    container = createTestContainer();
    db = seedCommerce(container, { groups: [FEED], products: [feed('a'), feed('b')] });
  });

  const keptOf = async <T>(read: (onKept: (value: T) => void) => Promise<T>): Promise<{ kept: T[]; fresh: T }> => {
    const kept: T[] = [];
    const fresh = await read((value) => kept.push(value));
    return { kept, fresh };
  };

  it('has nothing kept on the first read, then gives the last answer first and the fresh one after', async () => {
    const groups = container.get(ListGroups);
    expect(await keptOf((onKept) => groups.execute(onKept))).toEqual({ kept: [], fresh: [FEED] });
    db.seed({ groups: [GROCERY] });
    expect(await keptOf((onKept) => groups.execute(onKept))).toEqual({ kept: [[FEED]], fresh: [FEED, GROCERY] });
    expect((await keptOf((onKept) => groups.execute(onKept))).kept).toEqual([[FEED, GROCERY]]);
  });

  it('keeps the last answer when a read fails, for the visit after', async () => {
    const shelves = container.get(ListHomeShelves);
    const first = await shelves.execute(10);
    db.failNext('products.listHomeShelves', new DataFaultError('network'));
    const kept: unknown[] = [];
    await expect(shelves.execute(10, (value) => kept.push(value))).rejects.toBeInstanceOf(DataFaultError);
    expect(kept).toEqual([first]);
    expect((await keptOf((onKept) => shelves.execute(10, onKept))).kept).toEqual([first]);
  });

  it("keeps a subgroup's first page only, the one a returning shopper sees first", async () => {
    const pages = container.get(ListSubgroupProducts);
    const first = await pages.execute('animal_feed', 'cattle_feed', 1);
    expect(first.products.map((p) => p.id)).toEqual(['a']);
    const next: ProductPage[] = [];
    await pages.execute('animal_feed', 'cattle_feed', 1, first.nextCursor, (page) => next.push(page));
    expect(next).toEqual([]);
    expect((await keptOf((onKept) => pages.execute('animal_feed', 'cattle_feed', 1, null, onKept))).kept).toEqual([first]);
  });

  describe('a live product', () => {
    const follow = (product: Product): (Product | null)[] => {
      const told: (Product | null)[] = [];
      container.get(ObserveProduct).execute(product, (value) => told.push(value))();
      return told;
    };
    const stockOf = (told: (Product | null)[]) => told.map((p) => p?.available ?? null);

    it('comes as last seen first, then live; a live value equal to it is not told again', () => {
      expect(stockOf(follow(feed('a')))).toEqual([10]);
      expect(stockOf(follow(feed('a')))).toEqual([10]);
      db.seed({ products: [feed('a', 4)] });
      expect(stockOf(follow(feed('a')))).toEqual([10, 4]);
    });

    it('is forgotten once gone, so the next visit does not draw it', () => {
      follow(feed('a'));
      const next = stageState(db.state);
      next.products.delete(productKey(feed('a')));
      db.commit(next);
      expect(follow(feed('a'))).toEqual([expect.objectContaining({ id: 'a' }), null]);
      expect(follow(feed('a'))).toEqual([null]);
    });
  });
});
