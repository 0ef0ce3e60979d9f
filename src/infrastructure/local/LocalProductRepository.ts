import { Dexie } from 'dexie';
import type { ProductPage, ProductRepository } from '../../application/ports/ProductRepository';
import { compareSubgroups } from '../../domain/catalog/compareSubgroups';
import { homeShelves, type HomeShelves } from '../../domain/catalog/homeShelves';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import type { LocalDatabase, ProductKey } from './LocalDatabase';
import { observeLive } from './observeLive';
import { withDataFault } from './withDataFault';

const keyOf = (ref: ProductRef): ProductKey => [ref.group, ref.subgroup, ref.id];

/** Cursor of a page: the (name, id) of its last product, the order the name index keeps. */
const encodeCursor = (p: Product): string => JSON.stringify([p.name, p.id]);

const isAfter = (p: Product, cursor: string): boolean => {
  const [name, id] = JSON.parse(cursor) as [string, string];
  return p.name > name || (p.name === name && p.id > id);
};

export class LocalProductRepository implements ProductRepository {
  constructor(private readonly db: LocalDatabase) {}

  get(ref: ProductRef): Promise<Product | null> {
    return withDataFault(async () => (await this.db.products.get(keyOf(ref))) ?? null);
  }

  listGroups(): Promise<Group[]> {
    return withDataFault(() => this.db.groups.toArray());
  }

  listSubgroups(group: string): Promise<Subgroup[]> {
    return withDataFault(() => this.db.subgroups.where('group').equals(group).toArray());
  }

  listAllSubgroups(): Promise<Subgroup[]> {
    return withDataFault(async () => (await this.db.subgroups.toArray()).sort(compareSubgroups));
  }

  listProducts(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage> {
    return withDataFault(async () => {
      // A subgroup holds tens of products: read it in name order, then page in memory.
      const all = await this.db.products
        .where('[group+subgroup+name]')
        .between([group, subgroup, Dexie.minKey], [group, subgroup, Dexie.maxKey])
        .toArray();
      const rest = cursor ? all.filter((p) => isAfter(p, cursor)) : all;
      const products = rest.slice(0, limit);
      const last = products[products.length - 1];
      return { products, nextCursor: rest.length > limit && last ? encodeCursor(last) : null };
    });
  }

  listAll(): Promise<Product[]> {
    return withDataFault(() => this.db.products.toArray());
  }

  /**
   * Picked from the whole catalogue: on the phone itself one read of it costs a few milliseconds,
   * where an index of derived facts would have to be kept true on every stock change.
   */
  listHomeShelves(size: number): Promise<HomeShelves> {
    return withDataFault(async () => homeShelves(await this.db.products.toArray(), size));
  }

  listNewestInSubgroup(group: string, subgroup: string, limit: number): Promise<Product[]> {
    return withDataFault(() =>
      this.db.products
        .where('[group+subgroup+createdAt]')
        .between([group, subgroup, Dexie.minKey], [group, subgroup, Dexie.maxKey])
        .reverse()
        .limit(limit)
        .toArray(),
    );
  }

  save(product: Product, names?: { group?: Group; subgroup?: Subgroup }): Promise<void> {
    return withDataFault(() =>
      this.db.transaction('rw', [this.db.products, this.db.groups, this.db.subgroups], async () => {
        if (!(await this.db.groups.get(product.group))) {
          await this.db.groups.put(names?.group ?? { id: product.group, name: product.group });
        }
        if (!(await this.db.subgroups.get([product.group, product.subgroup]))) {
          await this.db.subgroups.put(names?.subgroup ?? { group: product.group, id: product.subgroup, name: product.subgroup });
        }
        await this.db.products.put(product);
      }),
    );
  }

  observe(ref: ProductRef, listener: (product: Product | null) => void): () => void {
    return observeLive(async () => (await this.db.products.get(keyOf(ref))) ?? null, listener);
  }
}
