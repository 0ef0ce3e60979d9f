import { describe, expect, it } from 'vitest';
import { ListAllProducts } from '../../../../src/application/catalog/ListAllProducts';
import { ListGroups } from '../../../../src/application/catalog/ListGroups';
import { ListSubgroups } from '../../../../src/application/catalog/ListSubgroups';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { CATALOG_COLUMNS } from '../../../../src/domain/catalog/csv/catalogColumns';
import { CatalogCsvViewModel, nameFromId } from '../../../../src/ui/screens/adminUpload/CatalogCsvViewModel';
import { memoryOf } from '../../../support/seedCommerce';
import { admin, atta, customer, stored, uploadWorld } from './uploadWorld';
import { actAs } from '../../../support/actAs';

const file = (text: string) => new Blob([text], { type: 'text/csv' });
const csv = (...rows: Partial<Record<(typeof CATALOG_COLUMNS)[number], string>>[]) =>
  [CATALOG_COLUMNS.join(','), ...rows.map((r) => CATALOG_COLUMNS.map((c) => r[c] ?? '').join(','))].join('\n');
const product = { group: 'grocery', subgroup: 'atta', images: '/a.svg', price: '50', mrp: '60', available: '10' };

function world(actor = admin) {
  const w = uploadWorld();
  const vm = w.container.get(CatalogCsvViewModel);
  actAs(w.container, actor);
  return { ...w, vm };
}

