import { webStoredValues } from './webStoredValues';
import { doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { ProductPage, ProductRepository } from '../../application/ports/ProductRepository';
import type { HomeShelves } from '../../domain/catalog/homeShelves';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import { catalogEntryToDoc } from './converters/catalogEntryToDoc';
import { productFromDoc } from './converters/productFromDoc';
import { productPath } from './converters/productPath';
import { productToDoc } from './converters/productToDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeDoc } from './observeSnapshot';
import { ProductReads } from './ProductReads';

/** Products at store/{store}/groups/{group}/subgroups/{subgroup}/products/{id}. */
export class FirestoreProductRepository implements ProductRepository {
  private readonly reads: ProductReads;

  constructor(
    private readonly db: Firestore,
    private readonly store: string,
  ) {
    this.reads = new ProductReads(fullReadSdk, db, store);
  }

  get(ref: ProductRef): Promise<Product | null> {
    return this.reads.get(ref);
  }

  listGroups(): Promise<Group[]> {
    return this.reads.listGroups();
  }

  listSubgroups(group: string): Promise<Subgroup[]> {
    return this.reads.listSubgroups(group);
  }

  listAllSubgroups(): Promise<Subgroup[]> {
    return this.reads.listAllSubgroups();
  }

  listProducts(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage> {
    return this.reads.listProducts(group, subgroup, limit, cursor);
  }

  listAll(): Promise<Product[]> {
    return this.reads.listAll();
  }

  listHomeShelves(size: number): Promise<HomeShelves> {
    return this.reads.listHomeShelves(size);
  }

  listNewestInSubgroup(group: string, subgroup: string, limit: number): Promise<Product[]> {
    return this.reads.listNewestInSubgroup(group, subgroup, limit);
  }

  save(product: Product, names?: { group?: Group; subgroup?: Subgroup }): Promise<void> {
    return firestoreCall(async () => {
      const groupDoc = doc(this.db, 'store', this.store, 'groups', product.group);
      const subgroupDoc = doc(groupDoc, 'subgroups', product.subgroup);
      const [groupSnap, subgroupSnap] = await Promise.all([getDoc(groupDoc), getDoc(subgroupDoc)]);
      const batch = writeBatch(this.db);
      if (!groupSnap.exists()) {
        batch.set(groupDoc, catalogEntryToDoc(names?.group ?? { id: product.group, name: product.group }));
      }
      if (!subgroupSnap.exists()) {
        const subgroup = names?.subgroup ?? { group: product.group, id: product.subgroup, name: product.subgroup };
        batch.set(subgroupDoc, catalogEntryToDoc(subgroup));
      }
      // A full set: a variant the admin removed must not survive as a merge would keep it.
      batch.set(this.productDoc(product), productToDoc(product, webStoredValues, this.store));
      await batch.commit();
    });
  }

  observe(ref: ProductRef, listener: (product: Product | null) => void): () => void {
    return observeDoc(this.productDoc(ref), (snap) => (snap.exists() ? productFromDoc(ref, snap.data()) : null), listener);
  }

  private productDoc(ref: ProductRef) {
    return doc(this.db, productPath(this.store, ref));
  }
}
