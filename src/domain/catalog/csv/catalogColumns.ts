/**
 * The catalogue CSV: one row per size of a product (one row for a product without sizes), the
 * product's own columns repeated on each of its rows so the sheet sorts and filters cleanly.
 * Money is in rupees ('45.50'), images are URLs separated by '|', loose_item is yes or no.
 */
export const CATALOG_COLUMNS = [
  'group',
  'subgroup',
  'id',
  'name',
  'name_hi',
  'about',
  'about_hi',
  'images',
  'weight',
  'price',
  'mrp',
  'wsale',
  'available',
  'available_unit',
  'loose_item',
  'size',
  'size_price',
  'size_mrp',
  'size_available',
] as const;

export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];

/** Without these a file cannot describe a product. */
export const REQUIRED_COLUMNS: readonly CatalogColumn[] = ['group', 'subgroup', 'name', 'images', 'price', 'mrp', 'available'];

/** The columns that describe the product rather than one of its sizes. */
export const PRODUCT_COLUMNS: readonly CatalogColumn[] = CATALOG_COLUMNS.filter((c) => !c.startsWith('size'));

/** Image URLs in one cell. '|' never appears unescaped in a URL. */
export const IMAGE_SEPARATOR = ' | ';

/** 'Size Price', 'size-price' and ' SIZE_PRICE ' all read as one key, so a retyped header still matches. */
export const headerKey = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
