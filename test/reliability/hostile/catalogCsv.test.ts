import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { SaveProduct } from '../../../src/application/catalog/SaveProduct';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { CATALOG_COLUMNS, REQUIRED_COLUMNS, type CatalogColumn } from '../../../src/domain/catalog/csv/catalogColumns';
import { catalogFromCsv, type CsvIssue } from '../../../src/domain/catalog/csv/catalogFromCsv';
import { catalogToCsv } from '../../../src/domain/catalog/csv/catalogToCsv';
import { csvDraftIssues } from '../../../src/domain/catalog/csv/csvDraftIssues';
import { parseCsv } from '../../../src/domain/catalog/csv/parseCsv';
import { MAX_PRODUCT_ABOUT_LENGTH, MAX_PRODUCT_NAME_LENGTH } from '../../../src/domain/catalog/productDraft';
import { productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { HOSTILE_TEXT, isSafeText } from '../support/hostileText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: catalogue CSV');

const admin = userFactory.build({ uid: 'admin1', userType: 'admin' });
type Cells = Partial<Record<CatalogColumn, string>>;
const ATTA: Cells = {
  group: 'grocery',
  subgroup: 'flour',
  id: 'atta',
  name: 'Chakki Atta',
  images: '/a.svg',
  price: '50',
  mrp: '60',
  available: '20',
};

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (rows: Cells[], columns: readonly string[] = CATALOG_COLUMNS) =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c as CatalogColumn] ?? '')).join(','))].join('\n');

let container: Container;
beforeEach(() => {
  container = createTestContainer();
});
const stored = () => container.get(ProductRepositoryToken).listAll();

/**
 * What an import screen does with a file: parse, read the products, check every draft, and only
 * when the whole file is clean save each product. Returns every issue found (none when saved).
 */
async function importFile(text: string): Promise<CsvIssue[]> {
  const parsed = parseCsv(text);
  if (!parsed.ok) return [{ line: 0, code: parsed.error.code }];
  const read = catalogFromCsv(parsed.value);
  if (!read.ok) return read.issues;
  const issues = csvDraftIssues(read.products, false);
  if (issues.length > 0) return issues;
  for (const product of read.products) {
    const saved = await actAs(container, admin)
      .get(SaveProduct)
      .execute({ draft: product.draft, confirmPriceAboveMrp: false, ...(product.id ? { id: product.id } : {}) });
    if (!saved.ok) return [{ line: product.line, code: saved.error.code as CsvIssue['code'] }];
  }
  return [];
}

/** A refused file: the issues are as expected and nothing at all was stored. */
async function expectRefused(text: string, expected: Partial<CsvIssue>[]): Promise<void> {
  const issues = await importFile(text);
  const all = await stored();
  recorder.hostile(issues.length === 0 || all.length > 0);
  expect(issues).toEqual(expected.map((issue) => expect.objectContaining(issue)));
  expect(all).toEqual([]);
}

