import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChooseAlertSound } from '../../../src/application/alerts/ChooseAlertSound';
import { KeepScreenOn } from '../../../src/application/alerts/KeepScreenOn';
import { ObserveAlertSetup, type AlertSetup } from '../../../src/application/alerts/ObserveAlertSetup';
import { ObserveOrderAlerts, type AlertNews } from '../../../src/application/alerts/ObserveOrderAlerts';
import { RingOrderAlerts } from '../../../src/application/alerts/RingOrderAlerts';
import { SendTestAlert } from '../../../src/application/alerts/SendTestAlert';
import { SyncAlertDevice } from '../../../src/application/alerts/SyncAlertDevice';
import { TurnOffAlerts } from '../../../src/application/alerts/TurnOffAlerts';
import { TurnOnAlerts } from '../../../src/application/alerts/TurnOnAlerts';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { AlertLedgerToken } from '../../../src/application/ports/AlertLedger';
import type { SystemNotice } from '../../../src/application/ports/DeviceNotifications';
import { ScreenWakeLockToken } from '../../../src/application/ports/ScreenWakeLock';
import { Logout } from '../../../src/application/session/Logout';
import { InMemoryAlertSettingsStore } from '../../../src/infrastructure/memory/InMemoryAlertSettingsStore';
import { InMemoryAlertSound } from '../../../src/infrastructure/memory/InMemoryAlertSound';
import { InMemoryDeviceNotifications } from '../../../src/infrastructure/memory/InMemoryDeviceNotifications';
import { InMemoryDeviceTokenRepository } from '../../../src/infrastructure/memory/InMemoryDeviceTokenRepository';
import { InMemoryPushDevices } from '../../../src/infrastructure/memory/InMemoryPushDevices';
import { InMemoryScreenWakeLock } from '../../../src/infrastructure/memory/InMemoryScreenWakeLock';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { orderFactory } from '../../factories/orderFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs, anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';

// The open app's side of issue 38, on memory devices: alerts from the live lists, rung once a
// device, the person's choices, the permission asked only from 'Turn on', the push registration.

const home = addressFactory.build();
const sita = userFactory.build({ uid: 'cust1', name: 'Sita', deliveryAddress: home, addresses: [home] });
const suresh = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const atta = productFactory.build({ id: 'atta', available: 50, price: 5000, mrp: 5000 });
const notice = (tag: string): SystemNotice => ({ tag, title: 'New order #ABC-DEF', body: '₹150', path: '/delivery-dashboard#order-x' });

let shop: Container;
const phoneOf = (person = suresh) => anotherDevice(shop, person);
const placeOrder = async () => {
  seedCommerce(shop, { carts: [cartWith(sita.uid, [{ product: atta, qty: 3 }])] });
  const placed = await checkoutCart(phoneOf(sita), sita);
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return placed.value;
};
const heard = (phone: Container) => {
  const news: AlertNews[] = [];
  const stop = phone.get(ObserveOrderAlerts).execute((n) => news.push(n));
  return { news, stop, kinds: () => news.flatMap((n) => n.alerts.map((a) => `${a.audience}:${a.kind}`)) };
};

beforeEach(() => {
  shop = createTestContainer();
  seedPeople(shop, [sita, suresh]);
  seedCommerce(shop, { products: [atta], orders: [orderFactory.build({ id: 'order_old', status: 'pending' })] });
});

describe('ObserveOrderAlerts', () => {
  it('tells a delivery person of an order placed after the app opened, not of the ones already waiting', async () => {
    const rider = heard(phoneOf(suresh));
    expect(rider.news).toEqual([]);
    const order = await placeOrder();
    expect(rider.news).toEqual([{ alerts: [expect.objectContaining({ kind: 'placed', orderId: order.id })], settled: [] }]);
    rider.stop();
  });

  it('settles the alert once someone accepts the order, and tells the customer it was accepted', async () => {
    const rider = heard(phoneOf(suresh));
    const customer = heard(phoneOf(sita));
    const order = await placeOrder();
    await phoneOf(suresh).get(AcceptOrder).execute({ orderId: order.id });
    expect(rider.news.at(-1)).toEqual({ alerts: [], settled: [rider.news[0]!.alerts[0]!.key] });
    expect(customer.kinds()).toEqual(['customer:accepted']);
    rider.stop();
    customer.stop();
  });

  it('tells the customer her order was delivered, as it moves from her active orders to her history', async () => {
    const customer = heard(phoneOf(sita));
    const order = await placeOrder();
    await phoneOf(suresh).get(AcceptOrder).execute({ orderId: order.id });
    await phoneOf(suresh).get(DeliverOrder).execute({ orderId: order.id });
    expect(customer.kinds()).toEqual(['customer:accepted', 'customer:delivered']);
    customer.stop();
  });

  it('tells nothing to nobody signed in', () => {
    const nobody = actAs(createTestContainer(), null)
      .get(ObserveOrderAlerts)
      .execute(() => {
        throw new Error('told');
      });
    nobody();
  });
});

