import { describe, expect, it } from 'vitest';
import { CATALOG_COLUMNS } from '../../../../src/domain/catalog/csv/catalogColumns';
import { catalogFromCsv } from '../../../../src/domain/catalog/csv/catalogFromCsv';
import { catalogToCsv, catalogToCsvRows } from '../../../../src/domain/catalog/csv/catalogToCsv';
import { csvDraftIssues } from '../../../../src/domain/catalog/csv/csvDraftIssues';
import { parseCsv, type CsvRecord } from '../../../../src/domain/catalog/csv/parseCsv';
import { productFromDraft } from '../../../../src/domain/catalog/productDraft';
import type { Product } from '../../../../src/domain/catalog/Product';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../../factories/productFactory';

const HEADER = CATALOG_COLUMNS.join(',');
const records = (text: string): CsvRecord[] => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error('bad csv');
  return parsed.value;
};
const importOf = (lines: string[]) => catalogFromCsv(records([HEADER, ...lines].join('\n')));
// group,subgroup,id,name,name_hi,about,about_hi,images,weight,price,mrp,wsale,available,available_unit,loose_item,
// size,size_price,size_mrp,size_available
const row = (cells: Partial<Record<(typeof CATALOG_COLUMNS)[number], string>>) => CATALOG_COLUMNS.map((c) => cells[c] ?? '').join(',');
const atta = {
  group: 'grocery',
  subgroup: 'atta',
  id: 'atta',
  name: 'Chakki Atta',
  images: '/a.svg',
  price: '50',
  mrp: '60',
  available: '20',
};