describe('CatalogCsvViewModel', () => {
  it('exports the catalogue as CSV that imports back unchanged', async () => {
    const { container, vm } = world();
    const text = await vm.exportCsv();
    expect(text?.split('\r\n')[0]).toBe(CATALOG_COLUMNS.join(','));
    expect(text).toContain('Chakki Atta');
    const before = await container.get(ListAllProducts).execute();
    await vm.importFile(file(text!));
    expect(vm.outcome).toEqual({ code: 'csv.imported', params: { count: 2 } });
    const after = await container.get(ListAllProducts).execute();
    const comparable = (list: typeof before) => list.map(({ updatedAt: _u, ...p }) => p).sort((a, b) => a.id.localeCompare(b.id));
    expect(comparable(after)).toEqual(comparable(before));
  });

  it('imports new products and edits, creating unknown groups and subgroups with readable names', async () => {
    const { container, vm } = world();
    await vm.importFile(
      file(
        csv(
          { ...product, id: 'atta', name: 'Chakki Atta', price: '55', available: '40' },
          {
            ...product,
            group: 'seeds',
            subgroup: 'wheat_seed',
            name: 'HD 2967',
            size: '5kg',
            size_price: '300',
            size_mrp: '320',
            size_available: '9',
          },
          {
            ...product,
            group: 'seeds',
            subgroup: 'wheat_seed',
            name: 'HD 2967',
            size: '20kg',
            size_price: '1150',
            size_mrp: '1200',
            size_available: '3',
          },
        ),
      ),
    );
    expect(vm.outcome).toEqual({ code: 'csv.imported', params: { count: 2 } });
    expect(vm.progress).toEqual({ saved: 2, total: 2 });
    // The sheet is the truth: its blank Hindi name clears the stored one.
    const edited = await stored(container, atta);
    expect(edited).toMatchObject({ price: 5500, available: 40 });
    expect(edited?.nameHi).toBeUndefined();
    expect(await container.get(ListGroups).execute()).toContainEqual({ id: 'seeds', name: 'Seeds' });
    expect(await container.get(ListSubgroups).execute('seeds')).toEqual([{ group: 'seeds', id: 'wheat_seed', name: 'Wheat Seed' }]);
    // The existing group keeps its Hindi name.
    expect(await container.get(ListGroups).execute()).toContainEqual({ id: 'grocery', name: 'Grocery', nameHi: 'किराना' });
    const seed = (await container.get(ListAllProducts).execute()).find((p) => p.name === 'HD 2967');
    expect(Object.keys(seed?.variants ?? {})).toEqual(['5kg', '20kg']);
  });

  it('a file with any bad row imports nothing and lists each problem by line', async () => {
    const { container, vm } = world();
    const before = await container.get(ListAllProducts).execute();
    await vm.importFile(
      file(csv({ ...product, name: 'Good One' }, { ...product, name: 'Bad Price', price: 'free' }, { ...product, name: '' })),
    );
    expect(vm.issues).toEqual([{ line: 3, code: 'csv.invalidNumber', params: { column: 'price' } }]);
    expect(vm.outcome).toEqual({ code: 'csv.hasErrors', params: { count: 1 } });
    expect(await container.get(ListAllProducts).execute()).toEqual(before);
  });

  it('imports a product with no photo (a store without photo storage)', async () => {
    const { container, vm } = world();
    await vm.importFile(file(csv({ ...product, name: 'No Photo', images: '' })));
    expect(vm.outcome).toEqual({ code: 'csv.imported', params: { count: 1 } });
    expect((await container.get(ListAllProducts).execute()).find((p) => p.name === 'No Photo')?.imageData).toEqual([]);
  });

  it('unreadable structure: missing columns, an unclosed quote, an empty file', async () => {
    const { vm } = world();
    await vm.importFile(file('name,price\nAtta,50\n'));
    expect(vm.issues.map((i) => [i.line, i.code, i.params?.column])).toEqual([
      [1, 'csv.missingColumn', 'group'],
      [1, 'csv.missingColumn', 'subgroup'],
      [1, 'csv.missingColumn', 'images'],
      [1, 'csv.missingColumn', 'mrp'],
      [1, 'csv.missingColumn', 'available'],
    ]);
    await vm.importFile(file(`${CATALOG_COLUMNS.join(',')}\ngrocery,"atta\n`));
    expect(vm.issues).toEqual([{ line: 2, code: 'csv.unclosedQuote' }]);
    await vm.importFile(file(''));
    expect(vm.issues).toEqual([{ line: 0, code: 'csv.empty' }]);
  });

  it('prices above MRP are asked about once for the file', async () => {
    const { container, vm } = world();
    await vm.importFile(file(csv({ ...product, name: 'Dear Oats', price: '120', mrp: '100' })));
    expect(vm.awaitingConfirm).toHaveLength(1);
    expect(vm.issues).toEqual([{ line: 2, code: 'product.priceAboveMrp' }]);
    vm.cancelImport();
    expect(vm.awaitingConfirm).toBeNull();
    expect((await container.get(ListAllProducts).execute()).some((p) => p.name === 'Dear Oats')).toBe(false);

    await vm.importFile(file(csv({ ...product, name: 'Dear Oats', price: '120', mrp: '100' })));
    await vm.confirmImport();
    expect(vm.outcome).toEqual({ code: 'csv.imported', params: { count: 1 } });
    expect((await container.get(ListAllProducts).execute()).find((p) => p.name === 'Dear Oats')).toMatchObject({
      price: 12000,
      mrp: 10000,
    });
  });

  it("only admins may import: 'Permission denied.', nothing saved", async () => {
    const { container, vm } = world(customer);
    await vm.importFile(file(csv({ ...product, name: 'Sneaky' })));
    expect(vm.outcome).toEqual({ code: 'common.permission' });
    expect((await container.get(ListAllProducts).execute()).some((p) => p.name === 'Sneaky')).toBe(false);
  });

  it('a connection lost halfway says how many were saved', async () => {
    const { container, vm } = world();
    const rows = csv({ ...product, name: 'One' }, { ...product, name: 'Two' });
    // The second save fails.
    const db = memoryOf(container);
    let saves = 0;
    const unwatch = db.watch(() => {
      saves += 1;
      if (saves === 1) db.failNext('unitOfWork.run', new DataFaultError('network'));
    });
    await vm.importFile(file(rows));
    unwatch();
    expect(vm.outcome).toEqual({ code: 'csv.partlyImported', params: { saved: 1, total: 2 } });
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const { vm } = world();
    await vm.importFile(new Blob([new Uint8Array(6 * 1024 * 1024)]));
    expect(vm.outcome).toEqual({ code: 'csv.tooLarge', params: { maxMb: 5 } });
  });

  it('an export that cannot read the catalogue says why', async () => {
    const { container, vm } = world();
    memoryOf(container).failNext('products.listAll', new DataFaultError('network'));
    expect(await vm.exportCsv()).toBeNull();
    expect(vm.outcome).toEqual({ code: 'common.network' });
  });

  it('names groups from ids', () => {
    expect(nameFromId('cattle_feed')).toBe('Cattle Feed');
    expect(nameFromId('seeds')).toBe('Seeds');
  });
});