describe('RingOrderAlerts', () => {
  it('rings once on a device, however many tabs see it: a buzz and the chime', async () => {
    const tab1 = phoneOf();
    const tab2 = phoneOf();
    tab2.rebind(AlertLedgerToken).toConstantValue(tab1.get(AlertLedgerToken));
    const [first, second] = await Promise.all([
      tab1.get(RingOrderAlerts).execute([notice('order_1:placed:1')]),
      tab2.get(RingOrderAlerts).execute([notice('order_1:placed:1')]),
    ]);
    expect([first.rung, second.rung].sort()).toEqual([0, 1]);
    expect(tab1.get(InMemoryAlertSound).plays + tab2.get(InMemoryAlertSound).plays).toBe(1);
    expect(await tab1.get(RingOrderAlerts).execute([notice('order_1:placed:1')])).toEqual({ rung: 0, sound: 'none' });
  });

  it('with the page out of sight and notifications allowed, shows a notification instead of the chime', async () => {
    const phone = phoneOf();
    phone.get(InMemoryDeviceNotifications).setPageHidden(true);
    phone.get(InMemoryDeviceNotifications).setPermission('granted');
    expect(await phone.get(RingOrderAlerts).execute([notice('k1')])).toEqual({ rung: 1, sound: 'notification' });
    expect(phone.get(InMemoryDeviceNotifications).shown).toEqual([notice('k1')]);
    expect(phone.get(InMemoryAlertSound).plays).toBe(0);
  });

  it('out of sight without permission it still chimes; a customer’s alerts are silent; alerts off ring nothing', async () => {
    const rider = phoneOf();
    rider.get(InMemoryDeviceNotifications).setPageHidden(true);
    expect(await rider.get(RingOrderAlerts).execute([notice('k1')])).toEqual({ rung: 1, sound: 'played' });
    const customer = phoneOf(sita);
    expect(await customer.get(RingOrderAlerts).execute([notice('k2')])).toEqual({ rung: 1, sound: 'off' });
    expect(customer.get(InMemoryDeviceNotifications).vibrations).toBe(1);
    rider.get(InMemoryAlertSettingsStore).write(suresh.uid, { enabled: false, sound: true });
    expect(await rider.get(RingOrderAlerts).execute([notice('k3')])).toEqual({ rung: 0, sound: 'none' });
  });

  it('says when the phone blocks the chime for want of a tap', async () => {
    const phone = phoneOf();
    phone.get(InMemoryAlertSound).setNeedsTap(true);
    expect(await phone.get(RingOrderAlerts).execute([notice('k1')])).toEqual({ rung: 1, sound: 'blocked' });
    expect(phone.get(InMemoryAlertSound).state()).toBe('blocked');
  });
});

