import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { SaveProduct } from '../../../src/application/catalog/SaveProduct';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import type { ProductDraft } from '../../../src/domain/catalog/productDraft';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, memoryOf } from '../../support/seedCommerce';

const admin = userFactory.build({ uid: 'admin1', userType: 'admin' });
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Sharbati Atta',
  nameHi: 'शरबती आटा',
  about: 'Whole wheat flour',
  group: 'grocery',
  subgroup: 'flour',
  imageData: ['https://img.example/atta.jpg'],
  weight: '5kg',
  price: 21000,
  mrp: 24000,
  available: 12,
  availableUnit: 'gram',
  loose_item: false,
  variants: [],
  ...over,
});

describe('SaveProduct', () => {
  let container: Container;
  let save: SaveProduct;
  beforeEach(() => {
    container = createTestContainer();
    save = actAs(container, admin).get(SaveProduct);
  });
  const stored = () => container.get(ProductRepositoryToken).listAll();

  it('an admin uploads a new product: stored with a new id, created now, group and subgroup named', async () => {
    const result = await save.execute({
      draft: draft(),
      confirmPriceAboveMrp: false,
      groupName: { name: 'Grocery', nameHi: 'किराना' },
      subgroupName: { name: 'Flour' },
    });
    expect(result).toMatchObject({ ok: true, value: { code: 'product.saved', product: { id: 'id-1', name: 'Sharbati Atta' } } });
    expect(await stored()).toEqual([expect.objectContaining({ id: 'id-1', createdAt: clockOf(container).now(), nameHi: 'शरबती आटा' })]);
    expect(await container.get(ProductRepositoryToken).listGroups()).toEqual([{ id: 'grocery', name: 'Grocery', nameHi: 'किराना' }]);
    expect(await container.get(ProductRepositoryToken).listSubgroups('grocery')).toEqual([
      { group: 'grocery', id: 'flour', name: 'Flour' },
    ]);
  });

  it('editing keeps the id and the creation time', async () => {
    await save.execute({ draft: draft(), confirmPriceAboveMrp: false });
    const created = clockOf(container).now();
    clockOf(container).advance(60_000);
    const result = await save.execute({ id: 'id-1', draft: draft({ price: 20000 }), confirmPriceAboveMrp: false });
    expect(result.ok).toBe(true);
    expect(await stored()).toEqual([
      expect.objectContaining({ id: 'id-1', price: 20000, createdAt: created, updatedAt: created + 60_000 }),
    ]);
  });

  it.each([
    ['a customer', userFactory.build({ userType: 'customer' })],
    ['a delivery person', userFactory.build({ userType: 'delivery' })],
    ['nobody signed in', null],
  ])('%s cannot upload', async (_, actor) => {
    actAs(container, actor);
    expect(await save.execute({ draft: draft(), confirmPriceAboveMrp: false })).toEqual({
      ok: false,
      error: { code: 'common.permission' },
    });
    expect(await stored()).toEqual([]);
  });

  it('the legacy isAdmin flag counts as admin', async () => {
    const legacy = userFactory.build({ userType: 'customer', isAdmin: true });
    actAs(container, legacy);
    expect((await save.execute({ draft: draft(), confirmPriceAboveMrp: false })).ok).toBe(true);
  });

  it('an invalid upload lists every problem and stores nothing', async () => {
    const result = await save.execute({ draft: draft({ name: '', imageData: [] }), confirmPriceAboveMrp: false });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'product.nameRequired',
        issues: [{ field: 'name', code: 'product.nameRequired' }],
      },
    });
    expect(await stored()).toEqual([]);
  });

  it('a price above MRP is saved only when confirmed', async () => {
    const above = draft({ price: 25000 });
    expect(await save.execute({ draft: above, confirmPriceAboveMrp: false })).toMatchObject({
      ok: false,
      error: { code: 'product.priceAboveMrp' },
    });
    expect(await stored()).toEqual([]);
    expect((await save.execute({ draft: above, confirmPriceAboveMrp: true })).ok).toBe(true);
    expect(await stored()).toHaveLength(1);
  });

  it('a failed write is reported as a network or generic problem', async () => {
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network'));
    expect(await save.execute({ draft: draft(), confirmPriceAboveMrp: false })).toEqual({
      ok: false,
      error: { code: 'common.network' },
    });
    memoryOf(container).failNext('unitOfWork.run', new Error('disk full'));
    expect(await save.execute({ draft: draft(), confirmPriceAboveMrp: false })).toEqual({
      ok: false,
      error: { code: 'common.unknown' },
    });
    expect(await stored()).toEqual([]);
  });
});
