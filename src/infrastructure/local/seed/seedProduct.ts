import type { Product } from '../../../domain/catalog/Product';

/** A seeded product by id; a typo in the seed tables fails loudly rather than seeding a broken order. */
export function seedProduct(products: readonly Product[], id: string): Product {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`Seed refers to an unknown product ${id}`);
  return product;
}