describe('catalogue CSV import with hostile files', () => {
  it.each(REQUIRED_COLUMNS)('a file without the %s column is refused, naming it', async (missing) => {
    await expectRefused(
      csvOf(
        [ATTA],
        CATALOG_COLUMNS.filter((c) => c !== missing),
      ),
      [{ code: 'csv.missingColumn', params: { column: missing } }],
    );
  });

  it('an empty file, and a header alone, are refused', async () => {
    await expectRefused('', [{ code: 'csv.empty' }]);
    await expectRefused(CATALOG_COLUMNS.join(','), [{ code: 'csv.empty' }]);
  });

  it('an unclosed quote is refused', async () => {
    await expectRefused(`${CATALOG_COLUMNS.join(',')}\ngrocery,flour,atta,"Chakki Atta`, [{ code: 'csv.unclosedQuote' }]);
  });

  it.each<[string, Cells, Partial<CsvIssue>]>([
    ['price as words', { price: 'fifty' }, { code: 'csv.invalidNumber', params: { column: 'price' } }],
    ['price with two points', { price: '12.3.4' }, { code: 'csv.invalidNumber', params: { column: 'price' } }],
    ['price in exponent form', { price: '1e3' }, { code: 'csv.invalidNumber', params: { column: 'price' } }],
    ['price Infinity', { price: 'Infinity' }, { code: 'csv.invalidNumber', params: { column: 'price' } }],
    ['price as a formula', { price: '=1+1' }, { code: 'csv.invalidNumber', params: { column: 'price' } }],
    ['a negative price', { price: '-5' }, { code: 'product.invalidPrice' }],
    ['a blank price', { price: '' }, { code: 'product.invalidPrice' }],
    ['MRP in hex', { mrp: '0x40' }, { code: 'csv.invalidNumber', params: { column: 'mrp' } }],
    ['a negative wholesale price', { wsale: '-1' }, { code: 'product.invalidPrice' }],
    ['stock as words', { available: 'lots' }, { code: 'csv.invalidNumber', params: { column: 'available' } }],
    ['negative stock', { available: '-3' }, { code: 'product.invalidStock' }],
    ['half a packet in stock', { available: '1.5' }, { code: 'product.invalidStock' }],
    ['loose_item neither yes nor no', { loose_item: 'maybe' }, { code: 'csv.invalidYesNo' }],
    ['no name', { name: '' }, { code: 'product.nameRequired' }],
    ['a blank group', { group: '   ' }, { code: 'product.groupRequired' }],
  ])('%s: refused on its line, nothing imported', async (_label, bad, issue) => {
    await expectRefused(
      csvOf([
        { ...ATTA, id: 'salt', name: 'Namak' },
        { ...ATTA, ...bad },
      ]),
      [{ line: 3, ...issue }],
    );
  });

  it('one bad row among good ones: nothing of the file is imported', async () => {
    const good = Array.from({ length: 5 }, (_, i) => ({ ...ATTA, id: `p${i}`, name: `Product ${i}` }));
    await expectRefused(csvOf([...good, { ...ATTA, id: 'bad', price: 'abc' }]), [{ line: 7, code: 'csv.invalidNumber' }]);
  });

  it('the same id twice with different details is refused as rows that disagree', async () => {
    await expectRefused(csvOf([ATTA, { ...ATTA, name: 'Another Atta' }]), [
      { line: 3, code: 'csv.rowsDisagree', params: { column: 'name' } },
    ]);
  });

  it('the same size of the same id twice is refused as a duplicate size', async () => {
    const size = { size: '1kg', size_price: '45', size_mrp: '50', size_available: '10' };
    await expectRefused(
      csvOf([
        { ...ATTA, ...size },
        { ...ATTA, ...size },
      ]),
      [{ line: 3, code: 'csv.duplicateSize', params: { size: '1kg' } }],
    );
  });

  it.each([
    ['a negative size price', { size_price: '-45' }, 'product.invalidPrice'],
    ['a size stock as words', { size_available: 'ten' }, 'csv.invalidNumber'],
    ['a size stock fraction', { size_available: '2.5' }, 'product.invalidStock'],
    ['size figures without a size', { size: '' }, 'product.variantLabelRequired'],
  ] as const)('%s is refused', async (_label, bad, code) => {
    await expectRefused(csvOf([{ ...ATTA, size: '1kg', size_price: '45', size_mrp: '50', size_available: '10', ...bad }]), [
      { line: 2, code },
    ]);
  });

  it('hostile text in names and descriptions is imported only as plain text within the limits', async () => {
    const rows: Cells[] = [
      { ...ATTA, id: 'long', name: HOSTILE_TEXT.tenThousand, about: HOSTILE_TEXT.tenThousand.repeat(2) },
      { ...ATTA, id: 'cut', name: HOSTILE_TEXT.emojiAtTheCut, name_hi: HOSTILE_TEXT.rightToLeft },
      { ...ATTA, id: 'html', name: HOSTILE_TEXT.html, about: HOSTILE_TEXT.script },
    ];
    expect(await importFile(csvOf(rows))).toEqual([]);
    const all = await stored();
    const safe = all.every(
      (p) =>
        isSafeText(p.name, MAX_PRODUCT_NAME_LENGTH) &&
        isSafeText(p.about, MAX_PRODUCT_ABOUT_LENGTH) &&
        (p.nameHi === undefined || isSafeText(p.nameHi, MAX_PRODUCT_NAME_LENGTH)),
    );
    for (let i = 0; i < rows.length; i += 1) recorder.hostile(!safe || all.length !== 3);
    expect(all).toHaveLength(3);
    expect(safe).toBe(true);
    expect(all.find((p) => p.id === 'html')?.about).toBe(HOSTILE_TEXT.script);
  });
});

describe('catalogue CSV export neutralises formulas', () => {
  const FORMULAS = ['=HYPERLINK("https://evil.example","Click")', '+SUM(A1:A9)', '-2+3', '@cmd|"/c calc"!A1', '\t=1+1', '\r=1+1'];

  it.each(FORMULAS)('a name %j never starts a cell a spreadsheet would run, and imports back as the same (trimmed) text', (formula) => {
    const product = sizedProductFactory.build({ id: 'evil', name: formula, about: formula, nameHi: formula });
    const text = catalogToCsv([product, productFactory.build({ id: 'plain' })]);

    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error('the export does not parse');
    const dangerous = parsed.value.flatMap((r) => r.cells).filter((cell) => /^[=+\-@\t\r]/.test(cell));
    recorder.hostile(dangerous.length > 0);
    expect(dangerous).toEqual([]);

    const back = catalogFromCsv(parsed.value);
    // Import trims every cell, as the upload form does.
    const kept = formula.trim();
    expect(back.ok && back.products.find((p) => p.id === 'evil')?.draft).toMatchObject({ name: kept, about: kept, nameHi: kept });
  });
});
