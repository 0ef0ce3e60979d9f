import { rupeesToPaise, type Paise } from '../../shared/Money';
import type { ErrorParams } from '../../shared/Result';
import type { ProductDraft, ProductIssueCode, VariantDraft } from '../productDraft';
import { headerKey, IMAGE_SEPARATOR, PRODUCT_COLUMNS, REQUIRED_COLUMNS, type CatalogColumn } from './catalogColumns';
import type { CsvRecord } from './parseCsv';
import { restoreCell } from './serialiseCsv';

export type CsvIssueCode =
  | 'csv.empty'
  | 'csv.missingColumn'
  | 'csv.unclosedQuote'
  | 'csv.invalidNumber'
  | 'csv.invalidYesNo'
  | 'csv.rowsDisagree'
  | 'csv.duplicateSize'
  | ProductIssueCode;

/** One problem in an imported file, at the line of the row it is about (0: the file as a whole). */
export interface CsvIssue {
  line: number;
  code: CsvIssueCode;
  params?: ErrorParams;
}

/** A product read from the file: the form's draft, the id it updates (none: a new product), and where its rows are. */
export interface CsvProduct {
  id?: string;
  draft: ProductDraft;
  /** Line of the product's first row. */
  line: number;
  /** Line of each size's row, in draft.variants order. */
  sizeLines: number[];
}

export type CatalogImport = { ok: true; products: CsvProduct[] } | { ok: false; issues: CsvIssue[] };

type Row = { line: number; cell(column: CatalogColumn): string };

const MONEY = /^-?\d[\d,]*(\.\d+)?$|^-?\.\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$|^-?\.\d+$/;

/** Rupees as typed ('45.50', '₹1,250', '') to paise; NaN when blank (the draft rules report it), null when not a number. */
function money(text: string): Paise | null {
  const t = text.replace(/₹|rs\.?|\s/gi, '');
  if (t === '') return Number.NaN;
  return MONEY.test(t) ? rupeesToPaise(Number(t.replace(/,/g, ''))) : null;
}

function count(text: string): number | null {
  const t = text.trim();
  if (t === '') return Number.NaN;
  return NUMBER.test(t) ? Number(t) : null;
}

function yesNo(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(t)) return false;
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  return null;
}

/** Reads the header; null with the missing columns when it cannot describe products. */
function readHeader(header: CsvRecord): { index: Map<string, number> } | { missing: CatalogColumn[] } {
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const key = headerKey(cell);
    if (!index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(headerKey(c)));
  return missing.length > 0 ? { missing } : { index };
}

interface Building {
  first: Row;
  product: CsvProduct;
}

/**
 * The products a catalogue CSV describes (see catalogColumns.ts). Rows with the same id (or,
 * without an id, the same group, subgroup and name) are one product, each size row adding a
 * size. Every problem is reported with its line; a file with any problem yields no products,
 * so an import is all or nothing. The draft rules (validateProductDraft) are checked separately.
 */
export function catalogFromCsv(records: readonly CsvRecord[]): CatalogImport {
  const [header, ...body] = records;
  if (!header || body.length === 0) return { ok: false, issues: [{ line: 0, code: 'csv.empty' }] };
  const read = readHeader(header);
  if ('missing' in read) {
    return { ok: false, issues: read.missing.map((column) => ({ line: header.line, code: 'csv.missingColumn', params: { column } })) };
  }
  const issues: CsvIssue[] = [];
  const products = new Map<string, Building>();
  for (const record of body) {
    const row: Row = {
      line: record.line,
      cell: (column) => {
        const i = read.index.get(headerKey(column));
        return i === undefined ? '' : restoreCell(record.cells[i] ?? '').trim();
      },
    };
    const problem = (code: CsvIssueCode, params?: ErrorParams) =>
      issues.push(params ? { line: row.line, code, params } : { line: row.line, code });
    const id = row.cell('id');
    const key = id ? `id:${id}` : `new:${row.cell('group')}|${row.cell('subgroup')}|${row.cell('name').toLowerCase()}`;
    let building = products.get(key);
    if (!building) {
      const parsed = productOf(row, problem);
      building = { first: row, product: { ...(id ? { id } : {}), draft: parsed, line: row.line, sizeLines: [] } };
      products.set(key, building);
    } else {
      for (const column of PRODUCT_COLUMNS) {
        const value = row.cell(column);
        if (value !== '' && value !== building.first.cell(column)) problem('csv.rowsDisagree', { column });
      }
    }
    const size = sizeOf(row, problem);
    if (!size) continue;
    const { draft, sizeLines } = building.product;
    if (draft.variants.some((v) => v.label === size.label)) {
      problem('csv.duplicateSize', { size: size.label });
      continue;
    }
    draft.variants.push(size);
    sizeLines.push(row.line);
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, products: [...products.values()].map(({ product }) => settle(product)) };
}

function productOf(row: Row, problem: (code: CsvIssueCode, params?: ErrorParams) => void): ProductDraft {
  const number = (column: CatalogColumn, parse: (t: string) => number | null): number => {
    const value = parse(row.cell(column));
    if (value === null) {
      problem('csv.invalidNumber', { column });
      return Number.NaN;
    }
    return value;
  };
  const loose = yesNo(row.cell('loose_item'));
  if (loose === null) problem('csv.invalidYesNo', { column: 'loose_item' });
  const wSaleText = row.cell('wsale');
  const draft: ProductDraft = {
    group: row.cell('group'),
    subgroup: row.cell('subgroup'),
    name: row.cell('name'),
    about: row.cell('about'),
    imageData: row
      .cell('images')
      .split(IMAGE_SEPARATOR.trim())
      .map((url) => url.trim())
      .filter((url) => url !== ''),
    weight: row.cell('weight'),
    price: number('price', money),
    mrp: number('mrp', money),
    available: number('available', count),
    availableUnit: row.cell('available_unit') || 'gram',
    loose_item: loose ?? false,
    variants: [],
  };
  if (row.cell('name_hi')) draft.nameHi = row.cell('name_hi');
  if (row.cell('about_hi')) draft.aboutHi = row.cell('about_hi');
  if (wSaleText) draft.wSale = number('wsale', money);
  return draft;
}

function sizeOf(row: Row, problem: (code: CsvIssueCode, params?: ErrorParams) => void): VariantDraft | null {
  const label = row.cell('size');
  if (!label) {
    // Size figures without a size label belong to no size.
    if ((['size_price', 'size_mrp', 'size_available'] as const).some((column) => row.cell(column))) problem('product.variantLabelRequired');
    return null;
  }
  const number = (column: CatalogColumn, parse: (t: string) => number | null): number => {
    const value = parse(row.cell(column));
    if (value === null) problem('csv.invalidNumber', { column });
    return value ?? Number.NaN;
  };
  return { label, price: number('size_price', money), mrp: number('size_mrp', money), available: number('size_available', count) };
}

/**
 * Stock the draft rules do not ask for is 0 rather than blank: a product with counted sizes keeps
 * no stock of its own, and the sizes of a loose product draw on the product's stock.
 */
function settle(product: CsvProduct): CsvProduct {
  const { draft } = product;
  const hasSizes = draft.variants.length > 0;
  if (hasSizes && !draft.loose_item && Number.isNaN(draft.available)) draft.available = 0;
  if (draft.loose_item) for (const v of draft.variants) if (Number.isNaN(v.available)) v.available = 0;
  return product;
}
