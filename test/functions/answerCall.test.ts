// @vitest-environment node
import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCall, type CallContext, type CallRequest } from '../../functions/src/answerCall';
import type { CallLimiter } from '../../functions/src/callLimits';
import { COMMANDS, type CommandName } from '../../functions/src/commandRequests';
import { UseCaseCommands } from '../../src/application/commands/UseCaseCommands';
import { OrderHistoryRepositoryToken } from '../../src/application/ports/OrderHistoryRepository';
import { ProductRepositoryToken } from '../../src/application/ports/ProductRepository';
import type { Order } from '../../src/domain/order/Order';
import { defaultStoreSettings } from '../../src/domain/store/defaultStoreSettings';
import { InMemoryDeviceTokenRepository } from '../../src/infrastructure/memory/InMemoryDeviceTokenRepository';
import { InMemoryUserRepository } from '../../src/infrastructure/memory/InMemoryUserRepository';
import { productFactory } from '../factories/productFactory';
import { userFactory } from '../factories/userFactory';
import { anotherDevice } from '../support/actAs';
import { createTestContainer } from '../support/createTestContainer';
import { clockOf, memoryOf, randomOf, seedCommerce } from '../support/seedCommerce';
import { memoryCallLimiter } from '../support/memoryCallLimiter';
import { seedPeople } from '../support/seedPeople';

// The server functions' handler in-process (functions/src/answerCall.ts): a fake callable request
// and the memory adapters in place of the Admin SDK ones. The Functions emulator runs the same
// handler for real (test/firebase/functions).

const customer = userFactory.build({ uid: 'cust1-abc', email: 'ramesh@example.in', name: 'Ramesh' });
const neighbour = userFactory.build({ uid: 'cust2-def', email: 'sita@example.in', name: 'Sita' });
const courier = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const otherCourier = userFactory.build({ uid: 'del2', name: 'Mahesh', userType: 'delivery' });
const admin = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });
const PEOPLE = [customer, neighbour, courier, otherCourier, admin];

/** 40 products with 10 in stock each, at ₹50. */
const shelf = Array.from({ length: 40 }, (_, i) => productFactory.build({ id: `p${i}`, available: 10, price: 5000, mrp: 5000 }));

let container: Container;
let limiter: CallLimiter;
let keys = 0;

const context = (): CallContext => ({
  admit: (uid, command) => limiter.admit(uid, command),
  readProfile: (uid) => container.get(InMemoryUserRepository).get(uid),
  commandsFor: (caller) => anotherDevice(container, caller).get(UseCaseCommands),
});

const requestOf = (who: { uid: string; email?: string } | null, data: unknown, provider = 'password'): CallRequest => ({
  data,
  ...(who ? { auth: { uid: who.uid, token: { email: who.email ?? '', firebase: { sign_in_provider: provider } } } } : {}),
});

const call = (name: CommandName, who: { uid: string; email?: string } | null, data: unknown, provider?: string) =>
  answerCall(name, requestOf(who, data, provider), context());

const lines = (count: number, qty = 1) =>
  shelf.slice(0, count).map((p) => ({ ref: { group: p.group, subgroup: p.subgroup, id: p.id }, variant: p.weight, qty }));

const place = (who = customer, count = 3, more: Record<string, unknown> = {}) =>
  call('placeOrder', who, {
    lines: lines(count),
    addressId: who.deliveryAddress!.id,
    phoneNumber: '9876543210',
    checkoutKey: `key-${(keys += 1)}`,
    ...more,
  }) as Promise<{ ok: boolean; value?: Order; error?: { code: string } }>;

const stockOf = async (id: string) => (await container.get(ProductRepositoryToken).get(shelf.find((p) => p.id === id)!))?.available;
const active = (): Order[] => [...memoryOf(container).state.orders.values()];

const refusal = (code: string) => expect.objectContaining({ code });

beforeEach(() => {
  container = createTestContainer();
  limiter = memoryCallLimiter(() => clockOf(container).now());
  seedPeople(container, PEOPLE);
  seedCommerce(container, { products: shelf, settings: { ...defaultStoreSettings(), maxOpenOrders: 3 } });
});

