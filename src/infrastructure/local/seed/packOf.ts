import type { Product } from '../../../domain/catalog/Product';
import type { Paise } from '../../../domain/shared/Money';

export interface Pack {
  product: Product;
  /** The variant label, or the product's weight when it has no variants. */
  variant: string;
  price: Paise;
  mrp: Paise;
  unit: string;
  hasVariants: boolean;
}

/** One size of a seeded product, so seeded orders and carts carry the catalogue's own prices. */
export function packOf(products: readonly Product[], id: string, variant?: string): Pack {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`Seed refers to an unknown product ${id}`);
  if (variant === undefined) {
    return { product, variant: product.weight, price: product.price, mrp: product.mrp, unit: 'piece', hasVariants: false };
  }
  const size = product.variants[variant];
  if (!size) throw new Error(`Seed refers to an unknown size ${variant} of ${id}`);
  return { product, variant, price: size.price, mrp: size.mrp, unit: size.unit, hasVariants: true };
}
