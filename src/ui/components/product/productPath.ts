import type { ProductRef } from '../../../domain/catalog/Product';

/** The product page of a product: /product/:group/:subgroup/:productId. */
export const productPath = (ref: ProductRef): string =>
  `/product/${encodeURIComponent(ref.group)}/${encodeURIComponent(ref.subgroup)}/${encodeURIComponent(ref.id)}`;
