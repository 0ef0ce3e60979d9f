import type { ProductRef } from '../../../domain/catalog/Product';

/** The query parameter /adminupload reads to open a product for editing. */
export const EDIT_PARAM = 'edit';

/** /adminupload?edit=group/subgroup/id: the upload form with that product loaded. */
export const editProductPath = (ref: ProductRef): string =>
  `/adminupload?${EDIT_PARAM}=${encodeURIComponent(`${ref.group}/${ref.subgroup}/${ref.id}`)}`;

/** The product named by the edit parameter, or null when there is none or it is malformed. */
export function parseEditParam(value: string | null): ProductRef | null {
  const parts = value?.split('/') ?? [];
  if (parts.length !== 3 || parts.some((p) => p.trim() === '')) return null;
  const [group, subgroup, id] = parts as [string, string, string];
  return { group, subgroup, id };
}
