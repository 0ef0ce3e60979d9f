import { parseVariantLabel } from '../../../domain/catalog/variantSize';
import type { Product, ProductRef, Variant } from '../../../domain/catalog/Product';
import { DocReader } from './DocReader';

/** imageData is a list of URLs; older documents hold one URL, or { url } entries. */
const readImages = (value: unknown): string[] => {
  const entries = Array.isArray(value) ? value : [value];
  return entries.map((entry) => (typeof entry === 'string' ? entry : new DocReader(entry).text('url'))).filter((url) => url.trim() !== '');
};

const readVariant = (label: string, raw: unknown): Variant => {
  const d = new DocReader(raw);
  const price = d.paise('price');
  const originalPrice = d.optionalPaise('originalPrice');
  return {
    price,
    mrp: d.paise('mrp', originalPrice ?? price),
    ...(originalPrice === undefined ? {} : { originalPrice }),
    available: d.number('available'),
    unit: d.text('unit') || parseVariantLabel(label).unit,
  };
};

/**
 * A product document (store/{store}/groups/{group}/subgroups/{subgroup}/products/{id}) as a
 * Product. Where it lives comes from its path, not from its fields. Prices are rupees in the
 * document and paise here; a product without variants has an empty variants map.
 */
export function productFromDoc(ref: ProductRef, data: unknown): Product {
  const d = new DocReader(data);
  const price = d.paise('price');
  const originalPrice = d.optionalPaise('originalPrice');
  const wSale = d.optionalPaise('wSale');
  const nameHi = d.optionalText('nameHi');
  const aboutHi = d.optionalText('aboutHi');
  const variants = Object.fromEntries(Object.entries(d.map('variants')).map(([label, raw]) => [label, readVariant(label, raw)]));
  const createdAt = d.millis('createdAt');
  return {
    group: ref.group,
    subgroup: ref.subgroup,
    id: ref.id,
    name: d.text('name'),
    ...(nameHi === undefined ? {} : { nameHi }),
    about: d.text('about'),
    ...(aboutHi === undefined ? {} : { aboutHi }),
    imageData: readImages(d.raw.imageData ?? []),
    weight: d.text('weight'),
    price,
    ...(wSale === undefined ? {} : { wSale }),
    mrp: d.paise('mrp', originalPrice ?? price),
    ...(originalPrice === undefined ? {} : { originalPrice }),
    available: d.number('available'),
    availableUnit: d.text('availableUnit') || 'gram',
    loose_item: d.bool('loose_item'),
    createdAt,
    updatedAt: d.millis('updatedAt', createdAt),
    variants,
  };
}
