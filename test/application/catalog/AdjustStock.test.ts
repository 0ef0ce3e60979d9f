import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AdjustStock } from '../../../src/application/catalog/AdjustStock';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, seedCommerce } from '../../support/seedCommerce';

const admin = userFactory.build({ userType: 'admin' });

describe('AdjustStock', () => {
  let container: Container;
  const plain = productFactory.build({ id: 'plain', available: 3 });
  const sized = sizedProductFactory.build({ id: 'sized' });
  const loose = looseProductFactory.build({ id: 'loose', available: 2 });
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [plain, sized, loose] });
    actAs(container, admin);
  });
  const get = (p: typeof plain) => container.get(ProductRepositoryToken).get(p);
  const adjust = (input: Partial<Parameters<AdjustStock['execute']>[0]>) =>
    container.get(AdjustStock).execute({ ref: plain, variant: null, available: 10, ...input });

  it('sets a product’s stock, a size’s stock and loose stock as a measure, stamping updatedAt', async () => {
    expect(await adjust({})).toEqual({ ok: true, value: undefined });
    expect(await get(plain)).toMatchObject({ available: 10, updatedAt: clockOf(container).now() });
    expect((await adjust({ ref: sized, variant: '5kg', available: 9 })).ok).toBe(true);
    expect((await get(sized))!.variants['5kg']!.available).toBe(9);
    expect((await adjust({ ref: loose, available: 12.5 })).ok).toBe(true);
    expect((await get(loose))!.available).toBe(12.5);
  });

  it('refuses non-admins, bad numbers, unknown products and sizes, changing nothing', async () => {
    actAs(container, userFactory.build({ userType: 'delivery' }));
    expect(await adjust({})).toMatchObject({ ok: false, error: { code: 'common.permission' } });
    actAs(container, admin);
    for (const available of [-1, Number.NaN, 1.5])
      expect(await adjust({ available })).toMatchObject({ ok: false, error: { code: 'product.invalidStock' } });
    expect(await adjust({ ref: { ...plain, id: 'gone' } })).toMatchObject({ ok: false, error: { code: 'checkout.productMissing' } });
    expect(await adjust({ ref: sized, variant: '2kg' })).toMatchObject({ ok: false, error: { code: 'cart.invalidProduct' } });
    expect(await get(plain)).toEqual(plain);
    expect(await get(sized)).toEqual(sized);
  });
});
