import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';

/** Where a product lives: store/{store}/groups/{group}/subgroups/{subgroup}/products/{id}. */
export interface ProductRef {
  readonly group: string;
  readonly subgroup: string;
  readonly id: string;
}

/** One size of a product, keyed in Product.variants by its label ('500g', '2kg', '1l'). */
export interface Variant {
  price: Paise;
  mrp: Paise;
  originalPrice?: Paise;
  available: number;
  unit: string;
}

export interface Product extends ProductRef {
  name: string;
  /** Hindi name, shown when the interface is in Hindi. */
  nameHi?: string;
  about: string;
  aboutHi?: string;
  imageData: string[];
  weight: string;
  price: Paise;
  /** Wholesale price. */
  wSale?: Paise;
  mrp: Paise;
  originalPrice?: Paise;
  /** Stock of a product without variants; for loose items, in availableUnit. */
  available: number;
  /** Unit of `available` for loose items: gram by default, kg also used. */
  availableUnit: string;
  loose_item: boolean;
  createdAt: Millis;
  updatedAt: Millis;
  variants: Record<string, Variant>;
}

export interface Subgroup {
  readonly group: string;
  readonly id: string;
  name: string;
  nameHi?: string;
}

export interface Group {
  readonly id: string;
  name: string;
  nameHi?: string;
  image?: string;
}
