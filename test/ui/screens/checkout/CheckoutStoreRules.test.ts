import { actAs } from '../../../support/actAs';
import { describe, expect, it, vi } from 'vitest';
import { GetDeliveryCode } from '../../../../src/application/store/GetDeliveryCode';
import type { Product } from '../../../../src/domain/catalog/Product';
import type { Order } from '../../../../src/domain/order/Order';
import type { StoreSettings } from '../../../../src/domain/store/StoreSettings';
import type { UserProfile } from '../../../../src/domain/user/UserProfile';
import { CheckoutViewModel } from '../../../../src/ui/screens/checkout/CheckoutViewModel';
import { addressFactory } from '../../../factories/addressFactory';
import { cartWith } from '../../../factories/cartFactory';
import { orderFactory } from '../../../factories/orderFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { clockOf } from '../../../support/seedCommerce';
import { shopWorld } from '../../support/shopWorld';
import { MONEY_RULES, storeSettings, TODAY } from '../../support/storeSettings';

const customer = userFactory.build({ uid: 'ramesh', phoneNumber: '9837012345' });
/** 2 × ₹120 = ₹240 in every cart below. */
const dal: Product = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5 });

async function openCheckout(
  settings: StoreSettings,
  { actor = customer, orders = [] as Order[], at }: { actor?: UserProfile; orders?: Order[]; at?: number } = {},
) {
  const world = shopWorld({ products: [dal], carts: [cartWith(actor.uid, [{ product: dal, qty: 2 }])], orders, settings }, actor);
  if (at !== undefined) clockOf(world.container).set(at);
  const vm = world.container.get(CheckoutViewModel);
  actAs(world.container, actor);
  vm.mount();
  await vi.waitFor(() => expect(vm.cart.status).toBe('ready'));
  await vi.waitFor(() => expect(vm.cart.store.settings).not.toBeNull());
  return { world, vm, orders: () => [...world.db.state.orders.values()] };
}

describe('CheckoutViewModel with the store settings', () => {
  it('adds the delivery fee to the total, and the order keeps subtotal, fee and total', async () => {
    const { vm, orders } = await openCheckout(storeSettings(MONEY_RULES));
    expect(vm.cart.charges).toMatchObject({ subtotal: 24000, deliveryFee: 2000, total: 26000, addForFreeDelivery: 6000 });
    expect(vm.total).toBe(26000);
    expect(vm.blockedBy).toBeNull();
    expect(await vm.place()).toBe(true);
    expect(orders()[0]).toMatchObject({ subtotal: 24000, deliveryFee: 2000, total: 26000 });
  });

  it('is held back below the minimum, and PlaceOrder refuses it with the amount missing', async () => {
    const { vm, world, orders } = await openCheckout(storeSettings({ ...MONEY_RULES, minimumOrder: 30000 }));
    expect(vm.cart.charges?.belowMinimumBy).toBe(6000);
    expect(vm.blockedBy).toBe('belowMinimum');
    expect(await vm.place()).toBe(false);
    expect(vm.error).toEqual({ code: 'store.belowMinimum', params: { missing: 6000, minimum: 30000 } });
    expect(orders()).toEqual([]);
    expect(world.product(dal)?.available).toBe(5);
  });

  it("is held back on a day the owner closed the shop, with the owner's message", async () => {
    const { vm, orders } = await openCheckout(storeSettings({ closure: { date: TODAY, message: 'Closed for Diwali' } }));
    expect(vm.closedToday).toBe('Closed for Diwali');
    expect(vm.blockedBy).toBe('closedToday');
    expect(await vm.place()).toBe(false);
    expect(vm.error).toEqual({ code: 'store.closedToday', params: { message: 'Closed for Diwali' } });
    expect(orders()).toEqual([]);
  });

  it("forgets yesterday's closure", async () => {
    const { vm } = await openCheckout(storeSettings({ closure: { date: '2025-01-14', message: 'Closed for Diwali' } }));
    expect(vm.closedToday).toBeNull();
    expect(vm.blockedBy).toBeNull();
  });

  it('says when deliveries start when the shop is outside its hours, and still takes the order', async () => {
    // 23:00 in India on Wednesday 15 January; deliveries start at 07:00 on Thursday.
    const { vm, orders } = await openCheckout(storeSettings(), { at: Date.UTC(2025, 0, 15, 17, 30) });
    expect(vm.deliveryHours).toEqual({ open: false, nextOpening: Date.UTC(2025, 0, 16, 1, 30) });
    expect(await vm.place()).toBe(true);
    expect(orders()).toHaveLength(1);
  });

  it('is open during the hours', async () => {
    const { vm } = await openCheckout(storeSettings());
    expect(vm.deliveryHours).toEqual({ open: true, nextOpening: null });
  });

  it("keeps PlaceOrder's refusal for a customer at the open-order cap, with the cap", async () => {
    const open = [1, 2].map((n) =>
      orderFactory.build({ id: `order_${n}`, userId: customer.uid, status: n === 1 ? 'pending' : 'accepted' }),
    );
    const { vm, orders } = await openCheckout(storeSettings({ maxOpenOrders: 2 }), { orders: open });
    expect(await vm.place()).toBe(false);
    expect(vm.error).toEqual({ code: 'store.tooManyOpenOrders', params: { max: 2 } });
    expect(orders()).toHaveLength(2);
  });

  it("keeps PlaceOrder's refusal for an address outside the delivery area, with the distance", async () => {
    const far = userFactory.build({
      uid: 'far',
      phoneNumber: '9837012345',
      deliveryAddress: addressFactory.build({ coordinates: { lat: 29.5, lng: 78.297462 } }),
    });
    const { vm, orders } = await openCheckout(storeSettings(), { actor: far });
    expect(await vm.place()).toBe(false);
    expect(vm.error).toEqual({ code: 'store.outsideArea', params: { distance: 54.4, radius: 10 } });
    expect(orders()).toEqual([]);
  });

  it('gives the order a delivery code the customer can read when the owner turned codes on', async () => {
    const { vm, world } = await openCheckout(storeSettings({ deliveryCodeEnabled: true }));
    expect(await vm.place()).toBe(true);
    expect(vm.placed?.deliveryCodeRequired).toBe(true);
    expect(await world.container.get(GetDeliveryCode).execute({ orderId: vm.placed!.id })).toBe('4821');
  });
});
