import { describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { ProductRepositoryToken } from '../../../../src/application/ports/ProductRepository';
import type { Product } from '../../../../src/domain/catalog/Product';
import { CategoryViewModel, PAGE_SIZE } from '../../../../src/ui/screens/category/CategoryViewModel';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { shopWorld } from '../../support/shopWorld';
import { actAs } from '../../../support/actAs';

const customer = userFactory.build({ uid: 'ramesh' });
const feed = (id: string, price: number, available = 10, subgroup = 'cattle_feed'): Product =>
  productFactory.build({ group: 'animal_feed', subgroup, id, name: `Feed ${id}`, price, mrp: price, available });
const subgroups = [
  { group: 'animal_feed', id: 'cattle_feed', name: 'Cattle Feed' },
  { group: 'animal_feed', id: 'oil_cake', name: 'Oil Cake (Khal)' },
];

async function openCategory(products: Product[], subgroup: string | null = null) {
  const world = shopWorld({ groups: [{ id: 'animal_feed', name: 'Animal Feed', nameHi: 'पशु आहार' }], subgroups, products }, customer);
  const vm = world.container.get(CategoryViewModel);
  actAs(world.container, customer);
  vm.mount();
  await vm.load('animal_feed', subgroup);
  return { world, vm };
}

describe('CategoryViewModel', () => {
  it('opens the group on its first subgroup and shows the subgroups as chips', async () => {
    const { vm } = await openCategory([feed('a', 800), feed('k', 300, 10, 'oil_cake')]);
    expect(vm.status).toBe('ready');
    expect(vm.group?.name).toBe('Animal Feed');
    expect(vm.subgroups.map((s) => s.id)).toEqual(['cattle_feed', 'oil_cake']);
    expect(vm.subgroupId).toBe('cattle_feed');
    expect(vm.products.map((p) => p.id)).toEqual(['a']);
  });

  it('opens the subgroup named in the URL, and switches when it changes', async () => {
    const { vm } = await openCategory([feed('a', 800), feed('k', 300, 10, 'oil_cake')], 'oil_cake');
    expect(vm.products.map((p) => p.id)).toEqual(['k']);
    await vm.load('animal_feed', 'cattle_feed');
    expect(vm.subgroupId).toBe('cattle_feed');
    expect(vm.products.map((p) => p.id)).toEqual(['a']);
    await vm.load('animal_feed', 'nonsense');
    expect(vm.subgroupId).toBe('cattle_feed');
  });

  it('pages with Load more until the subgroup is exhausted', async () => {
    const products = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => feed(`p${String(i).padStart(2, '0')}`, 100 + i));
    const { vm } = await openCategory(products);
    expect(vm.products).toHaveLength(PAGE_SIZE);
    expect(vm.nextCursor).not.toBeNull();
    await vm.loadMore();
    expect(vm.products).toHaveLength(PAGE_SIZE + 3);
    expect(new Set(vm.products.map((p) => p.id)).size).toBe(PAGE_SIZE + 3);
    expect(vm.nextCursor).toBeNull();
  });

  it('puts what is in stock first, then sorts by price either way', async () => {
    const { vm } = await openCategory([feed('mid', 500), feed('out', 100, 0), feed('cheap', 200), feed('dear', 900)]);
    expect(vm.sortedProducts.map((p) => p.id)).toEqual(['cheap', 'dear', 'mid', 'out']);
    vm.setSort('priceLow');
    expect(vm.sortedProducts.map((p) => p.id)).toEqual(['cheap', 'mid', 'dear', 'out']);
    vm.setSort('priceHigh');
    expect(vm.sortedProducts.map((p) => p.id)).toEqual(['dear', 'mid', 'cheap', 'out']);
  });

  it('is not found for a group the shop does not have', async () => {
    const world = shopWorld({ products: [feed('a', 1)] }, customer);
    const vm = world.container.get(CategoryViewModel);
    await vm.load('electronics', null);
    expect(vm.status).toBe('notFound');
  });

  it('keeps the page when Load more fails, with the network message, and tries again', async () => {
    const products = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => feed(`p${String(i).padStart(2, '0')}`, 100));
    const { vm, world } = await openCategory(products);
    world.db.failNext('products.listProducts', new DataFaultError('network'));
    await vm.loadMore();
    expect(vm.moreError).toBe('common.network');
    expect(vm.products).toHaveLength(PAGE_SIZE);
    expect(vm.fault).toBeNull();
    await vm.loadMore();
    expect(vm.moreError).toBeNull();
    expect(vm.products).toHaveLength(PAGE_SIZE + 1);
  });

  it('hands a failed first page to the route (offline or connection screen)', async () => {
    const world = shopWorld({ subgroups, products: [feed('a', 1)] }, customer);
    world.db.failNext('products.listProducts', new DataFaultError('network'));
    const vm = world.container.get(CategoryViewModel);
    await vm.load('animal_feed', null);
    await vi.waitFor(() => expect(vm.fault).toBeInstanceOf(DataFaultError));
  });

  describe('on a phone that kept the group and its first page', () => {
    it('draws them at once, before any read answers, then the fresh page in their place', async () => {
      const { world } = await openCategory([feed('a', 800), feed('b', 900)]);
      await world.container.get(ProductRepositoryToken).save(feed('c', 700));
      const vm = world.container.get(CategoryViewModel);
      const loading = vm.load('animal_feed', null);
      expect(vm.status).toBe('ready');
      expect(vm.subgroupId).toBe('cattle_feed');
      expect(vm.products.map((p) => p.id)).toEqual(['a', 'b']);
      await loading;
      await vi.waitFor(() => expect(vm.products.map((p) => p.id)).toEqual(['a', 'b', 'c']));
    });

    it("offers 'Load more' once the fresh first page is in, never from the kept one it replaces", async () => {
      const products = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => feed(`p${String(i).padStart(2, '0')}`, 100));
      const { world } = await openCategory(products);
      const vm = world.container.get(CategoryViewModel);
      const loading = vm.load('animal_feed', null);
      expect(vm.products).toHaveLength(PAGE_SIZE);
      expect(vm.nextCursor).toBeNull();
      await loading;
      await vi.waitFor(() => expect(vm.nextCursor).not.toBeNull());
      await vm.loadMore();
      expect(vm.products).toHaveLength(PAGE_SIZE + 1);
    });

    it('keeps the subgroup the shopper chose while the fresh group was on its way', async () => {
      const { world } = await openCategory([feed('a', 800), feed('k', 300, 10, 'oil_cake')]);
      const vm = world.container.get(CategoryViewModel);
      const loading = vm.load('animal_feed', null);
      await vm.load('animal_feed', 'oil_cake');
      await loading;
      expect(vm.subgroupId).toBe('oil_cake');
      expect(vm.products.map((p) => p.id)).toEqual(['k']);
    });

    it('still hands a failed read to the route (offline or connection screen) after drawing the kept page', async () => {
      const { world } = await openCategory([feed('a', 800)]);
      world.db.failNext('products.listProducts', new DataFaultError('network'));
      const vm = world.container.get(CategoryViewModel);
      void vm.load('animal_feed', null);
      expect(vm.products.map((p) => p.id)).toEqual(['a']);
      await vi.waitFor(() => expect(vm.fault).toBeInstanceOf(DataFaultError));
    });
  });
});
