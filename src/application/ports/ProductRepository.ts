import type { ServiceIdentifier } from 'inversify';
import type { HomeShelves } from '../../domain/catalog/homeShelves';
import type { Group, Product, ProductRef, Subgroup } from '../../domain/catalog/Product';

export interface ProductPage {
  products: Product[];
  /** Opaque cursor for the next page, null when this was the last one. */
  nextCursor: string | null;
}

export interface ProductRepository {
  get(ref: ProductRef): Promise<Product | null>;
  listGroups(): Promise<Group[]>;
  listSubgroups(group: string): Promise<Subgroup[]>;
  /** Every group's subgroup entries in one read (the home page's browser), by name within each group. */
  listAllSubgroups(): Promise<Subgroup[]>;
  /** A subgroup's products in a stable order (name), `limit` at a time. */
  listProducts(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage>;
  /** Every product of the store, for search, the admin's stock views and CSV export: never for a shopper's first screen. */
  listAll(): Promise<Product[]>;
  /**
   * The home page's offers (in stock below MRP, the biggest discount first) and new arrivals (in
   * stock, the newest first), up to `size` each, as domain/catalog/homeShelves picks them.
   */
  listHomeShelves(size: number): Promise<HomeShelves>;
  /** Up to `limit` products of the subgroup, newest createdAt first. */
  listNewestInSubgroup(group: string, subgroup: string, limit: number): Promise<Product[]>;
  /** Creates or replaces a product (admins), creating its group and subgroup entries when new. */
  save(product: Product, names?: { group?: Group; subgroup?: Subgroup }): Promise<void>;
  /** Live changes to any product, so stock shown stays true. Returns unsubscribe. */
  observe(ref: ProductRef, listener: (product: Product | null) => void): () => void;
}

export const ProductRepositoryToken: ServiceIdentifier<ProductRepository> = Symbol.for('ProductRepository');