describe('catalogToCsv', () => {
  it('writes one row per size, money in rupees, product columns repeated', () => {
    const sized = sizedProductFactory.build({ id: 'rice', name: 'Basmati', nameHi: 'बासमती', wSale: 4050 });
    const plain = productFactory.build({ id: 'salt', name: 'Namak', price: 2050, imageData: ['/s1.svg', '/s2.svg'] });
    const rows = catalogToCsvRows([sized, plain]);
    expect(rows[0]).toEqual([...CATALOG_COLUMNS]);
    const at = (r: string[] | undefined, column: (typeof CATALOG_COLUMNS)[number]) => r?.[CATALOG_COLUMNS.indexOf(column)];
    expect(rows.slice(1).map((r) => [at(r, 'name'), at(r, 'size'), at(r, 'size_price')])).toEqual([
      ['Basmati', '1kg', '45'],
      ['Basmati', '5kg', '210'],
      ['Namak', '', ''],
    ]);
    expect(at(rows[1], 'name_hi')).toBe('बासमती');
    expect(at(rows[1], 'wsale')).toBe('40.50');
    expect(at(rows[3], 'price')).toBe('20.50');
    expect(at(rows[3], 'images')).toBe('/s1.svg | /s2.svg');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const evil = productFactory.build({ name: '=HYPERLINK("http://evil")', about: '+1' });
    const text = catalogToCsv([evil]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(",'+1,");
  });

  it('round-trips: export then import gives back the same products', () => {
    const products: Product[] = [
      sizedProductFactory.build({ id: 'rice', name: 'Basmati, 1121', nameHi: 'बासमती', about: 'Long "grain"\nAged', wSale: 4050 }),
      productFactory.build({ id: 'salt', name: '-Namak', imageData: ['/s1.svg', '/s2.svg'] }),
      looseProductFactory.build({ id: 'khal', available: 12.5 }),
    ];
    const imported = catalogFromCsv(records(catalogToCsv(products)));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const back = imported.products.map((p) => productFromDraft(p.draft, { id: p.id!, now: 0, createdAt: 0 }));
    const comparable = (p: Product) => ({
      ...p,
      createdAt: 0,
      updatedAt: 0,
      variants: Object.fromEntries(Object.entries(p.variants).map(([k, v]) => [k, { ...v, originalPrice: undefined }])),
    });
    expect(back.map(comparable)).toEqual(
      [...products]
        .sort((a, b) => a.group.localeCompare(b.group) || a.subgroup.localeCompare(b.subgroup) || a.name.localeCompare(b.name))
        .map((p) =>
          comparable(
            productFromDraft(
              { ...p, variants: Object.entries(p.variants).map(([label, v]) => ({ label, ...v })) },
              { id: p.id, now: 0, createdAt: 0 },
            ),
          ),
        ),
    );
    expect(csvDraftIssues(imported.products, false)).toEqual([]);
  });
});

describe('catalogFromCsv', () => {
  it('groups size rows into one product by id, and by group, subgroup and name for new products', () => {
    const imported = importOf([
      row({ ...atta, size: '5kg', size_price: '240', size_mrp: '260', size_available: '8' }),
      row({ ...atta, size: '10kg', size_price: '470', size_mrp: '500', size_available: '3' }),
      row({
        group: 'feed',
        subgroup: 'khal',
        name: 'Sarson Khal',
        images: '/k.svg',
        price: '38',
        mrp: '42',
        available: '50',
        available_unit: 'kg',
        loose_item: 'yes',
        size: '1kg',
        size_price: '38',
        size_mrp: '42',
      }),
      row({ group: 'feed', subgroup: 'khal', name: 'Sarson Khal', size: '5kg', size_price: '185', size_mrp: '200' }),
      row({
        group: 'grocery',
        subgroup: 'salt',
        name: 'Namak',
        images: '/n.svg',
        price: '₹20.50',
        mrp: '22',
        wsale: '18',
        available: '40',
      }),
    ]);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.products.map((p) => [p.id, p.draft.name, p.draft.variants.map((v) => v.label), p.line, p.sizeLines])).toEqual([
      ['atta', 'Chakki Atta', ['5kg', '10kg'], 2, [2, 3]],
      [undefined, 'Sarson Khal', ['1kg', '5kg'], 4, [4, 5]],
      [undefined, 'Namak', [], 6, []],
    ]);
    const [first, khal, namak] = imported.products;
    expect(first?.draft.variants[0]).toEqual({ label: '5kg', price: 24000, mrp: 26000, available: 8 });
    expect(khal?.draft).toMatchObject({ loose_item: true, available: 50, availableUnit: 'kg' });
    expect(khal?.draft.variants.map((v) => v.available)).toEqual([0, 0]);
    expect(namak?.draft).toMatchObject({ price: 2050, mrp: 2200, wSale: 1800, imageData: ['/n.svg'] });
  });

  it('reports every bad row by line and imports nothing', () => {
    const imported = importOf([
      row({ ...atta, price: 'fifty' }),
      row({ ...atta, name: 'Other Atta', size: '1kg', size_price: '45', size_mrp: '50', size_available: 'ten' }),
      row({ group: 'g', subgroup: 's', name: 'Loose', images: '/x', price: '1', mrp: '1', available: '1', loose_item: 'maybe' }),
      row({ ...atta, id: 'dup', size: '1kg', size_price: '1', size_mrp: '1', size_available: '1' }),
      row({ ...atta, id: 'dup', size: '1kg', size_price: '1', size_mrp: '1', size_available: '1' }),
      row({ ...atta, id: 'solo', size_price: '9' }),
    ]);
    expect(imported).toEqual({
      ok: false,
      issues: [
        { line: 2, code: 'csv.invalidNumber', params: { column: 'price' } },
        { line: 3, code: 'csv.rowsDisagree', params: { column: 'name' } },
        { line: 3, code: 'csv.rowsDisagree', params: { column: 'price' } },
        { line: 3, code: 'csv.invalidNumber', params: { column: 'size_available' } },
        { line: 4, code: 'csv.invalidYesNo', params: { column: 'loose_item' } },
        { line: 6, code: 'csv.duplicateSize', params: { size: '1kg' } },
        { line: 7, code: 'product.variantLabelRequired' },
      ],
    });
  });

  it('names each missing column; an empty file has no products', () => {
    expect(catalogFromCsv(records('name,price\nAtta,50'))).toEqual({
      ok: false,
      issues: ['group', 'subgroup', 'images', 'mrp', 'available'].map((column) => ({
        line: 1,
        code: 'csv.missingColumn',
        params: { column },
      })),
    });
    expect(catalogFromCsv(records(HEADER))).toEqual({ ok: false, issues: [{ line: 0, code: 'csv.empty' }] });
    expect(catalogFromCsv([])).toEqual({ ok: false, issues: [{ line: 0, code: 'csv.empty' }] });
  });

  it('accepts retyped headers in any order and ignores extra columns', () => {
    const imported = catalogFromCsv(
      records('Notes, NAME ,Group,Sub Group,Images,Price,MRP,Available\nhello,Atta,grocery,atta,/a.svg,50,60,5'),
    );
    expect(imported.ok && imported.products[0]?.draft).toMatchObject({
      name: 'Atta',
      group: 'grocery',
      subgroup: 'atta',
      price: 5000,
      available: 5,
    });
  });

  it('restores cells the export neutralised', () => {
    const imported = importOf([row({ ...atta, name: "'=Atta" })]);
    expect(imported.ok && imported.products[0]?.draft.name).toBe('=Atta');
  });
});

describe('csvDraftIssues', () => {
  it('applies the draft rules, each problem on the row it is about', () => {
    const imported = importOf([
      row({ ...atta, name: '', images: '' }),
      row({ ...atta, id: 'rice', name: 'Rice', size: '1kg', size_price: '45', size_mrp: '50', size_available: '3' }),
      row({ ...atta, id: 'rice', name: 'Rice', size: '5kg', size_price: '260', size_mrp: '240', size_available: '1.5' }),
    ]);
    if (!imported.ok) throw new Error('expected rows to parse');
    expect(csvDraftIssues(imported.products, false)).toEqual([
      { line: 2, code: 'product.nameRequired' },
      { line: 4, code: 'product.priceAboveMrp' },
      { line: 4, code: 'product.invalidStock' },
    ]);
    expect(csvDraftIssues(imported.products, true).map((i) => i.code)).not.toContain('product.priceAboveMrp');
  });

  it('blank prices of a product without sizes are invalid', () => {
    const imported = importOf([row({ ...atta, price: '', mrp: '' })]);
    if (!imported.ok) throw new Error('expected rows to parse');
    expect(csvDraftIssues(imported.products, false)).toEqual([
      { line: 2, code: 'product.invalidPrice' },
      { line: 2, code: 'product.invalidMrp' },
    ]);
  });
});
