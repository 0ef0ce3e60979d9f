import { describe, expect, it } from 'vitest';
import { AdjustStock } from '../../../../src/application/catalog/AdjustStock';
import { ListGroups } from '../../../../src/application/catalog/ListGroups';
import { ListSubgroups } from '../../../../src/application/catalog/ListSubgroups';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { AdminUploadViewModel } from '../../../../src/ui/screens/adminUpload/AdminUploadViewModel';
import { memoryOf } from '../../../support/seedCommerce';
import { admin, atta, customer, photo, rice, stored, uploadWorld } from './uploadWorld';
import { actAs } from '../../../support/actAs';

async function open(actor = admin) {
  const world = uploadWorld();
  const vm = world.container.get(AdminUploadViewModel);
  actAs(world.container, actor);
  await vm.mount();
  return { ...world, vm };
}

/** A cattle feed with two sizes, typed as an admin would. */
function fillFeed(vm: AdminUploadViewModel) {
  const f = vm.form;
  f.chooseGroup('grocery', false);
  f.chooseSubgroup('', true);
  f.setText('newSubgroupName', 'Cattle Feed');
  f.setText('newSubgroupNameHi', 'पशु आहार');
  f.setText('name', 'Pashu Aahar Gold');
  f.setText('nameHi', 'पशु आहार गोल्ड');
  f.setText('about', 'Balanced feed for milch cattle.');
  f.setText('wSale', '1,050');
  f.addVariant();
  f.addVariant();
  const [small, big] = f.variants;
  f.setVariant(small!.key, 'label', '10kg');
  f.setVariant(small!.key, 'price', '280');
  f.setVariant(small!.key, 'mrp', '300');
  f.setVariant(small!.key, 'available', '12');
  f.setVariant(big!.key, 'label', '50kg');
  f.setVariant(big!.key, 'price', '₹1,250.50');
  f.setVariant(big!.key, 'mrp', '1400');
  f.setVariant(big!.key, 'available', '4');
}

describe('AdminUploadViewModel: create', () => {
  it('uploads a product with two sizes and a resized photo, in a new subgroup', async () => {
    const { container, vm, resizer, imageStore } = await open();
    fillFeed(vm);
    await vm.addImages([photo('front.jpg')]);
    expect(resizer.calls).toEqual([{ name: 'front.jpg', maxSide: 1000 }]);
    expect([...imageStore.uploads.keys()]).toEqual([expect.stringMatching(/^products\/grocery\/cattle_feed\/.+\.webp$/)]);
    expect(vm.form.images).toEqual([expect.stringMatching(/^data:image\/webp;base64,/)]);

    expect(await vm.save()).toEqual({ ok: true, value: { code: 'product.saved' } });
    const ref = vm.form.editing!;
    expect(ref).toMatchObject({ group: 'grocery', subgroup: 'cattle_feed' });
    const product = await stored(container, ref);
    expect(product).toMatchObject({
      name: 'Pashu Aahar Gold',
      nameHi: 'पशु आहार गोल्ड',
      wSale: 105000,
      price: 28000,
      mrp: 30000,
      imageData: vm.form.images,
      variants: {
        '10kg': { price: 28000, mrp: 30000, available: 12, unit: 'kg' },
        '50kg': { price: 125050, mrp: 140000, available: 4, unit: 'kg' },
      },
    });
    expect(await container.get(ListSubgroups).execute('grocery')).toContainEqual({
      group: 'grocery',
      id: 'cattle_feed',
      name: 'Cattle Feed',
      nameHi: 'पशु आहार',
    });
    expect(vm.products?.some((p) => p.id === ref.id)).toBe(true);
  });

  it('shows every problem by field and saves nothing', async () => {
    const { container, vm } = await open();
    vm.form.addVariant();
    vm.form.setText('price', 'abc');
    vm.form.setText('wSale', '-5');
    const result = await vm.save();
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'product.nameRequired' }) });
    expect(vm.form.errors).toEqual({
      name: 'product.nameRequired',
      group: 'product.groupRequired',
      subgroup: 'product.subgroupRequired',
      wSale: 'product.invalidPrice',
      'variants.0.label': 'product.variantLabelRequired',
      'variants.0.price': 'product.invalidPrice',
      'variants.0.mrp': 'product.invalidMrp',
      'variants.0.available': 'product.invalidStock',
    });
    vm.form.setText('name', 'Atta');
    expect(vm.form.errorOf('name')).toBeNull();
    expect(await container.get(ListGroups).execute()).toHaveLength(1);
  });

  it('a price above MRP needs confirming, then saves', async () => {
    const { container, vm } = await open();
    vm.form.chooseGroup('grocery', false);
    vm.form.chooseSubgroup('atta', false);
    vm.form.setText('name', 'Imported Oats');
    vm.form.setText('price', '120');
    vm.form.setText('mrp', '100');
    vm.form.setText('available', '5');
    vm.form.addImage('/oats.svg');
    expect(await vm.save()).toBeNull();
    expect(vm.confirmingPrice).toBe(true);
    expect(vm.form.editing).toBeNull();
    vm.dismissPriceConfirm();
    expect(vm.confirmingPrice).toBe(false);
    expect(await vm.save(true)).toEqual({ ok: true, value: { code: 'product.saved' } });
    expect(await stored(container, vm.form.editing!)).toMatchObject({ price: 12000, mrp: 10000 });
  });

  it('creates a new group and subgroup with their names', async () => {
    const { container, vm } = await open();
    vm.form.chooseGroup('', true);
    vm.form.setText('newGroupName', 'Seeds');
    vm.form.setText('newGroupNameHi', 'बीज');
    vm.form.setText('newSubgroupName', 'Wheat Seed');
    vm.form.setText('name', 'HD 2967');
    vm.form.setText('price', '60');
    vm.form.setText('mrp', '65');
    vm.form.setText('available', '100');
    vm.form.addImage('/seed.svg');
    expect((await vm.save())?.ok).toBe(true);
    expect(await container.get(ListGroups).execute()).toContainEqual({ id: 'seeds', name: 'Seeds', nameHi: 'बीज' });
    expect(await container.get(ListSubgroups).execute('seeds')).toEqual([{ group: 'seeds', id: 'wheat_seed', name: 'Wheat Seed' }]);
    expect(vm.subgroups.seeds).toHaveLength(1);
  });

  it("only an admin may save: 'Permission denied.'", async () => {
    const { vm } = await open(customer);
    fillFeed(vm);
    vm.form.addImage('/x.svg');
    expect(await vm.save()).toEqual({ ok: false, error: { code: 'common.permission' } });
    expect(vm.saveError).toEqual({ code: 'common.permission' });
  });

  it('a failed connection keeps the form as typed', async () => {
    const { container, vm } = await open();
    fillFeed(vm);
    vm.form.addImage('/x.svg');
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network'));
    expect(await vm.save()).toEqual({ ok: false, error: { code: 'common.network' } });
    expect(vm.form.name).toBe('Pashu Aahar Gold');
    expect(vm.form.editing).toBeNull();
    expect((await vm.save())?.ok).toBe(true);
  });
});

