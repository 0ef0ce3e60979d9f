import type { ProductRef } from '../../../domain/catalog/Product';

const PATTERN = /^\/?store\/([^/]+)\/groups\/([^/]+)\/subgroups\/([^/]+)\/products\/([^/]+)$/;

/** The store and product of a product document path, or null for any other path. */
export function parseProductPath(path: string): { store: string; ref: ProductRef } | null {
  const m = PATTERN.exec(path);
  if (!m) return null;
  const [, store = '', group = '', subgroup = '', id = ''] = m;
  return { store, ref: { group, subgroup, id } };
}
