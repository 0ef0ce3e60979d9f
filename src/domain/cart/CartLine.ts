import type { ProductRef } from '../catalog/Product';
import type { Paise } from '../shared/Money';

/** One entry of incart/{uid}.items, keyed '{productId}_{variant}'. */
export interface CartLine {
  ref: ProductRef;
  qty: number;
  /** The variant label (or the product's weight when it has no variants). */
  weight: string;
  price: Paise;
  mrp: Paise;
  hasVariants: boolean;
  loose_item: boolean;
  variantUnit: string;
  /** Denormalised for display so the cart renders without reading every product. */
  name: string;
  nameHi?: string;
  image?: string;
}

export interface Cart {
  readonly userId: string;
  items: Record<string, CartLine>;
}