describe('AdminUploadViewModel: photos', () => {
  it.each([
    ['a GIF', photo('anim.gif', 'image/gif'), { code: 'image.badType' }],
    ['a PDF', photo('bill.pdf', 'application/pdf'), { code: 'image.badType' }],
    ['an 11 MB photo', photo('huge.jpg', 'image/jpeg', 11 * 1024 * 1024), { code: 'image.tooLarge', params: { maxMb: 10 } }],
    ['a file that is not really an image', photo('broken.png', 'image/png'), { code: 'image.badType' }],
  ])('refuses %s', async (_, file, error) => {
    const { vm, imageStore } = await open();
    await vm.addImages([file]);
    expect(vm.imageError).toEqual(error);
    expect(vm.form.images).toEqual([]);
    expect(imageStore.uploads.size).toBe(0);
  });

  it('keeps the good photos of a mixed pick', async () => {
    const { vm } = await open();
    await vm.addImages([photo('a.png', 'image/png'), photo('b.gif', 'image/gif'), photo('c.webp', 'image/webp')]);
    expect(vm.form.images).toHaveLength(2);
    expect(vm.imageError).toEqual({ code: 'image.badType' });
    expect(vm.uploading).toBe(0);
  });

  it("a failed upload: 'Image upload failed. Please try again.'", async () => {
    const { vm, imageStore } = await open();
    imageStore.failing = true;
    await vm.addImages([photo()]);
    expect(vm.imageError).toEqual({ code: 'image.uploadFailed' });
    expect(vm.form.images).toEqual([]);
  });

  it('a bucket named in the configuration but never created: uploads turn off for the visit and photo links still work', async () => {
    const { vm, imageStore } = await open();
    expect(vm.uploadsAvailable).toBe(true);
    imageStore.bucketMissing = true;
    await vm.addImages([photo()]);
    expect(vm.uploadsAvailable).toBe(false);
    expect(vm.imageError).toBeNull();
    vm.setImageUrlInput('https://img.example.in/atta.jpg');
    expect(vm.addImageUrl().ok).toBe(true);
    expect(vm.form.images).toEqual(['https://img.example.in/atta.jpg']);
    expect(vm.imageUrlInput).toBe('');
  });

  it('a photo link typed but not added is saved with the product; a bad one stops the save', async () => {
    const { container, vm } = await open();
    fillFeed(vm);
    vm.setImageUrlInput('http://img.example.in/feed.jpg');
    expect(await vm.save()).toEqual({ ok: false, error: { code: 'image.invalidUrl' } });
    expect(vm.imageUrlError).toEqual({ code: 'image.invalidUrl' });
    expect(await container.get(ListSubgroups).execute('grocery')).toHaveLength(2);
    vm.setImageUrlInput('https://img.example.in/feed.jpg');
    expect(vm.imageUrlError).toBeNull();
    expect(await vm.save()).toEqual({ ok: true, value: { code: 'product.saved' } });
    expect(vm.editingProduct?.imageData).toEqual(['https://img.example.in/feed.jpg']);
  });

  it('removing a photo takes it off the product', async () => {
    const { vm } = await open();
    vm.form.addImage('/1.svg');
    vm.form.addImage('/2.svg');
    vm.form.removeImage(0);
    expect(vm.form.images).toEqual(['/2.svg']);
  });
});

