import { actAs } from '../../../support/actAs';
import { describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { TransactionConflictError } from '../../../../src/application/ports/UnitOfWork';
import type { Cart } from '../../../../src/domain/cart/CartLine';
import type { Product } from '../../../../src/domain/catalog/Product';
import type { UserProfile } from '../../../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../../../src/infrastructure/memory/InMemoryAuthService';
import { createSessionStore } from '../../../../src/ui/app/createSessionStore';
import { CheckoutViewModel } from '../../../../src/ui/screens/checkout/CheckoutViewModel';
import { cartLineFactory, cartWith } from '../../../factories/cartFactory';
import { looseProductFactory, productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { seedPeople } from '../../../support/seedPeople';
import { shopWorld } from '../../support/shopWorld';

const customer = userFactory.build({ uid: 'ramesh', phoneNumber: '9837012345' });
const dal: Product = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5 });
const khal: Product = looseProductFactory.build({ id: 'khal', name: 'Sarson Khal', available: 3, availableUnit: 'kg' });

async function openCheckout(
  cart: Cart = cartWith(customer.uid, [{ product: dal, qty: 2 }]),
  actor: UserProfile | null = customer,
  products = [dal, khal],
) {
  const world = shopWorld({ products, carts: [cart] }, customer);
  const vm = world.container.get(CheckoutViewModel);
  actAs(world.container, actor);
  vm.mount();
  if (actor) await vi.waitFor(() => expect(vm.cart.status).toBe('ready'));
  return { world, vm, orders: () => [...world.db.state.orders.values()] };
}

