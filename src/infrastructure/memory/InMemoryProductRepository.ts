import type { ProductPage, ProductRepository } from '../../application/ports/ProductRepository';
import { compareSubgroups } from '../../domain/catalog/compareSubgroups';
import { homeShelves, type HomeShelves } from '../../domain/catalog/homeShelves';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';
import { productKey } from '../../domain/order/inventory';
import { ensurePlace, subgroupKey, type MemoryDatabase } from './MemoryDatabase';
import { newestFirst } from '../../domain/shared/newestFirst';

type Named = { name: string; id: string };

const byName = (a: Named, b: Named): number => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The cursor is the (name, id) of the last product handed out, so pages stay right when products are added. */
const encodeCursor = (p: Product): string => JSON.stringify([p.name, p.id]);

function isAfterCursor(p: Product, cursor: string): boolean {
  const [name, id] = JSON.parse(cursor) as [string, string];
  return byName(p, { name, id }) > 0;
}

export class InMemoryProductRepository implements ProductRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(ref: ProductRef): Promise<Product | null> {
    this.db.throwFault('products.get');
    return structuredClone(this.db.state.products.get(productKey(ref)) ?? null);
  }

  async listGroups(): Promise<Group[]> {
    this.db.throwFault('products.listGroups');
    return structuredClone([...this.db.state.groups.values()].sort(byName));
  }

  async listSubgroups(group: string): Promise<Subgroup[]> {
    this.db.throwFault('products.listSubgroups');
    return structuredClone([...this.db.state.subgroups.values()].filter((s) => s.group === group).sort(byName));
  }

  async listAllSubgroups(): Promise<Subgroup[]> {
    this.db.throwFault('products.listAllSubgroups');
    return structuredClone([...this.db.state.subgroups.values()].sort(compareSubgroups));
  }

  async listProducts(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage> {
    this.db.throwFault('products.listProducts');
    const all = this.inSubgroup(group, subgroup).sort(byName);
    const rest = cursor ? all.filter((p) => isAfterCursor(p, cursor)) : all;
    const page = rest.slice(0, Math.max(0, limit));
    const last = page[page.length - 1];
    return { products: structuredClone(page), nextCursor: rest.length > page.length && last ? encodeCursor(last) : null };
  }

  async listAll(): Promise<Product[]> {
    this.db.throwFault('products.listAll');
    return structuredClone([...this.db.state.products.values()].sort(byName));
  }

  async listHomeShelves(size: number): Promise<HomeShelves> {
    this.db.throwFault('products.listHomeShelves');
    return structuredClone(homeShelves([...this.db.state.products.values()], size));
  }

  async listNewestInSubgroup(group: string, subgroup: string, limit: number): Promise<Product[]> {
    this.db.throwFault('products.listNewestInSubgroup');
    const newest = newestFirst(this.inSubgroup(group, subgroup));
    return structuredClone(newest.slice(0, Math.max(0, limit)));
  }

  save(product: Product, names?: { group?: Group; subgroup?: Subgroup }): Promise<void> {
    const copy = structuredClone(product);
    return this.db.write('products.save', (s) => {
      s.products.set(productKey(copy), copy);
      if (names?.group) s.groups.set(names.group.id, structuredClone(names.group));
      if (names?.subgroup) s.subgroups.set(subgroupKey(names.subgroup.group, names.subgroup.id), structuredClone(names.subgroup));
      ensurePlace(s, copy);
    });
  }

  observe(ref: ProductRef, listener: (product: Product | null) => void): () => void {
    return this.db.observe((s) => s.products.get(productKey(ref)) ?? null, listener);
  }

  private inSubgroup(group: string, subgroup: string): Product[] {
    return [...this.db.state.products.values()].filter((p) => p.group === group && p.subgroup === subgroup);
  }
}
