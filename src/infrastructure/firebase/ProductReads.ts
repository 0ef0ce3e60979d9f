import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase/firestore';
import type { ProductPage, ProductRepository } from '../../application/ports/ProductRepository';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import { groupFromDoc } from './converters/groupFromDoc';
import { parseProductPath } from './converters/parseProductPath';
import { productFromDoc } from './converters/productFromDoc';
import { productPath } from './converters/productPath';
import { SHELVES } from './converters/productToDoc';
import { subgroupFromDoc } from './converters/subgroupFromDoc';
import { firestoreCall } from './firestoreCall';
import type { FirestoreReadSdk } from './FirestoreReadSdk';
import { compareNames } from '../../domain/shared/compareNames';
import { compareSubgroups } from '../../domain/catalog/compareSubgroups';
import { newArrivalsShelf, offersShelf, type HomeShelves } from '../../domain/catalog/homeShelves';

export type ProductReadMethods =
  'get' | 'listGroups' | 'listSubgroups' | 'listAllSubgroups' | 'listProducts' | 'listAll' | 'listHomeShelves' | 'listNewestInSubgroup';

const byName = <T extends { name: string }>(a: T, b: T): number => compareNames(a.name, b.name);

/** The one-shot catalogue reads of ProductRepository, over either Firestore SDK (see FirestoreReadSdk). */
export class ProductReads implements Pick<ProductRepository, ProductReadMethods> {
  constructor(
    private readonly sdk: FirestoreReadSdk,
    private readonly db: Firestore,
    private readonly store: string,
  ) {}

  get(ref: ProductRef): Promise<Product | null> {
    return firestoreCall(async () => {
      const snap: DocumentSnapshot = await this.sdk.getDoc(this.sdk.doc(this.db, productPath(this.store, ref)));
      return snap.exists() ? productFromDoc(ref, snap.data()) : null;
    });
  }

  listGroups(): Promise<Group[]> {
    return firestoreCall(async () => {
      const snap = await this.sdk.getDocs(this.sdk.collection(this.db, 'store', this.store, 'groups'));
      if (!snap.empty) return snap.docs.map((d) => groupFromDoc(d.id, d.data())).sort(byName);
      // A store whose data predates group documents still has its products: name groups after them.
      const ids = new Set((await this.readAll()).map((p) => p.group));
      return [...ids].map((id) => groupFromDoc(id, {})).sort(byName);
    });
  }

  listSubgroups(group: string): Promise<Subgroup[]> {
    return firestoreCall(async () => {
      const snap = await this.sdk.getDocs(this.sdk.collection(this.db, 'store', this.store, 'groups', group, 'subgroups'));
      if (!snap.empty) return snap.docs.map((d) => subgroupFromDoc(group, d.id, d.data())).sort(byName);
      const ids = new Set((await this.readAll()).filter((p) => p.group === group).map((p) => p.subgroup));
      return [...ids].map((id) => subgroupFromDoc(group, id, {})).sort(byName);
    });
  }

  listAllSubgroups(): Promise<Subgroup[]> {
    return firestoreCall(async () => {
      // One collection-group read; another store's entries (store/{other}/groups/...) are left out.
      const snap = await this.sdk.getDocs(this.sdk.collectionGroup(this.db, 'subgroups'));
      return snap.docs
        .flatMap((d) => {
          const group = d.ref.parent.parent;
          return group && group.parent.parent?.id === this.store && group.parent.parent.parent.id === 'store'
            ? [subgroupFromDoc(group.id, d.id, d.data())]
            : [];
        })
        .sort(compareSubgroups);
    });
  }

  listProducts(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage> {
    const { sdk } = this;
    return firestoreCall(async () => {
      // Name then document id: a stable order even when two products share a name.
      const after = cursor ? (JSON.parse(cursor) as [string, string]) : null;
      const q = sdk.query(
        this.productsOf(group, subgroup),
        sdk.orderBy('name'),
        sdk.orderBy(sdk.documentId()),
        ...(after ? [sdk.startAfter(after[0], after[1])] : []),
        sdk.limit(limit + 1),
      );
      const docs = (await sdk.getDocs(q)).docs;
      const products = docs.slice(0, limit).map((d) => productFromDoc({ group, subgroup, id: d.id }, d.data()));
      const last = products[products.length - 1];
      return { products, nextCursor: docs.length > limit && last ? JSON.stringify([last.name, last.id]) : null };
    });
  }

  listAll(): Promise<Product[]> {
    return firestoreCall(() => this.readAll());
  }

  /**
   * Two queries of the stored shelf facts (productToDoc), `size` documents each, not the catalogue,
   * so the home page's read stays the same size however many products the store has. Equal
   * discounts come in Firestore's name order (by character code) and are then put in the shop's own.
   * Each answer is checked again against the products themselves, so a fact stored wrong can hide a
   * product from a shelf but never put a sold-out one on it.
   */
  listHomeShelves(size: number): Promise<HomeShelves> {
    const { sdk } = this;
    const ofStore = [sdk.collectionGroup(this.db, 'products'), sdk.where(SHELVES.store, '==', this.store)] as const;
    const offers = sdk.query(
      ...ofStore,
      sdk.where(SHELVES.offer, '>', 0),
      sdk.orderBy(SHELVES.offer, 'desc'),
      sdk.orderBy('name'),
      sdk.limit(size),
    );
    const newest = sdk.query(...ofStore, sdk.where(SHELVES.inStock, '==', true), sdk.orderBy('createdAt', 'desc'), sdk.limit(size));
    return firestoreCall(async () => {
      const [onOffer, arrived] = await Promise.all([sdk.getDocs(offers), sdk.getDocs(newest)]);
      return {
        offers: offersShelf(this.ofThisStore(onOffer.docs), size),
        newArrivals: newArrivalsShelf(this.ofThisStore(arrived.docs), size),
      };
    });
  }

  listNewestInSubgroup(group: string, subgroup: string, limit: number): Promise<Product[]> {
    const { sdk } = this;
    return firestoreCall(async () => {
      const q = sdk.query(this.productsOf(group, subgroup), sdk.orderBy('createdAt', 'desc'), sdk.limit(limit));
      return (await sdk.getDocs(q)).docs.map((d) => productFromDoc({ group, subgroup, id: d.id }, d.data()));
    });
  }

  private async readAll(): Promise<Product[]> {
    // One collection-group read instead of walking every group and subgroup.
    return this.ofThisStore((await this.sdk.getDocs(this.sdk.collectionGroup(this.db, 'products'))).docs);
  }

  /** The products of a collection-group answer, without another store's (an older app's ids). */
  private ofThisStore(docs: readonly QueryDocumentSnapshot[]): Product[] {
    return docs.flatMap((d) => {
      const at = parseProductPath(d.ref.path);
      return at && at.store === this.store ? [productFromDoc(at.ref, d.data())] : [];
    });
  }

  private productsOf(group: string, subgroup: string) {
    return this.sdk.collection(this.db, 'store', this.store, 'groups', group, 'subgroups', subgroup, 'products');
  }
}