describe('the person’s choices on the device', () => {
  const setupOf = (phone: Container) => {
    let last: AlertSetup | null = null;
    phone.get(ObserveAlertSetup).execute((setup) => (last = setup))();
    return last as AlertSetup | null;
  };

  it('start on (with sound for staff), and never ask the browser for permission by themselves', async () => {
    const phone = phoneOf();
    expect(setupOf(phone)).toEqual({
      settings: { enabled: true, sound: true },
      permission: 'default',
      sound: 'unknown',
      closedApp: 'notSetUp',
    });
    expect(setupOf(phoneOf(sita))!.settings).toEqual({ enabled: true, sound: false });
    await phone.get(RingOrderAlerts).execute([notice('k1')]);
    await phone.get(SyncAlertDevice).execute({ language: 'en' });
    expect(phone.get(InMemoryDeviceNotifications).prompts).toBe(0);
  });

  it("'Turn on' lets sound play, asks for permission, and registers the device for closed-app alerts", async () => {
    const phone = phoneOf();
    phone.get(InMemoryPushDevices).available = 'ready';
    phone.get(InMemoryAlertSound).setNeedsTap(true);
    await phone.get(TurnOnAlerts).execute({ language: 'hi' });
    expect(phone.get(InMemoryDeviceNotifications).prompts).toBe(1);
    expect(setupOf(phone)).toEqual({ settings: { enabled: true, sound: true }, permission: 'granted', sound: 'ready', closedApp: 'on' });
    expect(shop.get(InMemoryDeviceTokenRepository).all()).toEqual([
      expect.objectContaining({ uid: suresh.uid, language: 'hi', staff: true, token: phone.get(InMemoryPushDevices).deviceToken }),
    ]);
  });

  it('a phone its last person left without signing out: a new token, registered for the one signed in now', async () => {
    const phone = phoneOf();
    phone.get(InMemoryPushDevices).available = 'ready';
    const left = phone.get(InMemoryPushDevices).deviceToken;
    await shop.get(InMemoryDeviceTokenRepository).put({ token: left, uid: sita.uid, language: 'en', staff: false, updatedAt: 0 });
    await phone.get(TurnOnAlerts).execute({ language: 'en' });
    expect(setupOf(phone)!.closedApp).toBe('on');
    const stored = shop.get(InMemoryDeviceTokenRepository).all();
    expect(stored.map((d) => [d.uid, d.token === left])).toEqual([
      [sita.uid, true],
      [suresh.uid, false],
    ]);
  });

  it("'Turn on' with the push service out of reach keeps the open app's alerts and says closed-app alerts are not set up", async () => {
    const phone = phoneOf();
    phone.get(InMemoryPushDevices).available = 'ready';
    phone.get(InMemoryPushDevices).unreachable = true;
    await phone.get(TurnOnAlerts).execute({ language: 'en' });
    expect(setupOf(phone)).toMatchObject({ settings: { enabled: true }, permission: 'granted', closedApp: 'notSetUp' });
  });

  it('permission refused: alerts stay on in the app, and nothing is registered', async () => {
    const phone = phoneOf();
    phone.get(InMemoryPushDevices).available = 'ready';
    phone.get(InMemoryDeviceNotifications).answerPrompt('denied');
    await phone.get(TurnOnAlerts).execute({ language: 'en' });
    expect(setupOf(phone)).toMatchObject({ settings: { enabled: true }, permission: 'denied', closedApp: 'off' });
    expect(shop.get(InMemoryDeviceTokenRepository).all()).toEqual([]);
  });

  it("'Turn off' and signing out forget the device on the server and at the push service", async () => {
    const phone = phoneOf();
    phone.get(InMemoryPushDevices).available = 'ready';
    await phone.get(TurnOnAlerts).execute({ language: 'en' });
    await phone.get(TurnOffAlerts).execute();
    expect(shop.get(InMemoryDeviceTokenRepository).all()).toEqual([]);
    expect(phone.get(InMemoryPushDevices).forgotten).toBe(1);
    expect(setupOf(phone)!.settings.enabled).toBe(false);

    const other = phoneOf(sita);
    other.get(InMemoryPushDevices).available = 'ready';
    await other.get(TurnOnAlerts).execute({ language: 'en' });
    expect(shop.get(InMemoryDeviceTokenRepository).all()).toHaveLength(1);
    expect(await other.get(Logout).execute()).toEqual({ ok: true, value: undefined });
    expect(shop.get(InMemoryDeviceTokenRepository).all()).toEqual([]);
    expect(other.get(InMemoryPushDevices).registeredToken(sita.uid)).toBeNull();
  });

  it('sound on from a tap lets the chime play; off keeps alerts silent', async () => {
    const phone = phoneOf(sita);
    phone.get(InMemoryAlertSound).setNeedsTap(true);
    await phone.get(ChooseAlertSound).execute({ on: true });
    expect(setupOf(phone)).toMatchObject({ settings: { enabled: true, sound: true }, sound: 'ready' });
    await phone.get(ChooseAlertSound).execute({ on: false });
    expect(setupOf(phone)!.settings.sound).toBe(false);
  });
});

describe('SendTestAlert', () => {
  it('chimes, buzzes and shows a notification when allowed, whatever the ledger says', async () => {
    const phone = phoneOf();
    phone.get(InMemoryDeviceNotifications).setPermission('granted');
    expect(await phone.get(SendTestAlert).execute(notice('test'))).toEqual({ sound: 'played', notification: 'shown' });
    expect(await phone.get(SendTestAlert).execute(notice('test'))).toEqual({ sound: 'played', notification: 'shown' });
    expect(phone.get(InMemoryAlertSound).plays).toBe(2);
  });

  it('says what the phone would not do', async () => {
    const phone = phoneOf();
    phone.get(InMemoryAlertSound).setNeedsTap(true);
    expect(await phone.get(SendTestAlert).execute(notice('test'))).toEqual({ sound: 'blocked', notification: 'notAllowed' });
    expect(await phoneOf(sita).get(SendTestAlert).execute(notice('test'))).toEqual({ sound: 'off', notification: 'notAllowed' });
  });
});

describe('KeepScreenOn', () => {
  it('keeps the screen on and lets it dim again, where the phone can', async () => {
    const phone = phoneOf();
    expect(await phone.get(KeepScreenOn).execute({ on: true })).toBe('on');
    expect(phone.get(InMemoryScreenWakeLock).held).toBe(true);
    expect(await phone.get(KeepScreenOn).execute({ on: false })).toBe('off');
    expect(phone.get(InMemoryScreenWakeLock).held).toBe(false);
    phone.get(InMemoryScreenWakeLock).refuses = true;
    expect(await phone.get(KeepScreenOn).execute({ on: true })).toBe('refused');
    const old = phoneOf();
    old.rebind(ScreenWakeLockToken).toConstantValue(new InMemoryScreenWakeLock(false));
    expect(await old.get(KeepScreenOn).execute({ on: true })).toBe('unsupported');
  });
});
