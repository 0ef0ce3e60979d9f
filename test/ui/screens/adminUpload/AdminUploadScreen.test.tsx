import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ListAllProducts } from '../../../../src/application/catalog/ListAllProducts';
import { CATALOG_COLUMNS } from '../../../../src/domain/catalog/csv/catalogColumns';
import { InMemoryImageStore } from '../../../../src/infrastructure/memory/InMemoryImageStore';
import { CanvasImageResizer } from '../../../../src/ui/screens/adminUpload/CanvasImageResizer';
import { renderPage } from '../../support/renderPage';
import { DESKTOP } from '../../support/setWidth';
import { admin, atta, FakeResizer, photo, rice, stored } from './uploadWorld';

afterEach(cleanup);

async function open(path = '/adminupload', { storage = true } = {}) {
  const app = await renderPage({
    path,
    user: admin,
    width: DESKTOP,
    real: 'all',
    seed: {
      groups: [{ id: 'grocery', name: 'Grocery', nameHi: 'किराना' }],
      subgroups: [{ group: 'grocery', id: 'atta', name: 'Atta & Flour' }],
      products: [atta, rice],
    },
    before: ({ container }) => {
      // happy-dom has no canvas.
      container.bind(CanvasImageResizer).toConstantValue(new FakeResizer() as unknown as CanvasImageResizer);
      // A Firebase project on the free plan has no Cloud Storage.
      container.get(InMemoryImageStore).uploadsAvailable = storage;
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Upload Product' }, { timeout: 5000 });
  return app;
}

/** A new product without sizes: shelf, name, price, MRP and stock. */
async function fillBasics(form: HTMLElement, name: string) {
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Grocery' })).toBeTruthy());
  await userEvent.selectOptions(within(form).getByLabelText('Group'), 'grocery');
  await userEvent.selectOptions(within(form).getByLabelText('Subgroup'), 'atta');
  await userEvent.type(within(form).getByLabelText(/^Product name/), name);
  await userEvent.type(within(form).getByLabelText('Price (₹)'), '45');
  await userEvent.type(within(form).getByLabelText('MRP (₹)'), '50');
  await userEvent.type(within(form).getByLabelText('Stock'), '10');
}

const savedNamed = async (app: Awaited<ReturnType<typeof open>>, name: string) =>
  (await app.container.get(ListAllProducts).execute()).find((p) => p.name === name);

describe('AdminUploadScreen', () => {
  it('shows each problem under its field and saves nothing', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save product' }));
    expect(await within(screen.getByRole('form', { name: 'New product' })).findByText('Product name is required')).toBeTruthy();
    expect(screen.getAllByText('Group is required')[0]).toBeTruthy();
    expect(screen.getByText('Price must be a number of 0 or more')).toBeTruthy();
  });

  it('uploads a new product with two sizes and a photo', async () => {
    const app = await open();
    const form = await screen.findByRole('form', { name: 'New product' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Grocery' })).toBeTruthy());
    await userEvent.selectOptions(within(form).getByLabelText('Group'), 'grocery');
    await userEvent.selectOptions(within(form).getByLabelText('Subgroup'), 'atta');
    await userEvent.type(within(form).getByLabelText(/^Product name/), 'Multigrain Atta');
    await userEvent.type(within(form).getByLabelText('Name in Hindi (optional)'), 'मल्टीग्रेन आटा');
    await userEvent.upload(within(form).getByLabelText('Add photos'), photo('atta.jpg'));
    expect(await within(form).findByRole('img', { name: 'Photo 1' })).toBeTruthy();
    for (const [n, [label, price, mrp, stock]] of [
      ['5kg', '240', '260', '8'],
      ['10kg', '470', '500', '3'],
    ].entries()) {
      await userEvent.click(within(form).getByRole('button', { name: 'Add a size' }));
      await userEvent.type(within(form).getByLabelText(`Size ${n + 1} label`), label!);
      await userEvent.type(within(form).getByLabelText(`Size ${n + 1} price (₹)`), price!);
      await userEvent.type(within(form).getByLabelText(`Size ${n + 1} MRP (₹)`), mrp!);
      await userEvent.type(within(form).getByLabelText(`Size ${n + 1} stock`), stock!);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit: Multigrain Atta' })).toBeTruthy();
    const saved = (await app.container.get(ListAllProducts).execute()).find((p) => p.name === 'Multigrain Atta');
    expect(saved).toMatchObject({ nameHi: 'मल्टीग्रेन आटा', group: 'grocery', subgroup: 'atta', price: 24000 });
    expect(Object.keys(saved!.variants)).toEqual(['5kg', '10kg']);
    expect(saved!.imageData).toHaveLength(1);
  });

  it('saves a product without a photo', async () => {
    const app = await open();
    const form = await screen.findByRole('form', { name: 'New product' });
    expect(within(form).getByText('Photos are optional. Without one, shoppers see a plain picture in its place.')).toBeTruthy();
    await fillBasics(form, 'Sendha Namak');
    await userEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    expect(await savedNamed(app, 'Sendha Namak')).toMatchObject({ price: 4500, imageData: [] });
  });

  it('adds a photo by its https link and saves it with the product', async () => {
    const app = await open();
    const form = await screen.findByRole('form', { name: 'New product' });
    await fillBasics(form, 'Sendha Namak');
    await userEvent.type(within(form).getByLabelText('Photo link (starts with https://)'), 'https://img.example.in/namak.jpg');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('https://img.example.in/namak.jpg');
    expect((within(form).getByLabelText('Photo link (starts with https://)') as HTMLInputElement).value).toBe('');
    await userEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    expect((await savedNamed(app, 'Sendha Namak'))?.imageData).toEqual(['https://img.example.in/namak.jpg']);
  });

  it('refuses a link that is not https, under the box, and adds no photo', async () => {
    await open();
    const form = await screen.findByRole('form', { name: 'New product' });
    const box = within(form).getByLabelText('Photo link (starts with https://)');
    await userEvent.type(box, 'http://img.example.in/namak.jpg{Enter}');
    expect(await within(form).findByText('Enter a photo link that starts with https://')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('img', { name: 'Photo 1' })).toBeNull();
    await userEvent.type(box, 'x');
    expect(within(form).queryByText('Enter a photo link that starts with https://')).toBeNull();
  });

  it('without photo storage, says so instead of offering uploads, and still saves with a link', async () => {
    const app = await open('/adminupload', { storage: false });
    const form = await screen.findByRole('form', { name: 'New product' });
    expect(
      await within(form).findByText('Photo upload is not set up for this store. Add a photo link, or save without a photo.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Add photos' })).toBeNull();
    await fillBasics(form, 'Sendha Namak');
    await userEvent.type(within(form).getByLabelText('Photo link (starts with https://)'), 'https://img.example.in/namak.jpg');
    await userEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved')).toBeTruthy();
    expect((await savedNamed(app, 'Sendha Namak'))?.imageData).toEqual(['https://img.example.in/namak.jpg']);
  });

  it('says it in Hindi too: no photo storage, and a bad link', async () => {
    const app = await open('/adminupload', { storage: false });
    await act(() => app.i18n.changeLanguage('hi'));
    const form = await screen.findByRole('form', { name: 'नया सामान' });
    const note = 'इस दुकान में फ़ोटो अपलोड की सुविधा चालू नहीं है। फ़ोटो का लिंक डालें, या बिना फ़ोटो के सेव करें।';
    expect(await within(form).findByText(note)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('फ़ोटो का लिंक (https:// से शुरू)'), 'namak.jpg');
    await userEvent.click(within(form).getByRole('button', { name: 'लिंक जोड़ें' }));
    expect(await within(form).findByText('https:// से शुरू होने वाला फ़ोटो का लिंक डालें')).toBeTruthy();
  });

  it('opens a product from a dashboard link and updates a stock count', async () => {
    const app = await open(`/adminupload?edit=${encodeURIComponent('grocery/rice/rice')}`);
    expect(await screen.findByRole('heading', { name: 'Edit: Basmati Rice' })).toBeTruthy();
    const stock = screen.getByRole('region', { name: 'Stock' });
    const box = within(stock).getByLabelText('5kg: now 4 kg');
    await userEvent.type(box, '30');
    await userEvent.click(within(stock).getAllByRole('button', { name: 'Update stock' })[1]!);
    expect(await screen.findByText('Stock updated')).toBeTruthy();
    expect((await stored(app.container, rice))?.variants['5kg']?.available).toBe(30);
  });

  it('lists each bad line of an imported CSV and imports nothing', async () => {
    const app = await open();
    const before = await app.container.get(ListAllProducts).execute();
    const csv = `${CATALOG_COLUMNS.join(',')}\ngrocery,atta,,Good,,,,/a.svg,,50,60,,5\ngrocery,atta,,Bad,,,,/a.svg,,fifty,60,,5\n`;
    const panel = screen.getByRole('region', { name: 'Catalogue file (CSV)' });
    await userEvent.upload(within(panel).getByLabelText('Import CSV file'), new File([csv], 'catalogue.csv', { type: 'text/csv' }));
    expect(await within(panel).findByText('Line 3: price must be a number.')).toBeTruthy();
    expect(within(panel).getByText('The file has 1 problems. Nothing was imported.')).toBeTruthy();
    expect(await app.container.get(ListAllProducts).execute()).toEqual(before);
  });
});
