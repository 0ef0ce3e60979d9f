import { shelfFacts } from '../../../domain/catalog/homeShelves';
import type { Product, Variant } from '../../../domain/catalog/Product';
import { paiseToRupees } from '../../../domain/shared/Money';
import type { StoredValues } from './StoredValues';

const variantToDoc = (v: Variant): Record<string, unknown> => ({
  price: paiseToRupees(v.price),
  mrp: paiseToRupees(v.mrp),
  ...(v.originalPrice === undefined ? {} : { originalPrice: paiseToRupees(v.originalPrice) }),
  available: v.available,
  unit: v.unit,
});

/**
 * The stored shelf facts (domain/catalog/homeShelves) the home page's queries filter and sort on,
 * with the store they belong to (a project may hold more than one store's catalogue, and one query
 * reads the 'products' collection group). Written with every product document, and with every
 * stock change (AdminTransaction.setStock).
 */
export const SHELVES = { field: 'shelves', store: 'shelves.store', inStock: 'shelves.inStock', offer: 'shelves.offer' } as const;

export const shelvesToDoc = (p: Product, store: string): Record<string, unknown> => ({ store, ...shelfFacts(p) });

/**
 * The document of docs/SPEC.md 'Entities and their fields' for a product (rupees, Firestore
 * timestamps, no path fields), with the store's shelf facts.
 */
export function productToDoc(p: Product, values: StoredValues, store: string): Record<string, unknown> {
  return {
    name: p.name,
    ...(p.nameHi === undefined ? {} : { nameHi: p.nameHi }),
    about: p.about,
    ...(p.aboutHi === undefined ? {} : { aboutHi: p.aboutHi }),
    imageData: [...p.imageData],
    weight: p.weight,
    price: paiseToRupees(p.price),
    ...(p.wSale === undefined ? {} : { wSale: paiseToRupees(p.wSale) }),
    mrp: paiseToRupees(p.mrp),
    ...(p.originalPrice === undefined ? {} : { originalPrice: paiseToRupees(p.originalPrice) }),
    available: p.available,
    availableUnit: p.availableUnit,
    loose_item: p.loose_item,
    createdAt: values.timestamp(p.createdAt),
    updatedAt: values.timestamp(p.updatedAt),
    variants: Object.fromEntries(Object.entries(p.variants).map(([label, v]) => [label, variantToDoc(v)])),
    [SHELVES.field]: shelvesToDoc(p, store),
  };
}
