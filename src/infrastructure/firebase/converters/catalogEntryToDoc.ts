import type { Group, Subgroup } from '../../../domain/catalog/Product';
import { withoutUndefined } from './withoutUndefined';

/** The stored fields of a group or subgroup document: its names and, for a group, its image. */
export function catalogEntryToDoc(entry: Group | Subgroup): Record<string, unknown> {
  return withoutUndefined({ name: entry.name, nameHi: entry.nameHi, image: 'image' in entry ? entry.image : undefined });
}
