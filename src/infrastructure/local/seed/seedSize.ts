import type { Product } from '../../../domain/catalog/Product';
import { sellableVariant, type SellableVariant } from '../../../domain/catalog/sellableVariant';

/** A size a seeded product sells; a typo in the seed tables fails loudly rather than seeding a line nobody could buy. */
export function seedSize(product: Product, label: string): SellableVariant {
  const size = sellableVariant(product, label);
  if (!size.ok) throw new Error(`Seed refers to a size ${label} that ${product.id} does not sell`);
  return size.value;
}
