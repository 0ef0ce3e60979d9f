import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { BuyAgain } from '../../../src/application/cart/BuyAgain';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { cartWith } from '../../factories/cartFactory';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';
import { productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { connectivityOf, seedCommerce } from '../../support/seedCommerce';

const customer = userFactory.build({ uid: 'cust1' });
const atta = productFactory.build({ id: 'atta', name: 'Atta', weight: '1kg', available: 10, price: 5200 });
const sized = sizedProductFactory.build({ id: 'sized', name: 'Rice' }); // 5kg: 4
const soldOut = productFactory.build({ id: 'soldout', name: 'Ghee', weight: '1l', available: 0 });
const item = (p: typeof atta, variant: string, qty: number) =>
  orderItemFactory.build({ id: p.id, name: p.name, group: p.group, subgroup: p.subgroup, variant, qty });

describe('BuyAgain', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [atta, sized, soldOut], carts: [cartWith('cust1', [{ product: sized, variant: '5kg', qty: 1 }])] });
    actAs(container, customer);
  });
  const order = orderFactory.build({
    userId: 'cust1',
    status: 'delivered',
    items: [
      item(atta, '1kg', 2),
      item(sized, '5kg', 5),
      item(soldOut, '1l', 1),
      orderItemFactory.build({ id: 'discontinued', name: 'Old Soap', variant: '1 piece' }),
    ],
  });

  it('refills the cart at today’s prices, clamped to stock, and says what could not be added', async () => {
    const result = await container.get(BuyAgain).execute({ order });
    expect(result).toEqual({
      ok: true,
      value: {
        added: [
          { key: 'atta_1kg', name: 'Atta', variant: '1kg', qty: 2 },
          {
            key: 'sized_5kg',
            name: 'Rice',
            variant: '5kg',
            qty: 4,
            notice: { code: 'cart.clampedVariant', params: { n: 3, variant: '5kg' } },
          },
        ],
        unavailable: [
          { name: 'Ghee', variant: '1l', code: 'cart.outOfStock' },
          { name: 'Old Soap', variant: '1 piece', code: 'checkout.productMissing' },
        ],
      },
    });
    const cart = await container.get(CartRepositoryToken).get('cust1');
    expect(cart.items.atta_1kg).toMatchObject({ qty: 2, price: 5200 });
    expect(cart.items.sized_5kg?.qty).toBe(4);
    expect(Object.keys(cart.items).sort()).toEqual(['atta_1kg', 'sized_5kg']);
  });

  it('needs a signed-in user and a connection', async () => {
    expect(await actAs(container, null).get(BuyAgain).execute({ order })).toEqual({ ok: false, error: { code: 'cart.loginRequired' } });
    connectivityOf(container).setOnline(false);
    expect(await actAs(container, customer).get(BuyAgain).execute({ order })).toEqual({ ok: false, error: { code: 'cart.offline' } });
    expect(Object.keys((await container.get(CartRepositoryToken).get('cust1')).items)).toEqual(['sized_5kg']);
  });
});
