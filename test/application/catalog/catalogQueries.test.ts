import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { GetProduct } from '../../../src/application/catalog/GetProduct';
import { GetRelatedProducts } from '../../../src/application/catalog/GetRelatedProducts';
import { ListAllProducts } from '../../../src/application/catalog/ListAllProducts';
import { ListGroups } from '../../../src/application/catalog/ListGroups';
import { ListSubgroupProducts } from '../../../src/application/catalog/ListSubgroupProducts';
import { ListSubgroups } from '../../../src/application/catalog/ListSubgroups';
import { ObserveProduct } from '../../../src/application/catalog/ObserveProduct';
import { SearchProducts } from '../../../src/application/catalog/SearchProducts';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import type { Product } from '../../../src/domain/catalog/Product';
import { productFactory } from '../../factories/productFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, seedCommerce } from '../../support/seedCommerce';

describe('catalogue queries', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
  });

  it('lists groups and a group’s subgroups by name', async () => {
    seedCommerce(container, {
      groups: [
        { id: 'grocery', name: 'Grocery', nameHi: 'किराना' },
        { id: 'animal-feed', name: 'Animal Feed', nameHi: 'पशु आहार' },
      ],
      subgroups: [
        { group: 'grocery', id: 'rice', name: 'Rice' },
        { group: 'grocery', id: 'flour', name: 'Flour' },
        { group: 'animal-feed', id: 'bran', name: 'Bran' },
      ],
    });
    expect((await container.get(ListGroups).execute()).map((g) => g.name)).toEqual(['Animal Feed', 'Grocery']);
    expect((await container.get(ListSubgroups).execute('grocery')).map((s) => s.id)).toEqual(['flour', 'rice']);
  });

  it('answers two asks for the groups made while one read is on its way with that read; a later ask reads again', async () => {
    seedCommerce(container, { groups: [{ id: 'grocery', name: 'Grocery', nameHi: 'किराना' }] });
    const groups = container.get(ListGroups);
    const [first, second] = await Promise.all([groups.execute(), groups.execute()]);
    expect(second).toBe(first);
    seedCommerce(container, { groups: [{ id: 'animal-feed', name: 'Animal Feed', nameHi: 'पशु आहार' }] });
    expect((await groups.execute()).map((g) => g.name)).toEqual(['Animal Feed', 'Grocery']);
  });

  it('pages a subgroup’s products with a cursor', async () => {
    seedCommerce(container, {
      products: ['Moong', 'Arhar', 'Chana'].map((name, i) => productFactory.build({ subgroup: 'pulses', id: `d${i}`, name })),
    });
    const list = container.get(ListSubgroupProducts);
    const first = await list.execute('grocery', 'pulses', 2);
    expect(first.products.map((p) => p.name)).toEqual(['Arhar', 'Chana']);
    const second = await list.execute('grocery', 'pulses', 2, first.nextCursor);
    expect(second).toMatchObject({ products: [{ name: 'Moong' }], nextCursor: null });
  });

  it('gets a product by reference, or null when it does not exist', async () => {
    const p = productFactory.build();
    seedCommerce(container, { products: [p] });
    expect(await container.get(GetProduct).execute(p)).toEqual(p);
    expect(await container.get(GetProduct).execute({ ...p, id: 'missing' })).toBeNull();
  });

  it('related: the subgroup’s 6 newest without the current one, 4 shown', async () => {
    const products = Array.from({ length: 8 }, (_, i) => productFactory.build({ subgroup: 'oil', id: `oil-${i}`, createdAt: 1000 + i }));
    seedCommerce(container, { products: [...products, productFactory.build({ subgroup: 'ghee', id: 'ghee', createdAt: 9999 })] });
    const related = container.get(GetRelatedProducts);
    expect((await related.execute(products[6]!)).map((p) => p.id)).toEqual(['oil-7', 'oil-5', 'oil-4', 'oil-3']);
    // When the current product is not among the 6 newest, still only 4 are shown.
    expect((await related.execute(products[0]!)).map((p) => p.id)).toEqual(['oil-7', 'oil-6', 'oil-5', 'oil-4']);
  });

  it('searches English, Hindi and Hinglish names, and sees new products after a few minutes', async () => {
    seedCommerce(container, {
      products: [
        productFactory.build({ id: 'rice', subgroup: 'rice', name: 'Basmati Rice', nameHi: 'बासमती चावल' }),
        productFactory.build({ id: 'atta', name: 'Chakki Atta', nameHi: 'चक्की आटा' }),
      ],
    });
    const search = container.get(SearchProducts);
    expect((await search.execute('chawal')).map((p) => p.id)).toEqual(['rice']);
    expect((await search.execute('आटा')).map((p) => p.id)).toEqual(['atta']);
    expect(await search.execute('  ')).toEqual([]);
    await container.get(ProductRepositoryToken).save(productFactory.build({ id: 'rice2', name: 'Sona Masoori Rice' }));
    expect((await search.execute('rice')).map((p) => p.id)).toEqual(['rice']);
    clockOf(container).advance(5 * 60 * 1000 + 1);
    expect((await search.execute('rice')).map((p) => p.id).sort()).toEqual(['rice', 'rice2']);
  });

  it('lists every product for the admin views', async () => {
    seedCommerce(container, { products: productFactory.buildList(3) });
    expect(await container.get(ListAllProducts).execute()).toHaveLength(3);
  });

  it('observes a product live until unsubscribed', async () => {
    const p = productFactory.build({ available: 5 });
    seedCommerce(container, { products: [p] });
    const seen: (Product | null)[] = [];
    const stop = container.get(ObserveProduct).execute(p, (x) => seen.push(x));
    await container.get(ProductRepositoryToken).save({ ...p, available: 4 });
    stop();
    await container.get(ProductRepositoryToken).save({ ...p, available: 3 });
    expect(seen.map((x) => x?.available)).toEqual([5, 4]);
  });
});
