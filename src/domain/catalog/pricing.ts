import type { Paise } from '../shared/Money';
import type { Product } from './Product';

export interface VariantPrice {
  price: Paise;
  mrp: Paise;
}

/** Price and MRP of one size: the variant's when the product has it, else the product's own. */
export function priceOf(product: Pick<Product, 'price' | 'mrp' | 'variants'>, variant: string): VariantPrice {
  const v = Object.hasOwn(product.variants, variant) ? product.variants[variant] : undefined;
  return v ? { price: v.price, mrp: v.mrp } : { price: product.price, mrp: product.mrp };
}
