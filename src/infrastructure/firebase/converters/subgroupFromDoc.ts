import type { Subgroup } from '../../../domain/catalog/Product';
import { DocReader } from './DocReader';

/** store/{store}/groups/{group}/subgroups/{id}; a nameless subgroup shows its id with underscores as spaces. */
export function subgroupFromDoc(group: string, id: string, data: unknown): Subgroup {
  const d = new DocReader(data);
  const nameHi = d.optionalText('nameHi');
  return { group, id, name: d.text('name') || id.replace(/_/g, ' '), ...(nameHi === undefined ? {} : { nameHi }) };
}