describe('CheckoutViewModel', () => {
  it('starts from the profile: its delivery address and phone number, and the cart summary', async () => {
    const { vm } = await openCheckout();
    expect(vm.address).toEqual(customer.deliveryAddress);
    expect(vm.phone).toBe('9837012345');
    expect(vm.cart.entries.map((e) => [e.line.name, e.qty])).toEqual([['Arhar Dal', 2]]);
    expect(vm.cart.totals.subtotal).toBe(24000);
    expect(vm.cart.count).toBe(2);
  });

  it('keeps an edited phone number when the profile changes', async () => {
    const { vm, world } = await openCheckout();
    vm.setPhone('98370 99999');
    actAs(world.container, { ...customer, phoneNumber: '9000000000' });
    expect(vm.phone).toBe('98370 99999');
  });

  it('places the order: stock goes down, the order is pending cash on delivery, the cart is emptied', async () => {
    const { vm, world, orders } = await openCheckout();
    vm.setPhone('+91 98370 99999');
    expect(await vm.place()).toBe(true);
    expect(vm.placed?.status).toBe('pending');
    expect(orders()).toHaveLength(1);
    expect(orders()[0]).toMatchObject({
      userId: 'ramesh',
      phoneNumber: '9837099999',
      paymentMethod: 'cash_on_delivery',
      total: 24000,
      deliveryAddress: customer.deliveryAddress,
    });
    expect(world.product(dal)?.available).toBe(3);
    expect((await world.cart()).items).toEqual({});
    expect(vm.error).toBeNull();
  });

  it("stores a plain copy of the address while the session's store holds an observable profile", async () => {
    const world = shopWorld({ products: [dal], carts: [cartWith(customer.uid, [{ product: dal, qty: 2 }])] }, customer);
    seedPeople(world.container, [customer]);
    await world.container.get(InMemoryAuthService).signIn(customer.email, 'secret-123');
    const session = createSessionStore(world.container);
    session.start();
    await vi.waitFor(() => expect(session.profile?.uid).toBe(customer.uid));
    const vm = world.container.get(CheckoutViewModel);
    vm.mount();
    await vi.waitFor(() => expect(vm.cart.status).toBe('ready'));
    expect(await vm.place()).toBe(true);
    expect([...world.db.state.orders.values()][0]?.deliveryAddress).toEqual(customer.deliveryAddress);
    session.stop();
  });

  it('places one order however many times Place Order is tapped while it is being placed', async () => {
    const { vm, orders } = await openCheckout();
    const taps = await Promise.all([vm.place(), vm.place(), vm.place()]);
    expect(taps).toEqual([true, false, false]);
    expect(orders()).toHaveLength(1);
    expect(await vm.place()).toBe(false);
    expect(orders()).toHaveLength(1);
  });

  it("lets the use case refuse a second checkout of the same customer under way elsewhere ('checkout.inProgress')", async () => {
    const { vm, world, orders } = await openCheckout();
    const other = world.container.get(CheckoutViewModel);
    other.mount();
    await vi.waitFor(() => expect(other.cart.status).toBe('ready'));
    const [first, second] = await Promise.all([vm.place(), other.place()]);
    expect([first, second]).toEqual([true, false]);
    expect(other.error?.code).toBe('checkout.inProgress');
    expect(orders()).toHaveLength(1);
  });

  it("refuses a phone number that is not a 10-digit mobile ('checkout.invalidPhone') and places nothing", async () => {
    const { vm, orders } = await openCheckout();
    vm.setPhone('12345');
    expect(await vm.place()).toBe(false);
    expect(vm.phoneError).toBe('checkout.invalidPhone');
    vm.setPhone('9837012345');
    expect(vm.phoneError).toBeNull();
    expect(orders()).toHaveLength(0);
  });

  it.each([['no delivery address', { ...customer, deliveryAddress: null }, 'checkout.missingAddress']] as const)(
    'says so when there is %s',
    async (_, actor, code) => {
      const { vm, orders } = await openCheckout(undefined, actor);
      expect(await vm.place()).toBe(false);
      expect(vm.error?.code).toBe(code);
      expect(orders()).toHaveLength(0);
    },
  );

  it("says 'You must be logged in.' without a signed-in user", async () => {
    const { vm } = await openCheckout(undefined, null);
    vm.setPhone('9837012345');
    await vm.place();
    expect(vm.error?.code).toBe('orders.mustBeLoggedIn');
  });

  it("says 'No items in cart' for an empty cart", async () => {
    const { vm } = await openCheckout(cartWith(customer.uid, []));
    expect(vm.cart.isEmpty).toBe(true);
    await vm.place();
    expect(vm.error?.code).toBe('checkout.noItems');
  });

  it('caps the number of different items in one order', async () => {
    const products = Array.from({ length: 101 }, (_, i) => productFactory.build({ id: `p${i}` }));
    const { vm } = await openCheckout(
      cartWith(
        customer.uid,
        products.map((product) => ({ product, qty: 1 })),
      ),
      customer,
      products,
    );
    await vm.place();
    expect(vm.error).toEqual({ code: 'checkout.tooManyLines', params: { max: 100 } });
  });

  it('lists every item no longer available in the quantity asked for, and changes nothing', async () => {
    const gone = productFactory.build({ id: 'gone', name: 'Old Biscuits' });
    const cart = cartWith(customer.uid, [
      { product: dal, qty: 7 },
      { product: khal, qty: 4, variant: '1kg' },
      { product: gone, qty: 1 },
    ]);
    cart.items.broken = cartLineFactory.build({ name: 'Mystery', ref: { group: '', subgroup: '', id: 'x' } });
    const { vm, world, orders } = await openCheckout(cart);
    expect(await vm.place()).toBe(false);
    expect(vm.error?.code).toBe('checkout.itemsUnavailable');
    expect(vm.error?.unavailableItems).toEqual([
      { name: 'Arhar Dal', variant: '1kg', requestedQty: 7, availableQty: 5, reason: 'checkout.onlyNAvailable', params: { n: 5 } },
      {
        name: 'Sarson Khal',
        variant: '1kg',
        requestedQty: 4,
        availableQty: 3,
        reason: 'checkout.onlyNUnitAvailable',
        params: { n: 3, unit: 'kg', k: 3, variant: '1kg' },
      },
      { name: 'Old Biscuits', variant: '1kg', requestedQty: 1, availableQty: 0, reason: 'checkout.productMissing' },
      { name: 'Mystery', variant: '1kg', requestedQty: 1, availableQty: 0, reason: 'checkout.invalidProductInfo' },
    ]);
    expect(orders()).toHaveLength(0);
    expect(world.product(dal)?.available).toBe(5);
    expect(Object.keys((await world.cart()).items)).toHaveLength(4);
  });

  it.each([
    ['permission denied', new DataFaultError('permission'), { code: 'checkout.permissionDenied' }],
    ['a missing document', new DataFaultError('notFound'), { code: 'checkout.notFound' }],
    ['a failed precondition', new DataFaultError('conflict'), { code: 'checkout.conflict' }],
    ['a transaction conflict', new TransactionConflictError(), { code: 'checkout.conflict' }],
    [
      'another database error',
      new DataFaultError('network', 'unavailable'),
      { code: 'checkout.databaseError', params: { detail: 'unavailable' } },
    ],
    ['anything else', new Error('boom'), { code: 'checkout.error', params: { detail: 'boom' } }],
  ])('maps %s to its SPEC message and keeps the cart', async (_, fault, expected) => {
    const { vm, world, orders } = await openCheckout();
    world.db.failNext('unitOfWork.run', fault);
    expect(await vm.place()).toBe(false);
    expect(vm.error).toEqual(expected);
    expect(vm.placing).toBe(false);
    expect(orders()).toHaveLength(0);
    expect(Object.keys((await world.cart()).items)).toHaveLength(1);
    // The same tap works once the database is back.
    expect(await vm.place()).toBe(true);
    expect(vm.error).toBeNull();
  });
});
