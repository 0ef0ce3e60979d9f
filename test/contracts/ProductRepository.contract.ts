import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalog/Product';
import { productFactory, sizedProductFactory } from '../factories/productFactory';
import { variantFactory } from '../factories/variantFactory';
import type { ContractAdapters, ContractAdaptersFactory } from './ContractAdapters';
import { liveValues } from './liveValues';

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** ProductRepository behaviour every backend must show, using port methods only. */
export function productRepositoryContract(name: string, make: ContractAdaptersFactory): void {
  describe(`ProductRepository contract (${name})`, () => {
    let a: ContractAdapters;
    beforeEach(async () => {
      a = await make();
    });
    afterEach(async () => {
      await a.dispose();
    });

    it('get answers null for a product that was never saved', async () => {
      expect(await a.products.get({ group: 'grocery', subgroup: 'flour', id: 'nope' })).toBeNull();
    });

    it('saves and reads back a product with its sizes, and save replaces', async () => {
      const p = sizedProductFactory.build({ group: 'grocery', subgroup: 'flour', id: 'atta', nameHi: 'आटा' });
      await a.products.save(p);
      expect(await a.products.get(p)).toEqual(p);
      const changed: Product = { ...p, name: 'Atta (new pack)', price: 4700 };
      await a.products.save(changed);
      expect(await a.products.get(p)).toEqual(changed);
    });

    it('what a caller holds is a copy: changing it does not change the store', async () => {
      const p = productFactory.build({ id: 'copy' });
      await a.products.save(p);
      const read = await a.products.get(p);
      read!.available = 999;
      p.available = 998;
      expect((await a.products.get(p))!.available).toBe(20);
    });

    it('saving creates the group and subgroup entries, with names when given', async () => {
      await a.products.save(productFactory.build({ group: 'animal-feed', subgroup: 'oil-cake', id: 'khal' }), {
        group: { id: 'animal-feed', name: 'Animal Feed', nameHi: 'पशु आहार' },
        subgroup: { group: 'animal-feed', id: 'oil-cake', name: 'Oil Cake' },
      });
      await a.products.save(productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'atta' }));
      const groups = await a.products.listGroups();
      expect(groups.map((g) => g.id).sort()).toEqual(['animal-feed', 'grocery']);
      expect(groups.find((g) => g.id === 'animal-feed')).toMatchObject({ name: 'Animal Feed', nameHi: 'पशु आहार' });
      expect(await a.products.listSubgroups('animal-feed')).toEqual([{ group: 'animal-feed', id: 'oil-cake', name: 'Oil Cake' }]);
      expect((await a.products.listSubgroups('grocery')).map((s) => s.id)).toEqual(['flour']);
    });

    it("lists every group's subgroup entries in one read, by name within each group", async () => {
      await a.products.save(productFactory.build({ group: 'grocery', subgroup: 'rice', id: 'r1' }), {
        subgroup: { group: 'grocery', id: 'rice', name: 'Rice' },
      });
      await a.products.save(productFactory.build({ group: 'grocery', subgroup: 'atta', id: 'a1' }), {
        subgroup: { group: 'grocery', id: 'atta', name: 'Atta', nameHi: 'आटा' },
      });
      await a.products.save(productFactory.build({ group: 'animal-feed', subgroup: 'khal', id: 'k1' }), {
        subgroup: { group: 'animal-feed', id: 'khal', name: 'Khal' },
      });
      expect(await a.products.listAllSubgroups()).toEqual([
        { group: 'animal-feed', id: 'khal', name: 'Khal' },
        { group: 'grocery', id: 'atta', name: 'Atta', nameHi: 'आटा' },
        { group: 'grocery', id: 'rice', name: 'Rice' },
      ]);
    });

    it('pages a subgroup by name, each product exactly once, ending with a null cursor', async () => {
      const names = ['Moong Dal', 'Arhar Dal', 'Chana Dal', 'Masoor Dal', 'Urad Dal'];
      for (const [i, n] of names.entries()) await a.products.save(productFactory.build({ subgroup: 'pulses', id: `dal-${i}`, name: n }));
      await a.products.save(productFactory.build({ subgroup: 'rice', id: 'rice-1', name: 'Basmati' }));
      const first = await a.products.listProducts('grocery', 'pulses', 2);
      expect(first.products.map((p) => p.name)).toEqual(['Arhar Dal', 'Chana Dal']);
      expect(first.nextCursor).not.toBeNull();
      const second = await a.products.listProducts('grocery', 'pulses', 2, first.nextCursor);
      expect(second.products.map((p) => p.name)).toEqual(['Masoor Dal', 'Moong Dal']);
      const third = await a.products.listProducts('grocery', 'pulses', 2, second.nextCursor);
      expect(third.products.map((p) => p.name)).toEqual(['Urad Dal']);
      expect(third.nextCursor).toBeNull();
      const all = await a.products.listProducts('grocery', 'pulses', 10);
      expect(all.products).toHaveLength(5);
      expect(all.nextCursor).toBeNull();
    });

    it('lists the newest products of a subgroup first, up to the limit', async () => {
      for (let i = 0; i < 8; i += 1) await a.products.save(productFactory.build({ subgroup: 'oil', id: `oil-${i}`, createdAt: 1000 + i }));
      await a.products.save(productFactory.build({ subgroup: 'ghee', id: 'ghee-new', createdAt: 9999 }));
      const newest = await a.products.listNewestInSubgroup('grocery', 'oil', 6);
      expect(newest.map((p) => p.id)).toEqual(['oil-7', 'oil-6', 'oil-5', 'oil-4', 'oil-3', 'oil-2']);
    });

    it('lists every product of the store', async () => {
      await a.products.save(productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'a1' }));
      await a.products.save(productFactory.build({ group: 'animal-feed', subgroup: 'bran', id: 'b1' }));
      expect((await a.products.listAll()).map((p) => p.id).sort()).toEqual(['a1', 'b1']);
    });

    it('the offers shelf: in stock below MRP, the biggest discount of the size a card offers first, up to the limit', async () => {
      const at = (price: number, mrp: number, extra: Partial<Product> = {}) => productFactory.build({ price, mrp, ...extra });
      await a.products.save(at(9000, 10000, { id: 'ten-off', name: 'Moong Dal' }));
      await a.products.save(at(7500, 10000, { id: 'quarter-off', subgroup: 'rice', name: 'Basmati' }));
      await a.products.save(at(9000, 10000, { id: 'ten-off-too', group: 'animal-feed', subgroup: 'bran', name: 'Gehun Chokar' }));
      await a.products.save(at(10000, 10000, { id: 'full-price' }));
      await a.products.save(at(5000, 10000, { id: 'sold-out', available: 0 }));
      // Its first size is half off but sold out: the card offers the second, 20% off.
      const sized = productFactory.build({
        id: 'sized',
        variants: {
          '1kg': variantFactory.build({ price: 500, mrp: 1000, available: 0 }),
          '5kg': variantFactory.build({ price: 800, mrp: 1000, available: 3 }),
        },
      });
      await a.products.save(sized);
      const ids = async (size: number) => (await a.products.listHomeShelves(size)).offers.map((p) => p.id);
      expect(await ids(10)).toEqual(['quarter-off', 'sized', 'ten-off-too', 'ten-off']);
      expect(await ids(2)).toEqual(['quarter-off', 'sized']);
      expect((await a.products.listHomeShelves(1)).offers).toEqual([
        await a.products.get({ group: 'grocery', subgroup: 'rice', id: 'quarter-off' }),
      ]);
    });

    it('the new arrivals shelf: in stock, the newest first, up to the limit', async () => {
      for (let i = 0; i < 5; i += 1) {
        await a.products.save(productFactory.build({ id: `new-${i}`, subgroup: i % 2 ? 'rice' : 'flour', createdAt: 1000 + i }));
      }
      await a.products.save(productFactory.build({ id: 'newest-sold-out', createdAt: 9000, available: 0 }));
      expect((await a.products.listHomeShelves(3)).newArrivals.map((p) => p.id)).toEqual(['new-4', 'new-3', 'new-2']);
      expect((await a.products.listHomeShelves(10)).newArrivals.map((p) => p.id)).toEqual(['new-4', 'new-3', 'new-2', 'new-1', 'new-0']);
    });

    it('a restock puts a sold-out product on both shelves, selling the last takes it off, a price at MRP ends its offer', async () => {
      const p = productFactory.build({ id: 'back-in', available: 0, createdAt: 5000 });
      const sized = sizedProductFactory.build({ id: 'sizes', createdAt: 4000 });
      sized.variants['1kg']!.available = 0;
      sized.variants['5kg']!.available = 0;
      await a.products.save(p);
      await a.products.save(sized);
      const shelves = async () => {
        const { offers, newArrivals } = await a.products.listHomeShelves(10);
        return { offers: offers.map((x) => x.id), newArrivals: newArrivals.map((x) => x.id) };
      };
      expect(await shelves()).toEqual({ offers: [], newArrivals: [] });
      await a.unitOfWork.run(async (tx) => {
        await tx.getProduct(p);
        await tx.getProduct(sized);
        tx.setStock(p, null, 4, 6000);
        tx.setStock(sized, '5kg', 2, 6000);
      });
      // 17% off the plain product; the sized one offers its 5kg now, 13% off.
      expect(await shelves()).toEqual({ offers: ['back-in', 'sizes'], newArrivals: ['back-in', 'sizes'] });
      await a.unitOfWork.run(async (tx) => {
        await tx.getProduct(sized);
        tx.setStock(sized, '5kg', 0, 7000);
      });
      expect(await shelves()).toEqual({ offers: ['back-in'], newArrivals: ['back-in'] });
      await a.products.save({ ...(await a.products.get(p))!, price: p.mrp });
      expect(await shelves()).toEqual({ offers: [], newArrivals: ['back-in'] });
    });

    it('observe gives the current product, then every change, stock set by a unit of work too; nothing after unsubscribe', async () => {
      const p = productFactory.build({ id: 'live', available: 5 });
      await a.products.save(p);
      const live = liveValues<Product | null>((l) => a.products.observe(p, l));
      await live.until((v) => v?.available === 5);
      await a.unitOfWork.run(async (tx) => {
        await tx.getProduct(p);
        tx.setStock(p, null, 3, 2000);
      });
      expect(await live.until((v) => v?.available === 3)).toMatchObject({ available: 3, updatedAt: 2000 });
      await a.products.save({ ...p, available: 7 });
      await live.until((v) => v?.available === 7);
      live.unsubscribe();
      const seen = live.values.length;
      await a.products.save({ ...p, available: 9 });
      await settle();
      expect(live.values).toHaveLength(seen);
    });

    it('observe reports null for a product that does not exist', async () => {
      const live = liveValues<Product | null>((l) => a.products.observe({ group: 'g', subgroup: 's', id: 'none' }, l));
      expect(await live.until((v) => v === null)).toBeNull();
      live.unsubscribe();
    });
  });
}
