import type { ProductRef } from '../../../domain/catalog/Product';

/** store/{store}/groups/{group}/subgroups/{subgroup}/products/{id} (docs/SPEC.md 'Entities and their fields'). */
export const productPath = (store: string, ref: ProductRef): string =>
  `store/${store}/groups/${ref.group}/subgroups/${ref.subgroup}/products/${ref.id}`;