describe('AdminUploadViewModel: edit and stock', () => {
  it('finds products by English or Hindi name and opens one for editing', async () => {
    const { vm } = await open();
    vm.setPickerQuery('atta');
    expect(vm.matches.map((p) => p.id)).toEqual(['atta']);
    vm.setPickerQuery('चक्की');
    expect(vm.matches.map((p) => p.id)).toEqual(['atta']);
    expect(await vm.openProduct(atta)).toBe(true);
    expect(vm.form).toMatchObject({ name: 'Chakki Atta', nameHi: 'चक्की आटा', price: '50', mrp: '60', available: '20' });
    expect(vm.pickerQuery).toBe('');
    expect(await vm.openProduct({ ...atta, id: 'gone' })).toBe(false);
    expect(vm.saveError).toEqual({ code: 'checkout.productMissing' });
  });

  it('an edit keeps the id and never writes back stock that sold meanwhile', async () => {
    const { container, vm } = await open();
    await vm.openProduct(rice);
    vm.form.setText('name', 'Basmati Rice Premium');
    // Someone buys while the form is open.
    await container.get(AdjustStock).execute({ ref: rice, variant: '5kg', available: 1 });
    expect((await vm.save())?.ok).toBe(true);
    const saved = await stored(container, rice);
    expect(saved).toMatchObject({ id: 'rice', name: 'Basmati Rice Premium', createdAt: rice.createdAt });
    expect(saved?.variants['5kg']?.available).toBe(1);
    expect(saved?.variants['1kg']?.available).toBe(10);
  });

  it("sets a size's stock: 'Stock updated'; bad counts and other roles are refused", async () => {
    const { container, vm } = await open();
    await vm.openProduct(rice);
    expect(vm.stockSlots).toEqual([
      { variant: '1kg', current: 10, unit: 'kg' },
      { variant: '5kg', current: 4, unit: 'kg' },
    ]);
    vm.setStockInput('5kg', '25');
    expect(await vm.saveStock('5kg')).toEqual({ ok: true, value: { code: 'product.stockUpdated' } });
    expect((await stored(container, rice))?.variants['5kg']?.available).toBe(25);
    expect(vm.stockSlots[1]?.current).toBe(25);
    expect(vm.stockInput('5kg')).toBe('');

    vm.setStockInput('1kg', '-3');
    expect(await vm.saveStock('1kg')).toEqual({ ok: false, error: { code: 'product.invalidStock' } });
    vm.setStockInput('1kg', '2.5');
    expect(await vm.saveStock('1kg')).toEqual({ ok: false, error: { code: 'product.invalidStock' } });
    expect((await stored(container, rice))?.variants['1kg']?.available).toBe(10);

    actAs(container, customer);
    vm.setStockInput('1kg', '3');
    expect(await vm.saveStock('1kg')).toEqual({ ok: false, error: { code: 'common.permission' } });
  });

  it('a product without sizes has one stock counter', async () => {
    const { container, vm } = await open();
    await vm.openProduct(atta);
    expect(vm.stockSlots).toEqual([{ variant: null, current: 20, unit: 'gram' }]);
    vm.setStockInput(null, '35');
    expect((await vm.saveStock(null))?.ok).toBe(true);
    expect((await stored(container, atta))?.available).toBe(35);
  });

  it('New product clears the form but keeps the shelf', async () => {
    const { vm } = await open();
    await vm.openProduct(atta);
    vm.startNew();
    expect(vm.form).toMatchObject({ editing: null, name: '', group: 'grocery', subgroup: 'atta', images: [] });
  });

  it('a catalogue that cannot load says so', async () => {
    const world = uploadWorld();
    memoryOf(world.container).failNext('products.listAll', new DataFaultError('network'));
    const vm = world.container.get(AdminUploadViewModel);
    await vm.mount();
    expect(vm.loadError).toBe('common.network');
    expect(vm.products).toEqual([]);
  });
});
