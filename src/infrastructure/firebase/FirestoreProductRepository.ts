import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit as limitTo,
  orderBy,
  query,
  startAfter,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import type { ProductPage, ProductRepository } from '../../application/ports/ProductRepository';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import { catalogEntryToDoc } from './converters/catalogEntryToDoc';
import { groupFromDoc } from './converters/groupFromDoc';
import { parseProductPath } from './converters/parseProductPath';
import { productFromDoc } from './converters/productFromDoc';
import { productPath } from './converters/productPath';
import { productToDoc } from './converters/productToDoc';
import { subgroupFromDoc } from './converters/subgroupFromDoc';
import { firestoreCall } from './firestoreCall';
import { observeDoc } from './observeSnapshot';

const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name);

/** Products at store/{store}/groups/{group}/subgroups/{subgroup}/products/{id}. */
export class FirestoreProductRepository implements ProductRepository {
  constructor(
    private readonly db: Firestore,
    private readonly store: string,
  ) {}

  get(ref: ProductRef): Promise<Product | null> {
    return firestoreCall(async () => this.fromSnap(ref, await getDoc(this.productDoc(ref))));
  }

  listGroups(): Promise<Group[]> {
    return firestoreCall(async () => {
      const snap = await getDocs(collection(this.db, 'store', this.store, 'groups'));
      if (!snap.empty) return snap.docs.map((d) => groupFromDoc(d.id, d.data())).sort(byName);
      // A store whose data predates group documents still has its products: name groups after them.
      const ids = new Set((await this.listAllUnguarded()).map((p) => p.group));
      return [...ids].map((id) => groupFromDoc(id, {})).sort(byName);
    });
  }

  listSubgroups(group: string): Promise<Subgroup[]> {
    return firestoreCall(async () => {
      const snap = await getDocs(collection(this.db, 'store', this.store, 'groups', group, 'subgroups'));
      if (!snap.empty) return snap.docs.map((d) => subgroupFromDoc(group, d.id, d.data())).sort(byName);
      const ids = new Set((await this.listAllUnguarded()).filter((p) => p.group === group).map((p) => p.subgroup));
      return [...ids].map((id) => subgroupFromDoc(group, id, {})).sort(byName);
    });
  }

  listProducts(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage> {
    return firestoreCall(async () => {
      // Name then document id: a stable order even when two products share a name.
      const after = cursor ? (JSON.parse(cursor) as [string, string]) : null;
      const q = query(
        this.productsOf(group, subgroup),
        orderBy('name'),
        orderBy(documentId()),
        ...(after ? [startAfter(after[0], after[1])] : []),
        limitTo(limit + 1),
      );
      const docs = (await getDocs(q)).docs;
      const page = docs.slice(0, limit);
      const products = page.map((d) => productFromDoc({ group, subgroup, id: d.id }, d.data()));
      const last = products[products.length - 1];
      return { products, nextCursor: docs.length > limit && last ? JSON.stringify([last.name, last.id]) : null };
    });
  }

  listAll(): Promise<Product[]> {
    return firestoreCall(() => this.listAllUnguarded());
  }

  listNewestInSubgroup(group: string, subgroup: string, limit: number): Promise<Product[]> {
    return firestoreCall(async () => {
      const q = query(this.productsOf(group, subgroup), orderBy('createdAt', 'desc'), limitTo(limit));
      return (await getDocs(q)).docs.map((d) => productFromDoc({ group, subgroup, id: d.id }, d.data()));
    });
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
      batch.set(this.productDoc(product), productToDoc(product));
      await batch.commit();
    });
  }

  observe(ref: ProductRef, listener: (product: Product | null) => void): () => void {
    return observeDoc(this.productDoc(ref), (snap) => this.fromSnap(ref, snap), listener);
  }

  private async listAllUnguarded(): Promise<Product[]> {
    // One collection-group read instead of walking every group and subgroup; other stores filtered out.
    const snap = await getDocs(collectionGroup(this.db, 'products'));
    return snap.docs.flatMap((d) => {
      const at = parseProductPath(d.ref.path);
      return at && at.store === this.store ? [productFromDoc(at.ref, d.data())] : [];
    });
  }

  private fromSnap(ref: ProductRef, snap: DocumentSnapshot): Product | null {
    return snap.exists() ? productFromDoc(ref, snap.data()) : null;
  }

  private productDoc(ref: ProductRef) {
    return doc(this.db, productPath(this.store, ref));
  }

  private productsOf(group: string, subgroup: string) {
    return collection(this.db, 'store', this.store, 'groups', group, 'subgroups', subgroup, 'products');
  }
}
