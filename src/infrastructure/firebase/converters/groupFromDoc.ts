import type { Group } from '../../../domain/catalog/Product';
import { DocReader } from './DocReader';

/** store/{store}/groups/{id}; a group without a name shows its id with underscores as spaces. */
export function groupFromDoc(id: string, data: unknown): Group {
  const d = new DocReader(data);
  const nameHi = d.optionalText('nameHi');
  const image = d.optionalText('image');
  return {
    id,
    name: d.text('name') || id.replace(/_/g, ' '),
    ...(nameHi === undefined ? {} : { nameHi }),
    ...(image === undefined ? {} : { image }),
  };
}
