import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { ProductRepositoryToken } from '../../../../src/application/ports/ProductRepository';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import { HomeViewModel, ROW_SIZE, SEARCH_DELAY_MS } from '../../../../src/ui/screens/home/HomeViewModel';
import { productFactory } from '../../../factories/productFactory';
import { variantFactory } from '../../../factories/variantFactory';
import { userFactory } from '../../../factories/userFactory';
import { shopWorld } from '../../support/shopWorld';
import { actAs } from '../../../support/actAs';

afterEach(() => {
  vi.useRealTimers();
});

const customer = userFactory.build({ uid: 'ramesh' });
const DAY = 86_400_000;
const atta = productFactory.build({
  group: 'grocery',
  subgroup: 'atta',
  id: 'atta',
  name: 'Chakki Atta',
  nameHi: 'चक्की आटा',
  price: 21500,
  mrp: 24000,
  createdAt: 10 * DAY,
});
const rice = productFactory.build({
  group: 'grocery',
  subgroup: 'rice',
  id: 'rice',
  name: 'Basmati Rice',
  nameHi: 'बासमती चावल',
  price: 12000,
  mrp: 14000,
  createdAt: 30 * DAY,
});
const khal = productFactory.build({
  group: 'animal_feed',
  subgroup: 'oil_cake',
  id: 'khal',
  name: 'Sarson Khal',
  nameHi: 'सरसों खल',
  price: 3800,
  mrp: 3800,
  createdAt: 20 * DAY,
});
/** The biggest discount of all, but sold out: never an offer. */
const soldOut = productFactory.build({
  group: 'grocery',
  subgroup: 'atta',
  id: 'sold',
  name: 'Sold Out Atta',
  price: 100,
  mrp: 10000,
  available: 0,
  createdAt: 40 * DAY,
});
const groups = [
  { id: 'grocery', name: 'Grocery', nameHi: 'किराना' },
  { id: 'animal_feed', name: 'Animal Feed', nameHi: 'पशु आहार' },
];

async function openHome(products = [atta, rice, khal, soldOut]) {
  const world = shopWorld({ groups, products }, customer);
  const vm = world.container.get(HomeViewModel);
  actAs(world.container, customer);
  vm.mount();
  await vi.waitFor(() => expect(vm.status).toBe('ready'));
  return { world, vm };
}

