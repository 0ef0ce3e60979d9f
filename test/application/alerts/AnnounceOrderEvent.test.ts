import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { RegisterDevice } from '../../../src/application/alerts/RegisterDevice';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { AssignOrder } from '../../../src/application/orders/AssignOrder';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { HandBackOrder } from '../../../src/application/orders/HandBackOrder';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import type { Language } from '../../../src/domain/shared/Language';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryDeviceTokenRepository } from '../../../src/infrastructure/memory/InMemoryDeviceTokenRepository';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';

// Closed-app alerts (issue 38): the order use cases push after their unit commits, through the
// Notifier port (a recording push service here), to the devices RegisterDevice kept.

const home = addressFactory.build({ city: 'Rampur' });
const sita = userFactory.build({ uid: 'cust1', name: 'Sita', deliveryAddress: home, addresses: [home] });
const suresh = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const mahesh = userFactory.build({ uid: 'del2', name: 'Mahesh', userType: 'delivery' });
const asha = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });
const atta = productFactory.build({ id: 'atta', available: 20, price: 5000, mrp: 5000 });

const tokenOf = (name: string) => `${name}-device:APA91b${'x'.repeat(60)}`;

let container: Container;
const pushes = () => container.get(RecordingNotifier).sent;
const devices = () => container.get(InMemoryDeviceTokenRepository);

async function register(person: UserProfile, device: string, language: Language = 'en'): Promise<void> {
  const registered = await anotherDevice(container, person)
    .get(RegisterDevice)
    .execute({ token: tokenOf(device), language });
  expect(registered).toEqual({ ok: true, value: undefined });
}

async function placeOrder() {
  seedCommerce(container, { carts: [cartWith(sita.uid, [{ product: atta, qty: 3 }])] });
  const placed = await checkoutCart(anotherDevice(container, sita), sita);
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return placed.value;
}

beforeEach(() => {
  container = createTestContainer();
  seedPeople(container, [sita, suresh, mahesh, asha]);
  seedCommerce(container, { products: [atta] });
});

describe('pushes after an order change', () => {
  it("a checkout pushes once to each staff device, in each device's language, and never to the customer", async () => {
    await register(suresh, 'suresh-phone', 'hi');
    await register(suresh, 'suresh-tablet');
    await register(asha, 'asha-phone');
    await register(sita, 'sita-phone');
    const order = await placeOrder();
    expect(
      pushes()
        .map((p) => p.token)
        .sort(),
    ).toEqual([tokenOf('asha-phone'), tokenOf('suresh-phone'), tokenOf('suresh-tablet')]);
    expect(pushes().every((p) => p.alert.kind === 'placed' && p.alert.orderId === order.id && p.alert.village === 'Rampur')).toBe(true);
    expect(pushes().find((p) => p.token === tokenOf('suresh-phone'))).toMatchObject({
      language: 'hi',
      path: `/delivery-dashboard#order-${order.id}`,
    });
    expect(pushes().find((p) => p.token === tokenOf('asha-phone'))!.path).toBe(`/adminorders#order-${order.id}`);
  });

  it('a delivery person demoted since registering hears of no new order', async () => {
    await register(mahesh, 'mahesh-phone');
    await container.get(InMemoryUserRepository).update(mahesh.uid, { userType: 'customer' });
    await placeOrder();
    expect(pushes()).toEqual([]);
  });

  it('accept, hand back, deliver: the customer hears each in her language; an order the shop gives tells its delivery person', async () => {
    await register(sita, 'sita-phone', 'hi');
    const order = await placeOrder();
    await register(mahesh, 'mahesh-phone');
    await anotherDevice(container, suresh).get(AcceptOrder).execute({ orderId: order.id });
    expect(pushes()).toEqual([
      expect.objectContaining({
        token: tokenOf('sita-phone'),
        language: 'hi',
        alert: expect.objectContaining({ kind: 'accepted', courierName: 'Suresh' }),
      }),
    ]);
    await anotherDevice(container, asha).get(AssignOrder).execute({ orderId: order.id, deliveryPersonId: mahesh.uid });
    expect(pushes().slice(1)).toEqual([
      expect.objectContaining({
        token: tokenOf('mahesh-phone'),
        alert: expect.objectContaining({ kind: 'assigned', audience: 'courier' }),
      }),
    ]);
    await anotherDevice(container, mahesh).get(HandBackOrder).execute({ orderId: order.id });
    await anotherDevice(container, suresh).get(AcceptOrder).execute({ orderId: order.id });
    await anotherDevice(container, suresh).get(DeliverOrder).execute({ orderId: order.id });
    expect(
      pushes()
        .slice(2)
        .map((p) => [p.token, p.alert.kind]),
    ).toEqual([
      [tokenOf('sita-phone'), 'handedBack'],
      [tokenOf('sita-phone'), 'accepted'],
      [tokenOf('sita-phone'), 'delivered'],
    ]);
    expect(pushes()[4]!.path).toBe(`/orderhistory#order-${order.id}`);
  });

  it('the shop cancelling tells the customer; her own cancel tells nobody', async () => {
    await register(sita, 'sita-phone');
    const first = await placeOrder();
    await anotherDevice(container, sita).get(CancelOrder).execute({ orderId: first.id });
    expect(pushes()).toEqual([]);
    const second = await placeOrder();
    await anotherDevice(container, asha).get(CancelOrder).execute({ orderId: second.id });
    expect(pushes()).toEqual([expect.objectContaining({ alert: expect.objectContaining({ kind: 'cancelled', orderId: second.id }) })]);
  });

  it('a token the push service no longer knows is removed; the others stay', async () => {
    await register(suresh, 'suresh-old');
    await register(suresh, 'suresh-new');
    container.get(RecordingNotifier).forgetToken(tokenOf('suresh-old'));
    await placeOrder();
    expect(pushes().map((p) => p.token)).toEqual([tokenOf('suresh-new')]);
    expect(
      devices()
        .all()
        .map((d) => d.token),
    ).toEqual([tokenOf('suresh-new')]);
  });

  it('the push service down fails nothing: the order is placed and accepted, stock taken', async () => {
    await register(suresh, 'suresh-phone');
    await register(sita, 'sita-phone');
    container.get(RecordingNotifier).setUnreachable();
    const order = await placeOrder();
    expect(await anotherDevice(container, suresh).get(AcceptOrder).execute({ orderId: order.id })).toMatchObject({ ok: true });
    expect((await container.get(OrderRepositoryToken).get(order.id))!.status).toBe('accepted');
    expect(pushes()).toEqual([]);
  });

  it('the token store down fails nothing either', async () => {
    await register(suresh, 'suresh-phone');
    devices().failNext();
    const order = await placeOrder();
    expect((await container.get(OrderRepositoryToken).get(order.id))!.status).toBe('pending');
  });
});