describe('the callable handler', () => {
  it("refuses a call without a signed-in account, or with an anonymous one: 'unauthenticated', nothing written", async () => {
    await expect(call('placeOrder', null, {})).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(call('acceptOrder', { uid: 'anon-1' }, { orderId: 'x' }, 'anonymous')).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(call('acceptOrder', { uid: 'nobody-uid' }, { orderId: 'x' })).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(active()).toEqual([]);
  });

  it("refuses a malformed request field by field: 'invalid-argument'", async () => {
    for (const data of [null, { orderId: 42 }, { orderId: 'orders/../x' }, { orderId: 'a'.repeat(500) }]) {
      await expect(call('acceptOrder', courier, data)).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    await expect(place(customer, 1, { checkoutKey: '../../x' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(place(customer, 1, { lines: 'all of it' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      place(customer, 1, { lines: [{ ref: { group: 'g', subgroup: 's', id: 'p0' }, variant: '1kg', qty: '2' }] }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(call('updateOrderStatus', courier, { orderId: 'o', status: 'cancelled' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  describe('ids that Firestore would not take as a document id are refused at once', () => {
    const ID_MAX = 200;
    const JUNK = ['', '.', '..', '__name__', '__x__', 'a/b', 'tab\there', 'nul\u0000', 'c1\u0085', '\uD800lone', 'x'.repeat(ID_MAX + 1)];
    const ref = (id: string) => ({ group: 'grocery', subgroup: 'flour', id });
    const draft = {
      name: 'N',
      about: '',
      group: 'grocery',
      subgroup: 'flour',
      imageData: [],
      weight: '1kg',
      price: 1,
      mrp: 1,
      available: 1,
      availableUnit: 'gram',
      loose_item: false,
      variants: [],
    };
    // Each callable with each place it reads an id from, as a request with that id set to `id`.
    // A push token is an id too (the token store's), with the messaging service's own stricter shape.
    const JUNK_TOKENS = [...JUNK.filter((id) => id.length <= ID_MAX), `__${'x'.repeat(30)}__`, 'x'.repeat(601), `${'x'.repeat(30)}/y`];
    const requests: [CommandName, (id: string) => unknown, junk?: string[]][] = [
      [
        'placeOrder',
        (id) => ({ lines: [{ ref: ref(id), variant: '1kg', qty: 1 }], addressId: 'a1', phoneNumber: '9876543210', checkoutKey: 'k1' }),
      ],
      [
        'placeOrder',
        (id) => ({
          lines: [{ ref: { ...ref('p0'), group: id }, variant: '1kg', qty: 1 }],
          addressId: 'a1',
          phoneNumber: '9876543210',
          checkoutKey: 'k1',
        }),
      ],
      ['placeOrder', (id) => ({ lines: [], addressId: id, phoneNumber: '9876543210', checkoutKey: 'k1' })],
      ['acceptOrder', (id) => ({ orderId: id })],
      ['updateOrderStatus', (id) => ({ orderId: id, status: 'delivered' })],
      ['updateOrderStatus', (id) => ({ orderId: id, status: 'pending' })],
      ['assignOrder', (id) => ({ orderId: id, deliveryPersonId: 'del1' })],
      ['assignOrder', (id) => ({ orderId: 'o1', deliveryPersonId: id })],
      ['cancelOrder', (id) => ({ orderId: id })],
      ['unlockDelivery', (id) => ({ orderId: id })],
      ['saveProduct', (id) => ({ draft, id, confirmPriceAboveMrp: false })],
      ['saveProduct', (id) => ({ draft: { ...draft, subgroup: id }, confirmPriceAboveMrp: false })],
      ['saveProduct', (id) => ({ draft, confirmPriceAboveMrp: false, keepStockOf: ref(id) })],
      ['adjustStock', (id) => ({ ref: ref(id), variant: null, available: 1 })],
      ['changeUserType', (id) => ({ targetUid: id, userType: 'delivery' })],
      ['editAddress', (id) => ({ addressId: id, details: { label: 'Home' } })],
      ['registerDevice', (token) => ({ token, language: 'hi' }), JUNK_TOKENS],
      ['unregisterDevice', (token) => ({ token }), JUNK_TOKENS],
    ];

    it('covers every callable', () => {
      expect(new Set(requests.map(([name]) => name))).toEqual(new Set(Object.keys(COMMANDS)));
    });

    it.each(requests.map(([name, request, junk = JUNK], i) => [`${name} #${i}`, name, request, junk] as const))(
      '%s: every junk id is invalid-argument, nothing written',
      async (_label, name, request, junk) => {
        for (const id of junk) {
          limiter = memoryCallLimiter(() => clockOf(container).now());
          await expect(call(name, admin, request(id)), JSON.stringify(id)).rejects.toMatchObject({ code: 'invalid-argument' });
        }
        expect(active()).toEqual([]);
        expect(container.get(InMemoryDeviceTokenRepository).all()).toEqual([]);
        for (const product of shelf) expect(await stockOf(product.id)).toBe(10);
      },
    );

    it('size labels that cannot be a field name are refused too; one the product does not sell is the use case’s to refuse', async () => {
      for (const variant of ['', '   ', '__proto__', 'a\u0000', '\uDC00']) {
        await expect(place(customer, 1, { lines: [{ ref: ref('p0'), variant, qty: 1 }] })).rejects.toMatchObject({
          code: 'invalid-argument',
        });
      }
      expect(await place(customer, 1, { lines: [{ ref: ref('p0'), variant: '50kg', qty: 1 }] })).toMatchObject({
        ok: false,
        error: { code: 'checkout.itemsUnavailable', unavailableItems: [{ reason: 'checkout.sizeNotSold' }] },
      });
    });
  });

  describe('limits on how often one person may call', () => {
    it("an eleventh checkout within the minute is 'resource-exhausted'; when the minute turns she may check out again", async () => {
      const clock = clockOf(container);
      clock.set(Math.ceil(clock.now() / 60_000) * 60_000);
      const noItems = () =>
        call('placeOrder', customer, { lines: [], addressId: customer.deliveryAddress!.id, phoneNumber: '9876543210', checkoutKey: 'k' });
      for (let i = 0; i < 10; i += 1) expect(await noItems()).toMatchObject({ ok: false, error: { code: 'checkout.noItems' } });
      await expect(noItems()).rejects.toMatchObject({ code: 'resource-exhausted', message: 'Too many tries. Please wait a minute.' });
      // Someone else, and the same person's other kinds of call, are counted apart.
      expect(
        await call('placeOrder', neighbour, { lines: [], addressId: 'x1', phoneNumber: '9876543210', checkoutKey: 'k' }),
      ).toMatchObject({
        ok: false,
      });
      expect(await call('cancelOrder', customer, { orderId: 'none' })).toMatchObject({
        ok: false,
        error: { code: 'orders.notFoundOrProcessed' },
      });
      clock.advance(59_999);
      await expect(noItems()).rejects.toMatchObject({ code: 'resource-exhausted' });
      clock.advance(1);
      expect(await noItems()).toMatchObject({ ok: false, error: { code: 'checkout.noItems' } });
    });

    it('junk counts against the limit: 30 order changes a minute, 5 address edits', async () => {
      for (let i = 0; i < 30; i += 1)
        await expect(call('acceptOrder', courier, { orderId: '..' })).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(call('acceptOrder', courier, { orderId: 'o1' })).rejects.toMatchObject({ code: 'resource-exhausted' });
      for (let i = 0; i < 5; i += 1) await expect(call('editAddress', customer, {})).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(call('editAddress', customer, {})).rejects.toMatchObject({ code: 'resource-exhausted' });
    });
  });

  it("registerDevice and unregisterDevice: the caller's own device, a strict token and a language the shop speaks", async () => {
    const token = `rider-phone:APA91b${'z'.repeat(80)}`;
    expect(await call('registerDevice', courier, { token, language: 'hi', uid: customer.uid })).toEqual({ ok: true, value: undefined });
    expect(container.get(InMemoryDeviceTokenRepository).all()).toEqual([
      expect.objectContaining({ token, uid: courier.uid, language: 'hi', staff: true }),
    ]);
    for (const data of [
      null,
      { token },
      { token, language: 'fr' },
      { token: 42, language: 'en' },
      { token: 'x/../y'.repeat(5), language: 'en' },
    ]) {
      await expect(call('registerDevice', courier, data)).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    await expect(call('unregisterDevice', customer, { token: 'short' })).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await call('unregisterDevice', customer, { token })).toEqual({ ok: true, value: undefined });
    expect(container.get(InMemoryDeviceTokenRepository).all()).toHaveLength(1);
    expect(await call('unregisterDevice', courier, { token })).toEqual({ ok: true, value: undefined });
    expect(container.get(InMemoryDeviceTokenRepository).all()).toEqual([]);
  });

  it('a 40-line order at the catalogue’s prices, whatever the request says, cancelled: every line restocked', async () => {
    const forged = lines(40).map((line) => ({ ...line, price: 1, total: 0 }));
    const placed = await place(customer, 40, { lines: forged, total: 0, deliveryFee: 0, userEmail: 'someone@else.in' });
    expect(placed).toMatchObject({ ok: true, value: { total: 40 * 5000, userEmail: 'ramesh@example.in', userId: customer.uid } });
    expect(placed.value!.items).toHaveLength(40);
    expect(placed.value!.items.every((item) => item.price === 5000)).toBe(true);
    expect(await stockOf('p39')).toBe(9);

    expect(await call('cancelOrder', customer, { orderId: placed.value!.id })).toMatchObject({
      ok: true,
      value: { code: 'orders.cancelled' },
    });
    for (const product of shelf) expect(await stockOf(product.id)).toBe(10);
    expect(await container.get(OrderHistoryRepositoryToken).listByUser(customer.uid)).toEqual([
      expect.objectContaining({ id: placed.value!.id, status: 'cancelled' }),
    ]);
  });

  it('20 buyers at once for the last 5 units: exactly 5 orders', async () => {
    const buyers = Array.from({ length: 20 }, (_, i) => userFactory.build({ uid: `b${String(i).padStart(2, '0')}-buyer` }));
    seedPeople(container, buyers);
    seedCommerce(container, { products: [{ ...shelf[0]!, available: 5 }] });
    const results = await Promise.all(buyers.map((buyer) => place(buyer, 1)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).map((r) => r.error!.code)).toEqual(Array(15).fill('checkout.itemsUnavailable'));
    expect(await stockOf('p0')).toBe(0);
  });

  it("the open-order cap is the server's: a fourth open order is refused", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await place()).ok).toBe(true);
      clockOf(container).advance(60_000);
    }
    expect(await place()).toEqual({ ok: false, error: { code: 'store.tooManyOpenOrders', params: { max: 3 } } });
    expect(active()).toHaveLength(3);
  });

  it('each role may do what its role allows, and is refused the rest with the use case’s own code', async () => {
    const placed = (await place()).value!;
    const other = (await place(neighbour)).value!;
    expect(await call('acceptOrder', customer, { orderId: placed.id })).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    expect(await call('acceptOrder', admin, { orderId: placed.id })).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    expect(await call('cancelOrder', customer, { orderId: other.id })).toEqual({ ok: false, error: { code: 'orders.noCancelPermission' } });
    expect(await call('acceptOrder', courier, { orderId: placed.id })).toMatchObject({ ok: true, value: { code: 'orders.accepted' } });
    expect(await call('acceptOrder', otherCourier, { orderId: placed.id })).toEqual({
      ok: false,
      error: { code: 'orders.alreadyAccepted' },
    });
    expect(await call('updateOrderStatus', otherCourier, { orderId: placed.id, status: 'delivered' })).toEqual({
      ok: false,
      error: { code: 'orders.notAssigned' },
    });
    expect(await call('updateOrderStatus', customer, { orderId: placed.id, status: 'pending' })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    expect(await call('assignOrder', courier, { orderId: placed.id, deliveryPersonId: 'del2' })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    expect(await call('assignOrder', admin, { orderId: placed.id, deliveryPersonId: 'del2' })).toMatchObject({ ok: true });
    expect(await call('updateOrderStatus', otherCourier, { orderId: placed.id, status: 'pending' })).toMatchObject({
      ok: true,
      value: { code: 'orders.statusUpdated', params: { status: 'pending' } },
    });
    expect(await call('unlockDelivery', courier, { orderId: placed.id })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
  });

  it('a delivery person demoted to customer is refused at once: the role is read on every call', async () => {
    const placed = (await place()).value!;
    container.get(InMemoryUserRepository).seedDocument(courier.uid, { ...courier, userType: 'customer' });
    expect(await call('acceptOrder', courier, { orderId: placed.id })).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
  });

  it('two admins demoting each other at once: one succeeds, the other gets roles.lastAdmin, an admin remains', async () => {
    const partner = userFactory.build({ uid: 'admin2', name: 'Kiran', userType: 'admin' });
    seedPeople(container, [partner]);
    const users = container.get(InMemoryUserRepository);
    const answers = (await Promise.all([
      call('changeUserType', admin, { targetUid: partner.uid, userType: 'customer' }),
      call('changeUserType', partner, { targetUid: admin.uid, userType: 'customer' }),
    ])) as Array<{ ok: boolean; error?: { code: string } }>;
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, error: { code: 'roles.lastAdmin' } }]);
    const roles = await Promise.all([admin.uid, partner.uid].map(async (uid) => (await users.get(uid))?.userType));
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });

  it("editAddress changes the caller's own entry and keeps only an address's fields; another person's entry is not theirs", async () => {
    const home = customer.addresses[0]!;
    const users = container.get(InMemoryUserRepository);
    const edit = (who: typeof customer, details: Record<string, unknown>) => call('editAddress', who, { addressId: home.id, details });
    expect(await edit(customer, { ...home, landmark: 'Near the well', notes: 'x'.repeat(5000) })).toMatchObject({
      ok: true,
      value: { id: home.id, landmark: 'Near the well' },
    });
    const stored = (await users.get(customer.uid))!;
    expect(stored.addresses[0]).toMatchObject({ id: home.id, landmark: 'Near the well', createdAt: home.createdAt });
    expect(stored.addresses[0]).not.toHaveProperty('notes');
    expect(stored.deliveryAddress).toMatchObject({ id: home.id, landmark: 'Near the well' });
    expect(await edit(neighbour, { ...home, landmark: 'Thief' })).toEqual({ ok: false, error: { code: 'address.notFound' } });
    for (const details of [
      { ...home, landmark: 'x'.repeat(201) },
      { ...home, label: 'Palace' },
      { ...home, coordinates: 'here' },
    ]) {
      await expect(edit(customer, details)).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect((await users.get(customer.uid))!.addresses[0]).toMatchObject({ landmark: 'Near the well' });
  });

  describe('with the delivery code on', () => {
    beforeEach(() => {
      seedCommerce(container, { settings: { ...defaultStoreSettings(), maxOpenOrders: 3, deliveryCodeEnabled: true } });
      randomOf(container).set([0.0427]);
    });

    it('every order needs the code, made on the server; a wrong code is refused and counted, the fifth locks', async () => {
      const placed = (await place(customer, 1, { deliveryCodeRequired: false })).value!;
      expect(placed.deliveryCodeRequired).toBe(true);
      expect(memoryOf(container).state.deliveryCodes.get(placed.id)).toEqual({ userId: customer.uid, code: '0427', wrongTries: 0 });
      await call('acceptOrder', courier, { orderId: placed.id });
      const deliver = (deliveryCode: string) =>
        call('updateOrderStatus', courier, { orderId: placed.id, status: 'delivered', deliveryCode });
      for (let i = 0; i < 4; i += 1) expect(await deliver('1111')).toEqual({ ok: false, error: refusal('store.deliveryCodeWrong') });
      expect(await deliver('1111')).toEqual({ ok: false, error: refusal('store.deliveryCodeLocked') });
      expect(await deliver('0427')).toEqual({ ok: false, error: refusal('store.deliveryCodeLocked') });
      expect(await call('unlockDelivery', admin, { orderId: placed.id })).toMatchObject({ ok: true });
      expect(await deliver('0427')).toMatchObject({ ok: true, value: { code: 'orders.delivered' } });
      expect(active()).toEqual([]);
    });
  });
});