describe('HomeViewModel', () => {
  it('loads the groups with their subgroups to browse', async () => {
    const { vm } = await openHome();
    expect(vm.groups.map((g) => g.id).sort()).toEqual(['animal_feed', 'grocery']);
    expect(
      vm
        .subgroupsOf('grocery')
        .map((s) => s.id)
        .sort(),
    ).toEqual(['atta', 'rice']);
    expect(vm.subgroupsOf('animal_feed').map((s) => s.id)).toEqual(['oil_cake']);
  });

  it('offers what is in stock below MRP, biggest discount first', async () => {
    const { vm } = await openHome();
    // Rice 14% off, atta 10% off; khal has no discount and the sold-out atta is left out.
    expect(vm.offers.map((p) => p.id)).toEqual(['rice', 'atta']);
  });

  it('shows new arrivals in stock, newest first, a row at most', async () => {
    const many = Array.from({ length: ROW_SIZE + 3 }, (_, i) => productFactory.build({ id: `p${i}`, createdAt: i * DAY }));
    const { vm } = await openHome([atta, rice, khal, soldOut, ...many]);
    expect(vm.newArrivals).toHaveLength(ROW_SIZE);
    expect(vm.newArrivals[0]?.id).toBe('rice');
    expect(vm.newArrivals.some((p) => p.id === 'sold')).toBe(false);
  });

  it.each([
    ['आटा', ['atta']],
    ['aata', ['atta']],
    ['chawal', ['rice']],
    ['khal', ['khal']],
  ])('finds %s in English, Hindi or Hinglish', async (query, ids) => {
    const { vm } = await openHome();
    vm.setQuery(query);
    await vm.search();
    expect(vm.results?.map((p) => p.id).filter((id) => id !== 'sold')).toEqual(ids);
  });

  it('searches once typing pauses, and clearing the box brings the home rows back', async () => {
    const { vm } = await openHome();
    vi.useFakeTimers();
    vm.setQuery('ch');
    vm.setQuery('chawal');
    expect(vm.results).toBeNull();
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(vm.results?.map((p) => p.id)).toEqual(['rice']));
    vm.setQuery('  ');
    expect(vm.results).toBeNull();
    expect(vm.searching).toBe(false);
  });

  it('finds nothing for a word the shop does not sell', async () => {
    const { vm } = await openHome();
    vm.setQuery('laptop');
    await vm.search();
    expect(vm.results).toEqual([]);
  });

  it('keeps the failure for the route to show the offline screen when the catalogue cannot load', async () => {
    const world = shopWorld({ groups, products: [atta] }, customer);
    const fault = new DataFaultError('network');
    world.db.failNext('products.listGroups', fault);
    const vm = world.container.get(HomeViewModel);
    vm.mount();
    await vi.waitFor(() => expect(vm.fault).toBe(fault));
  });

  it('draws its shelves without reading the whole catalogue, which only a search reads', async () => {
    const world = shopWorld({ groups, products: [atta, rice, khal, soldOut] }, customer);
    // A whole-catalogue read fails here: the home page must not need one to open.
    world.db.failNext('products.listAll', new DataFaultError('network'));
    const vm = world.container.get(HomeViewModel);
    actAs(world.container, customer);
    vm.mount();
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(vm.fault).toBeNull();
    expect(vm.offers.map((p) => p.id)).toEqual(['rice', 'atta']);
    vm.setQuery('chawal');
    await vm.search();
    expect(vm.searchError).toBe('common.network');
  });

  it('adds from a card and shows the stepper for it', async () => {
    const { vm, world } = await openHome();
    expect(await vm.cart.add(rice, '1kg')).toBe(true);
    expect((await world.cart()).items[cartLineKey('rice', '1kg')]?.qty).toBe(1);
    await vi.waitFor(() => expect(vm.cart.qtyOf(cartLineKey('rice', '1kg'))).toBe(1));
  });

  it('offers a sized product in its first size that is in stock', async () => {
    const sized = productFactory.build({
      id: 'sized',
      price: 1,
      mrp: 1,
      variants: {
        '5kg': variantFactory.build({ price: 500, mrp: 1000, available: 0 }),
        '10kg': variantFactory.build({ price: 900, mrp: 1000, available: 3 }),
      },
    });
    const { vm } = await openHome([sized]);
    expect(vm.offers.map((p) => p.id)).toEqual(['sized']);
  });

  describe('on a phone that kept the last rows', () => {
    it('draws the kept rows at once, before any read answers, then the fresh ones', async () => {
      const { world } = await openHome();
      await world.container.get(ProductRepositoryToken).save({ ...rice, price: 11000 });
      const vm = world.container.get(HomeViewModel);
      vm.mount();
      expect(vm.status).toBe('ready');
      expect(vm.offers.map((p) => [p.id, p.price])).toEqual([
        ['rice', 12000],
        ['atta', 21500],
      ]);
      expect(
        vm
          .subgroupsOf('grocery')
          .map((s) => s.id)
          .sort(),
      ).toEqual(['atta', 'rice']);
      await vi.waitFor(() => expect(vm.offers.find((p) => p.id === 'rice')?.price).toBe(11000));
    });

    it('leaves the kept rows in place when the fresh ones are the same, so the page is not drawn again', async () => {
      const { world } = await openHome();
      const vm = world.container.get(HomeViewModel);
      const loading = vm.load();
      const kept = { offers: vm.offers, groups: vm.groups, newArrivals: vm.newArrivals };
      await loading;
      expect(vm.offers).toBe(kept.offers);
      expect(vm.groups).toBe(kept.groups);
      expect(vm.newArrivals).toBe(kept.newArrivals);
    });

    it('still hands a failed read to the route (offline or connection screen) after drawing the kept rows', async () => {
      const { world } = await openHome();
      const fault = new DataFaultError('network');
      world.db.failNext('products.listGroups', fault);
      const vm = world.container.get(HomeViewModel);
      const loading = vm.load();
      expect(vm.offers.map((p) => p.id)).toEqual(['rice', 'atta']);
      await loading;
      expect(vm.fault).toBe(fault);
    });
  });
});
