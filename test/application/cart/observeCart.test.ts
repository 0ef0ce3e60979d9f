import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AddToCart } from '../../../src/application/cart/AddToCart';
import { ObserveCart } from '../../../src/application/cart/ObserveCart';
import { ObserveCartCount } from '../../../src/application/cart/ObserveCartCount';
import { UpdateCartQuantity } from '../../../src/application/cart/UpdateCartQuantity';
import type { Cart } from '../../../src/domain/cart/CartLine';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';

const customer = userFactory.build({ uid: 'cust1' });
const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 50 });
const dal = productFactory.build({ id: 'dal', weight: '500g', available: 50 });

describe('ObserveCartCount and ObserveCart', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [atta, dal] });
  });

  it('is 0 when signed out', () => {
    const counts: number[] = [];
    const stop = container.get(ObserveCartCount).execute((n) => counts.push(n));
    stop();
    expect(counts).toEqual([0]);
  });

  it('is the live sum of qty over all lines, once per change', async () => {
    const counts: number[] = [];
    const stop = actAs(container, customer)
      .get(ObserveCartCount)
      .execute((n) => counts.push(n));
    await container.get(AddToCart).execute({ product: atta, variant: '1kg', qty: 2 });
    await container.get(AddToCart).execute({ product: dal, variant: '500g', qty: 3 });
    await container.get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty: 1 });
    await container.get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty: 1 });
    stop();
    await container.get(UpdateCartQuantity).execute({ key: 'dal_500g', qty: 0 });
    expect(counts).toEqual([0, 2, 5, 4]);
  });

  it('ObserveCart gives the cart itself', async () => {
    const carts: Cart[] = [];
    const stop = actAs(container, customer)
      .get(ObserveCart)
      .execute((c) => carts.push(c));
    await container.get(AddToCart).execute({ product: atta, variant: '1kg' });
    stop();
    expect(carts.map((c) => Object.keys(c.items))).toEqual([[], ['atta_1kg']]);
  });

  it('ObserveCart follows nobody when nobody is signed in', () => {
    const carts: Cart[] = [];
    container.get(ObserveCart).execute((c) => carts.push(c))();
    expect(carts).toEqual([]);
  });
});
