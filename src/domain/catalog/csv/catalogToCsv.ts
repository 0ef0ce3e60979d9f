import type { Paise } from '../../shared/Money';
import type { Product } from '../Product';
import { CATALOG_COLUMNS, IMAGE_SEPARATOR, type CatalogColumn } from './catalogColumns';
import { serialiseCsv } from './serialiseCsv';

/** 4550 -> '45.50', 5000 -> '50'. */
export const paiseToCsv = (paise: Paise): string => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

function productCells(p: Product): Record<CatalogColumn, string> {
  return {
    group: p.group,
    subgroup: p.subgroup,
    id: p.id,
    name: p.name,
    name_hi: p.nameHi ?? '',
    about: p.about,
    about_hi: p.aboutHi ?? '',
    images: p.imageData.join(IMAGE_SEPARATOR),
    weight: p.weight,
    price: paiseToCsv(p.price),
    mrp: paiseToCsv(p.mrp),
    wsale: p.wSale === undefined ? '' : paiseToCsv(p.wSale),
    available: String(p.available),
    available_unit: p.availableUnit,
    loose_item: p.loose_item ? 'yes' : 'no',
    size: '',
    size_price: '',
    size_mrp: '',
    size_available: '',
  };
}

/** The header and one row per size (or per product without sizes), by group, subgroup and name. */
export function catalogToCsvRows(products: readonly Product[]): string[][] {
  const sorted = [...products].sort(
    (a, b) => a.group.localeCompare(b.group) || a.subgroup.localeCompare(b.subgroup) || a.name.localeCompare(b.name),
  );
  const rows: string[][] = [[...CATALOG_COLUMNS]];
  for (const product of sorted) {
    const base = productCells(product);
    const sizes = Object.entries(product.variants);
    if (sizes.length === 0) rows.push(CATALOG_COLUMNS.map((c) => base[c]));
    for (const [label, v] of sizes) {
      const row = {
        ...base,
        size: label,
        size_price: paiseToCsv(v.price),
        size_mrp: paiseToCsv(v.mrp),
        size_available: String(v.available),
      };
      rows.push(CATALOG_COLUMNS.map((c) => row[c]));
    }
  }
  return rows;
}

/** The whole catalogue as CSV text, safe to open in a spreadsheet. */
export const catalogToCsv = (products: readonly Product[]): string => serialiseCsv(catalogToCsvRows(products));
