import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { UnlockDelivery } from '../../../src/application/orders/UnlockDelivery';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { GetDeliveryCode } from '../../../src/application/store/GetDeliveryCode';
import type { Order } from '../../../src/domain/order/Order';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { istDay } from '../../../src/domain/store/storeHours';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { orderFactory } from '../../factories/orderFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs, anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf, seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';

const customer = userFactory.build({ uid: 'cust1-abcdef', name: 'Ramesh Kumar' });
const neighbour = userFactory.build({ uid: 'cust2-ghijkl', name: 'Sita Devi' });
const courier = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const admin = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });
const store = { lat: 29.010975, lng: 78.297462 };
/** 3 km north of the store, inside the default 10 km. */
const near = addressFactory.build({ coordinates: { lat: store.lat + 3 / 111.195, lng: store.lng } });
/** 25 km north: outside. */
const far = addressFactory.build({ coordinates: { lat: store.lat + 25 / 111.195, lng: store.lng } });
const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 50, price: 5000, mrp: 6000 }); // ₹50 a bag

describe('checkout under the store settings', () => {
  let container: Container;
  const settings = (patch: Partial<StoreSettings>) =>
    container.get(StoreSettingsRepositoryToken).save({ ...defaultStoreSettings(), ...patch });
  const fillCart = (qty: number, uid = customer.uid) => seedCommerce(container, { carts: [cartWith(uid, [{ product: atta, qty }])] });
  const place = (address = near, actor = customer) => checkoutCart(container, { ...actor, deliveryAddress: address, addresses: [address] });
  const stock = async () => (await container.get(ProductRepositoryToken).get(atta))?.available;
  const cartSize = async () => Object.keys((await container.get(CartRepositoryToken).get(customer.uid)).items).length;
  const active = (): Order[] => {
    let orders: Order[] = [];
    container.get(OrderRepositoryToken).observeAll((o) => (orders = o))();
    return orders;
  };
  const expectUnchanged = async () => {
    expect(await stock()).toBe(50);
    expect(await cartSize()).toBe(1);
    expect(active()).toEqual([]);
  };

  beforeEach(() => {
    container = createTestContainer();
    seedPeople(container, [customer, neighbour, courier, admin]);
    seedCommerce(container, { products: [atta] });
    // Wednesday 25 November 2026, 11:00 IST: inside the default hours.
    clockOf(container).set(Date.parse('2026-11-25T11:00:00+05:30'));
  });

  it('stores subtotal, fee and total = subtotal + fee below the free-delivery value', async () => {
    await settings({ deliveryFee: 2000, freeDeliveryFrom: 50000 });
    fillCart(9); // ₹450
    const result = await place();
    expect(result).toMatchObject({ ok: true, value: { subtotal: 45000, deliveryFee: 2000, total: 47000 } });
    expect(active()[0]).toMatchObject({ subtotal: 45000, deliveryFee: 2000, total: 47000 });
  });

  it('delivers free from exactly the free-delivery value', async () => {
    await settings({ deliveryFee: 2000, freeDeliveryFrom: 50000 });
    fillCart(10); // ₹500
    expect(await place()).toMatchObject({ ok: true, value: { subtotal: 50000, deliveryFee: 0, total: 50000 } });
  });

  it('refuses a cart below the minimum with the amount missing, and changes nothing', async () => {
    await settings({ minimumOrder: 20000 });
    fillCart(3); // ₹150
    expect(await place()).toEqual({ ok: false, error: { code: 'store.belowMinimum', params: { missing: 5000, minimum: 20000 } } });
    await expectUnchanged();
  });

  it('accepts exactly the minimum', async () => {
    await settings({ minimumOrder: 15000 });
    fillCart(3);
    expect((await place()).ok).toBe(true);
  });

  it('refuses an address outside the delivery area with its distance, and changes nothing', async () => {
    fillCart(2);
    expect(await place(far)).toEqual({ ok: false, error: { code: 'store.outsideArea', params: { distance: 25, radius: 10 } } });
    await expectUnchanged();
  });

  it('accepts an address without coordinates only when its PIN code is on the list', async () => {
    await settings({ allowedPincodes: ['244231'] });
    fillCart(2);
    const typed = { ...near, coordinates: null, pincode: '244001' };
    expect(await place(typed)).toMatchObject({ ok: false, error: { code: 'store.pincodeNotServed', params: { pincode: '244001' } } });
    expect((await place({ ...typed, pincode: '244231' })).ok).toBe(true);
  });

  it('blocks checkout on a day the owner closed the shop, with the message', async () => {
    const today = istDay(clockOf(container).now()).date;
    await settings({ closure: { date: today, message: 'Closed for the village mela' } });
    fillCart(2);
    expect(await place()).toEqual({ ok: false, error: { code: 'store.closedToday', params: { message: 'Closed for the village mela' } } });
    await expectUnchanged();
  });

  it('still takes orders outside delivery hours (the screen says when delivery starts)', async () => {
    clockOf(container).set(Date.parse('2026-11-25T23:00:00+05:30'));
    fillCart(2);
    expect((await place()).ok).toBe(true);
  });

  it('refuses a customer who already has the maximum of open orders; delivered ones do not count', async () => {
    await settings({ maxOpenOrders: 2 });
    seedCommerce(container, {
      orders: [
        orderFactory.build({ id: 'order_1_cust1', userId: customer.uid, status: 'pending' }),
        orderFactory.build({ id: 'order_2_cust1', userId: customer.uid, status: 'accepted', deliveryPersonId: courier.uid }),
        orderFactory.build({ id: 'order_3_cust2', userId: neighbour.uid, status: 'pending' }),
      ],
    });
    fillCart(2);
    expect(await place()).toEqual({ ok: false, error: { code: 'store.tooManyOpenOrders', params: { max: 2 } } });
    expect(await stock()).toBe(50);
    fillCart(2, neighbour.uid);
    expect((await place(near, neighbour)).ok).toBe(true);
  });

  describe('with the delivery code on', () => {
    let order: Order;
    const codeFor = (actor: typeof customer) => actAs(container, actor).get(GetDeliveryCode).execute({ orderId: order.id });
    const deliver = (deliveryCode?: string, by = courier) =>
      actAs(container, by).get(DeliverOrder).execute({ orderId: order.id, deliveryCode });
    const history = () => container.get(OrderHistoryRepositoryToken).listByUser(customer.uid);

    beforeEach(async () => {
      await settings({ deliveryCodeEnabled: true });
      fillCart(2);
      const placed = await place();
      if (!placed.ok) throw new Error(placed.error.code);
      order = placed.value;
      const accepted = await actAs(container, courier).get(AcceptOrder).execute({ orderId: order.id });
      expect(accepted.ok).toBe(true);
    });

    it('gives the order a 4-digit code that only its customer and admins can read', async () => {
      expect(order.deliveryCodeRequired).toBe(true);
      const code = await codeFor(customer);
      expect(code).toMatch(/^\d{4}$/);
      expect(await codeFor(admin)).toBe(code);
      expect(await codeFor(neighbour)).toBeNull();
      expect(await codeFor(courier)).toBeNull();
      expect(JSON.stringify(active())).not.toContain(`"${code}"`);
    });

    it('refuses Mark delivered without a code, or with a wrong one, and leaves the order active', async () => {
      const code = (await codeFor(customer))!;
      const wrong = code === '0000' ? '1111' : '0000';
      expect(await deliver()).toEqual({ ok: false, error: { code: 'store.deliveryCodeRequired' } });
      expect(await deliver('12')).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
      expect(await deliver(wrong)).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
      expect(active().map((o) => o.status)).toEqual(['accepted']);
      expect(await history()).toEqual([]);
      expect(await codeFor(customer)).toBe(code);
    });

    it('five wrong codes lock the order: even the right one is refused until an admin unlocks it', async () => {
      const code = (await codeFor(customer))!;
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < 4; i += 1) expect(await deliver(wrong)).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
      expect(await deliver(wrong)).toEqual({ ok: false, error: { code: 'store.deliveryCodeLocked' } });
      expect(active()).toEqual([expect.objectContaining({ id: order.id, status: 'accepted', deliveryLocked: true })]);
      expect(await deliver(code)).toEqual({ ok: false, error: { code: 'store.deliveryCodeLocked' } });
      expect(await deliver(code, admin)).toEqual({ ok: false, error: { code: 'store.deliveryCodeLocked' } });
      expect(await actAs(container, courier).get(UnlockDelivery).execute({ orderId: order.id })).toEqual({
        ok: false,
        error: { code: 'orders.permissionDenied' },
      });

      expect(await actAs(container, admin).get(UnlockDelivery).execute({ orderId: order.id })).toMatchObject({
        ok: true,
        value: { code: 'orders.deliveryUnlocked' },
      });
      expect(active()[0]).not.toHaveProperty('deliveryLocked');
      expect(await deliver(wrong)).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
      expect(await deliver(code)).toMatchObject({ ok: true, value: { code: 'orders.delivered' } });
    });

    it('wrong codes tried at the same moment each count', async () => {
      const code = (await codeFor(customer))!;
      const wrong = code === '0000' ? '1111' : '0000';
      const tries = Array.from({ length: 5 }, () =>
        anotherDevice(container, courier).get(DeliverOrder).execute({ orderId: order.id, deliveryCode: wrong }),
      );
      const results = await Promise.all(tries);
      expect(results.filter((r) => !r.ok && r.error.code === 'store.deliveryCodeLocked')).toHaveLength(1);
      expect(await deliver(code)).toEqual({ ok: false, error: { code: 'store.deliveryCodeLocked' } });
    });

    it('delivers with the right code; the code is then gone from the active data', async () => {
      const code = (await codeFor(customer))!;
      expect(await deliver(` ${code.slice(0, 2)} ${code.slice(2)} `)).toMatchObject({ ok: true, value: { code: 'orders.delivered' } });
      expect(active()).toEqual([]);
      expect(await history()).toEqual([expect.objectContaining({ id: order.id, status: 'delivered' })]);
      expect(await container.get(OrderRepositoryToken).getDeliveryCode(order.id)).toBeNull();
    });

    it('a cancelled order takes its code with it', async () => {
      expect((await actAs(container, customer).get(CancelOrder).execute({ orderId: order.id })).ok).toBe(true);
      expect(await container.get(OrderRepositoryToken).getDeliveryCode(order.id)).toBeNull();
    });
  });
});
