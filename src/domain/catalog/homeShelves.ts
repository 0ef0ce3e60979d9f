import { compareNames } from '../shared/compareNames';
import { newestFirst } from '../shared/newestFirst';
import { discountPercent } from './discount';
import type { Product } from './Product';
import { defaultSize } from './productSizes';

/**
 * What decides a product's place on the home page's two shelves. A store that can only sort and
 * filter on stored fields (Firestore) keeps these beside the product, written with it.
 */
export interface ShelfFacts {
  /** Some size can be bought now. */
  inStock: boolean;
  /** The discount in percent of the size a card offers (its first in stock); 0 when nothing is in stock. */
  offer: number;
}

export function shelfFacts(product: Product): ShelfFacts {
  // The size a card offers is the first in stock, so the product is in stock exactly when it is.
  const size = defaultSize(product);
  const inStock = size.stock > 0;
  return { inStock, offer: inStock ? discountPercent(size.price, size.mrp) : 0 };
}

/** The offers shelf: in stock and below MRP, the biggest discount first, equal discounts by name. */
export function offersShelf(products: Iterable<Product>, limit: number): Product[] {
  // Each discount is worked out once, not in every comparison of the sort: for a 5,000-product
  // catalogue that took 53 to 122 ms in Node (9 to 24 ms this way), several times that on a phone.
  return [...products]
    .map((product) => ({ product, offer: shelfFacts(product).offer }))
    .filter(({ offer }) => offer > 0)
    .sort((a, b) => b.offer - a.offer || compareNames(a.product.name, b.product.name))
    .slice(0, Math.max(0, limit))
    .map(({ product }) => product);
}

/** The new arrivals shelf: in stock, the newest first. */
export function newArrivalsShelf(products: Iterable<Product>, limit: number): Product[] {
  return newestFirst([...products].filter((p) => shelfFacts(p).inStock)).slice(0, Math.max(0, limit));
}

/** The home page's two rows, `size` products each at most. */
export interface HomeShelves {
  offers: Product[];
  newArrivals: Product[];
}

/** Both shelves picked from one list of products (a store that reads its whole catalogue cheaply). */
export function homeShelves(products: readonly Product[], size: number): HomeShelves {
  return { offers: offersShelf(products, size), newArrivals: newArrivalsShelf(products, size) };
}
