import type { Cart, CartLine } from '../../../domain/cart/CartLine';
import type { ProductRef } from '../../../domain/catalog/Product';
import { DocReader } from './DocReader';
import { parseProductPath } from './parseProductPath';

/**
 * The product of a cart entry. `ref` is a DocumentReference in documents the old app wrote (or
 * its path as text); failing that, loose group/subgroup/id fields, and last the id part of the
 * '{productId}_{variant}' key. An unknown group stays '' so checkout reports it as invalid.
 */
const readRef = (key: string, d: DocReader): ProductRef => {
  const ref = d.raw.ref;
  const path = typeof ref === 'string' ? ref : new DocReader(ref).text('path');
  const parsed = path ? parseProductPath(path) : null;
  if (parsed) return parsed.ref;
  const nested = new DocReader(ref);
  const fromKey = key.includes('_') ? key.slice(0, key.lastIndexOf('_')) : key;
  return {
    group: nested.text('group') || d.text('group'),
    subgroup: nested.text('subgroup') || d.text('subgroup'),
    id: nested.text('id') || d.text('productId') || d.text('id') || fromKey,
  };
};

const readLine = (key: string, raw: unknown): CartLine => {
  const d = new DocReader(raw);
  const price = d.paise('price');
  const qty = d.number('qty', 1);
  const nameHi = d.optionalText('nameHi');
  const image = d.optionalText('image');
  return {
    ref: readRef(key, d),
    // docs/SPEC.md 'Entities and their fields': qty defaults to 1 when missing.
    qty: qty > 0 ? qty : 1,
    weight: d.text('weight'),
    price,
    mrp: d.paise('mrp', price),
    hasVariants: d.bool('hasVariants'),
    loose_item: d.bool('loose_item'),
    variantUnit: d.text('variantUnit'),
    name: d.text('name'),
    ...(nameHi === undefined ? {} : { nameHi }),
    ...(image === undefined ? {} : { image }),
  };
};

/** incart/{uid} as a Cart; a missing document or items map is an empty cart. */
export function cartFromDoc(userId: string, data: unknown): Cart {
  const items = new DocReader(data).map('items');
  return {
    userId,
    items: Object.fromEntries(Object.entries(items).map(([key, raw]) => [key, readLine(key, raw)])),
  };
}
