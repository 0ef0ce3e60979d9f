import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { PlaceOrder, type PlaceOrderInput } from '../../../src/application/checkout/PlaceOrder';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { TransactionConflictError } from '../../../src/application/ports/UnitOfWork';
import type { Product } from '../../../src/domain/catalog/Product';
import type { Order } from '../../../src/domain/order/Order';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { orderFactory } from '../../factories/orderFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { actAs, anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, connectivityOf, memoryOf, seedCommerce } from '../../support/seedCommerce';

const address = addressFactory.build();
const customer = userFactory.build({
  uid: 'cust1-abcdef',
  email: 'ramesh@example.in',
  name: 'Ramesh Kumar',
  deliveryAddress: address,
  addresses: [address],
});
const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 5, price: 5000, mrp: 6000 });
const rice = sizedProductFactory.build({ id: 'rice' }); // 1kg: 10 at ₹45, 5kg: 4 at ₹210
const khal = looseProductFactory.build({ id: 'khal', available: 10, availableUnit: 'kg' }); // 500g at ₹20

const activeOrders = (container: Container): Order[] => {
  let orders: Order[] = [];
  container.get(OrderRepositoryToken).observeAll((o) => (orders = o))();
  return orders;
};

describe('PlaceOrder', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, {
      products: [atta, rice, khal],
      carts: [
        cartWith(customer.uid, [
          { product: atta, qty: 2 },
          { product: rice, variant: '5kg', qty: 1 },
          { product: khal, variant: '500g', qty: 3 },
        ]),
      ],
    });
  });
  const place = (input: Partial<PlaceOrderInput> = {}, who: UserProfile = customer) =>
    checkoutCart(container, who, { phoneNumber: '+91 98765 43210', ...input });
  const product = (p: Product) => container.get(ProductRepositoryToken).get(p);
  const cartKeys = async (uid = customer.uid) => Object.keys((await container.get(CartRepositoryToken).get(uid)).items).sort();
  const expectNothingChanged = async () => {
    expect(await product(atta)).toEqual(atta);
    expect(await product(rice)).toEqual(rice);
    expect(await product(khal)).toEqual(khal);
    expect(await cartKeys()).toEqual(['atta_1kg', 'khal_500g', 'rice_5kg']);
    expect(activeOrders(container)).toEqual([]);
  };

  it('offline, places nothing and says so; back online the same cart goes through', async () => {
    connectivityOf(container).setOnline(false);
    expect(await place()).toEqual({ ok: false, error: { code: 'checkout.offline' } });
    await expectNothingChanged();
    connectivityOf(container).setOnline(true);
    expect((await place()).ok).toBe(true);
  });

  it('stores a pending cash-on-delivery order, takes the stock and empties the cart, all at once', async () => {
    const now = clockOf(container).now();
    const result = await place();
    if (!result.ok) throw new Error(result.error.code);
    const order = result.value;
    expect(order).toMatchObject({
      id: `order_${now}_cust1`,
      userId: customer.uid,
      userEmail: 'ramesh@example.in',
      userName: 'Ramesh Kumar',
      status: 'pending',
      total: 2 * 5000 + 21000 + 3 * 2000,
      createdAt: now,
      deliveryAddress: address,
      phoneNumber: '9876543210',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      deliveryPersonId: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        id: 'atta',
        variant: '1kg',
        qty: 2,
        price: 5000,
        mrp: 6000,
        group: 'grocery',
        subgroup: 'flour',
        loose_item: false,
      }),
      expect.objectContaining({ id: 'rice', variant: '5kg', qty: 1, price: 21000 }),
      expect.objectContaining({
        id: 'khal',
        variant: '500g',
        qty: 3,
        weight: 500,
        unit: 'g',
        totalWeight: 1500,
        availableUnit: 'kg',
        loose_item: true,
      }),
    ]);
    expect(await container.get(OrderRepositoryToken).get(order.id)).toEqual(order);
    expect(await product(atta)).toMatchObject({ available: 3, updatedAt: now });
    expect((await product(rice))!.variants).toMatchObject({ '5kg': { available: 3 }, '1kg': { available: 10 } });
    expect((await product(khal))!.available).toBe(8.5);
    expect(await cartKeys()).toEqual([]);
  });

  it('charges today’s price, not the one remembered in the cart', async () => {
    await container.get(ProductRepositoryToken).save({ ...atta, price: 5500 });
    const result = await place();
    expect(result.ok && result.value.items[0]!.price).toBe(5500);
  });

  it('needs a signed-in user, an address and a 10-digit mobile number', async () => {
    const lines = [{ ref: atta, variant: '1kg', qty: 1 }];
    expect(
      await actAs(container, null).get(PlaceOrder).execute({ lines, addressId: address.id, phoneNumber: '9876543210', checkoutKey: 'k1' }),
    ).toEqual({ ok: false, error: { code: 'orders.mustBeLoggedIn' } });
    expect(await place({ addressId: 'an-address-she-never-saved' })).toEqual({ ok: false, error: { code: 'checkout.missingAddress' } });
    expect(await place({ phoneNumber: '12345' })).toEqual({ ok: false, error: { code: 'checkout.invalidPhone' } });
    await expectNothingChanged();
  });

  it("'No items in cart' for an empty cart", async () => {
    const other = userFactory.build({ uid: 'empty-cart' });
    expect(await place({}, other)).toEqual({ ok: false, error: { code: 'checkout.noItems' } });
    expect(activeOrders(container)).toEqual([]);
  });

  it('at most 100 different items in one order, in every mode', async () => {
    const many = productFactory.buildList(101, { available: 100 });
    const big = userFactory.build({ uid: 'bulk-buyer' });
    seedCommerce(container, {
      products: many,
      carts: [
        cartWith(
          big.uid,
          many.map((p) => ({ product: p, qty: 1 })),
        ),
      ],
    });
    expect(await place({}, big)).toEqual({ ok: false, error: { code: 'checkout.tooManyLines', params: { max: 100 } } });
    expect(await cartKeys(big.uid)).toHaveLength(101);
    seedCommerce(container, {
      carts: [
        cartWith(
          big.uid,
          many.slice(0, 100).map((p) => ({ product: p, qty: 1 })),
        ),
      ],
    });
    expect((await place({}, big)).ok).toBe(true);
  });

  it('lists every line that cannot be had, with its reason, and changes nothing', async () => {
    await container.get(ProductRepositoryToken).save({ ...atta, available: 1 });
    await container.get(ProductRepositoryToken).save({ ...khal, available: 1.2 });
    const gone = productFactory.build({ id: 'gone', name: 'Old Soap', weight: '1 piece' });
    const cart = cartWith(customer.uid, [
      { product: atta, qty: 2 },
      { product: rice, variant: '5kg', qty: 1 },
      { product: khal, variant: '500g', qty: 3 },
      { product: gone, qty: 1 },
    ]);
    cart.items.broken = { ...cart.items.atta_1kg!, ref: { group: '', subgroup: 'flour', id: 'atta' }, name: 'Broken' };
    seedCommerce(container, { carts: [cart] });
    const result = await place();
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'checkout.itemsUnavailable',
        unavailableItems: [
          { name: atta.name, variant: '1kg', requestedQty: 2, availableQty: 1, reason: 'checkout.onlyNAvailable', params: { n: 1 } },
          {
            name: khal.name,
            variant: '500g',
            requestedQty: 3,
            availableQty: 2,
            reason: 'checkout.onlyNUnitAvailable',
            params: { n: 1.2, unit: 'kg', k: 2, variant: '500g' },
          },
          { name: 'Old Soap', variant: '1 piece', requestedQty: 1, availableQty: 0, reason: 'checkout.productMissing' },
          { name: 'Broken', variant: '1kg', requestedQty: 2, availableQty: 0, reason: 'checkout.invalidProductInfo' },
        ],
      },
    });
    expect((await product(atta))!.available).toBe(1);
    expect((await product(rice))!.variants['5kg']!.available).toBe(4);
    expect(await cartKeys()).toHaveLength(5);
    expect(activeOrders(container)).toEqual([]);
  });

  it.each([
    [new DataFaultError('permission'), { code: 'checkout.permissionDenied' }],
    [new DataFaultError('notFound'), { code: 'checkout.notFound' }],
    [new DataFaultError('conflict'), { code: 'checkout.conflict' }],
    [new TransactionConflictError(), { code: 'checkout.conflict' }],
    [new DataFaultError('network', 'offline'), { code: 'checkout.databaseError', params: { detail: 'offline' } }],
    [new Error('boom'), { code: 'checkout.error', params: { detail: 'boom' } }],
  ])('a failing database (%s) maps to its SPEC message and changes nothing', async (fault, error) => {
    memoryOf(container).failNext('unitOfWork.run', fault);
    expect(await place()).toEqual({ ok: false, error });
    await expectNothingChanged();
  });

  it('an order id that already exists fails the whole checkout: no stock taken, cart kept', async () => {
    const clash = orderFactory.build({ id: `order_${clockOf(container).now()}_cust1`, userId: customer.uid });
    seedCommerce(container, { orders: [clash] });
    expect(await place()).toEqual({ ok: false, error: { code: 'checkout.conflict' } });
    expect(await product(atta)).toEqual(atta);
    expect(await cartKeys()).toEqual(['atta_1kg', 'khal_500g', 'rice_5kg']);
    expect(activeOrders(container)).toEqual([clash]);
  });

  it('an address stored past the forms with a huge field is not carried into an order', async () => {
    const bloated = { ...address, landmark: 'x'.repeat(900_000) };
    expect(await place({}, { ...customer, deliveryAddress: bloated, addresses: [bloated] })).toEqual({
      ok: false,
      error: { code: 'checkout.missingAddress' },
    });
    await expectNothingChanged();
  });

  it('the same checkout key twice (a retry after a lost answer) places one order and answers with it both times', async () => {
    const first = await place({ checkoutKey: 'tap-1' });
    const again = await place({ checkoutKey: 'tap-1', lines: [{ ref: atta, variant: '1kg', qty: 2 }] });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(activeOrders(container)).toHaveLength(1);
    expect((await product(atta))!.available).toBe(3);
  });

  it('prices, fee and total come from the store, whatever the request carries; two lines of one size are one', async () => {
    const lines = [
      { ref: atta, variant: '1kg', qty: 1, price: 1 },
      { ref: atta, variant: '1kg', qty: 1 },
    ];
    const result = await place({ lines });
    expect(result).toMatchObject({ ok: true, value: { total: 2 * 5000, items: [{ id: 'atta', qty: 2, price: 5000, mrp: 6000 }] } });
  });

  it('quantities are whole numbers from 1 to 1000: anything else is refused line by line, nothing taken', async () => {
    for (const qty of [0, -1, 2.5, 1001, Number.NaN]) {
      expect(await place({ lines: [{ ref: atta, variant: '1kg', qty }] })).toMatchObject({
        ok: false,
        error: { code: 'checkout.itemsUnavailable', unavailableItems: [{ reason: 'cart.invalidQuantity' }] },
      });
    }
    await expectNothingChanged();
  });

  it('one product gone since it was put in the cart: the message names it', async () => {
    const gone = productFactory.build({ id: 'gone', name: 'Old Soap', weight: '1 piece' });
    expect(await place({ lines: [{ ref: gone, variant: '1 piece', qty: 1, name: 'Old Soap' }] })).toMatchObject({
      ok: false,
      error: { code: 'checkout.productNoLongerExists', params: { name: 'Old Soap' } },
    });
  });

  it('a double tap places one order: the second answers in-progress, a later one finds the cart empty', async () => {
    const [first, second] = await Promise.all([place(), place()]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, error: { code: 'checkout.inProgress' } });
    expect(await place()).toEqual({ ok: false, error: { code: 'checkout.noItems' } });
    expect(activeOrders(container)).toHaveLength(1);
    expect((await product(atta))!.available).toBe(3);
  });

  it('20 customers buying the last 5 sacks at once: exactly 5 orders and stock 0', async () => {
    const sacks = productFactory.build({ id: 'sacks', weight: '50kg', available: 5 });
    const buyers = Array.from({ length: 20 }, (_, i) => userFactory.build({ uid: `b${String(i).padStart(2, '0')}-x` }));
    seedCommerce(container, { products: [sacks], carts: buyers.map((b) => cartWith(b.uid, [{ product: sacks, qty: 1 }])) });
    const results = await Promise.all(buyers.map((buyer) => checkoutCart(anotherDevice(container, buyer), buyer)));
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(5);
    for (const r of results.filter((x) => !x.ok)) {
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'checkout.itemsUnavailable', unavailableItems: [{ reason: 'checkout.onlyNAvailable', params: { n: 0 } }] },
      });
    }
    expect((await product(sacks))!.available).toBe(0);
    expect(activeOrders(container).filter((o) => o.items[0]!.id === 'sacks')).toHaveLength(5);
    const emptied = await Promise.all(buyers.map((b) => cartKeys(b.uid)));
    expect(emptied.filter((keys) => keys.length === 0)).toHaveLength(5);
  });
});
