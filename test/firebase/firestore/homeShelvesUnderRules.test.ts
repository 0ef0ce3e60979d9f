import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { ListGroups } from '../../../src/application/catalog/ListGroups';
import { ListGroupsWithSubgroups } from '../../../src/application/catalog/ListGroupsWithSubgroups';
import type { Product } from '../../../src/domain/catalog/Product';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { createFirestoreAdapters } from '../../../src/infrastructure/firebase/createFirestoreAdapters';
import { InMemoryKeptReads } from '../../../src/infrastructure/memory/InMemoryKeptReads';
import { adminStoredValues } from '../../../functions/src/admin/adminStoredValues';
import { productFactory } from '../../factories/productFactory';
import { adminFirestore, closeAdminApps } from '../support/adminFirestore';
import { describeWithFirestore } from '../support/emulatorHosts';
import { clearFirestore, closeFirestores, firestoreAs, type Caller } from '../support/firestoreAs';
import { CALLERS } from '../support/shopFixtures';
import { withShopRules } from '../support/withShopRules';

/**
 * The home page's shelves in Firebase mode are two collection-group queries on the stored shelf
 * facts. A project may hold a second store's catalogue (setup:firebase writes one per store id), and
 * the 'products' group holds both: each store's shelves must show its own products only, and every
 * signed-in shopper may read them under firestore.rules.
 */
const PROJECT = 'demo-shop-home-shelves';

const shelvesOf = (caller: Caller, store: string) => createFirestoreAdapters(firestoreAs(PROJECT, caller), store).products;

async function seed(store: string, products: readonly Product[]): Promise<void> {
  const db = adminFirestore(PROJECT);
  const batch = db.batch();
  for (const p of products) batch.set(db.doc(productPath(store, p)), productToDoc(p, adminStoredValues, store));
  await batch.commit();
}

describeWithFirestore('the home shelves under firestore.rules')('the home shelves under firestore.rules', () => {
  withShopRules(PROJECT);

  beforeEach(async () => {
    await clearFirestore(PROJECT);
    // The branch's products are newer and cheaper than any of the main store's: a query that is not
    // kept to its store fills the main store's shelves with them.
    await seed('main', [
      productFactory.build({ id: 'atta', price: 5000, mrp: 6000, createdAt: 1000 }),
      productFactory.build({ id: 'dal', price: 9000, mrp: 10000, createdAt: 2000 }),
    ]);
    await seed(
      'branch',
      Array.from({ length: 4 }, (_, i) => productFactory.build({ id: `branch-${i}`, price: 1000, mrp: 10000, createdAt: 9000 + i })),
    );
  });

  afterEach(async () => {
    await closeFirestores();
  });

  afterAll(async () => {
    await closeAdminApps();
  });

  it("shows each store's own products only, to any signed-in shopper", async () => {
    const main = shelvesOf(CALLERS.alice, 'main');
    const ids = (products: Product[]) => products.map((p) => p.id);
    const mainShelves = await main.listHomeShelves(2);
    expect(ids(mainShelves.offers)).toEqual(['atta', 'dal']);
    expect(ids(mainShelves.newArrivals)).toEqual(['dal', 'atta']);
    const branch = shelvesOf(CALLERS.bobby, 'branch');
    expect(ids((await branch.listHomeShelves(10)).offers).sort()).toEqual(['branch-0', 'branch-1', 'branch-2', 'branch-3']);
    expect(ids((await branch.listHomeShelves(2)).newArrivals)).toEqual(['branch-3', 'branch-2']);
  });

  it("lists each store's own subgroups in one read, to any signed-in shopper", async () => {
    const db = adminFirestore(PROJECT);
    await db.doc('store/main/groups/grocery/subgroups/flour').set({ name: 'Flour' });
    await db.doc('store/branch/groups/grocery/subgroups/rice').set({ name: 'Rice' });
    expect(await shelvesOf(CALLERS.alice, 'main').listAllSubgroups()).toEqual([{ group: 'grocery', id: 'flour', name: 'Flour' }]);
    expect(await shelvesOf(CALLERS.bobby, 'branch').listAllSubgroups()).toEqual([{ group: 'grocery', id: 'rice', name: 'Rice' }]);
    await expect(shelvesOf(CALLERS.signedOut, 'main').listAllSubgroups()).rejects.toMatchObject({ kind: 'permission' });
  });

  it("names the subgroups of a group with no entries of its own (the old app's data) after its products", async () => {
    const db = adminFirestore(PROJECT);
    await db.doc('store/main/groups/grocery').set({ name: 'Grocery' });
    await db.doc('store/main/groups/grocery/subgroups/flour').set({ name: 'Flour' });
    await db.doc('store/main/groups/old').set({ name: 'Old shelf' });
    await seed('main', [productFactory.build({ group: 'old', subgroup: 'loose-dal', id: 'dal-1' })]);
    const products = shelvesOf(CALLERS.alice, 'main');
    const kept = new InMemoryKeptReads();
    const browsing = await new ListGroupsWithSubgroups(new ListGroups(products, kept), products, kept).execute();
    expect(browsing.subgroups).toEqual([
      { group: 'grocery', id: 'flour', name: 'Flour' },
      { group: 'old', id: 'loose-dal', name: 'loose-dal' },
    ]);
  });

  it('refuses someone signed out or anonymous, as the rest of the catalogue', async () => {
    await expect(shelvesOf(CALLERS.signedOut, 'main').listHomeShelves(10)).rejects.toMatchObject({ kind: 'permission' });
    await expect(shelvesOf(CALLERS.anonymous, 'main').listHomeShelves(10)).rejects.toMatchObject({ kind: 'permission' });
  });
});
