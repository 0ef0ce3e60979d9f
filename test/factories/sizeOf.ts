import type { Product } from '../../src/domain/catalog/Product';
import { sellableVariant, type SellableVariant } from '../../src/domain/catalog/sellableVariant';

/** The size `label` of a product as the catalogue sells it; a test naming a size the product lacks fails at once. */
export function sizeOf(product: Product, label: string): SellableVariant {
  const size = sellableVariant(product, label);
  if (!size.ok) throw new Error(`${product.id} is not sold in size ${label}: ${size.error.code}`);
  return size.value;
}
