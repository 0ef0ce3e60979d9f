import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { PlaceOrder } from '../../../src/application/checkout/PlaceOrder';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { UpdateOrderStatus } from '../../../src/application/orders/UpdateOrderStatus';
import { GetDeliveryCode } from '../../../src/application/store/GetDeliveryCode';
import { SaveStoreSettings } from '../../../src/application/store/SaveStoreSettings';
import type { Product } from '../../../src/domain/catalog/Product';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { SystemClock } from '../../../src/infrastructure/browser/SystemClock';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { createFirestoreAdapters, type FirestoreAdapters } from '../../../src/infrastructure/firebase/createFirestoreAdapters';
import { InMemoryConnectivity } from '../../../src/infrastructure/memory/InMemoryConnectivity';
import { SequenceRandom } from '../../../src/infrastructure/memory/SequenceRandom';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';
import { productFactory } from '../../factories/productFactory';
import { describeWithFirestore, firestoreEmulator } from '../support/emulatorHosts';
import { clearFirestore, closeFirestores, firestoreAs } from '../support/firestoreAs';
import { ATTA, PROFILES, RICE, seedShop, UID } from '../support/shopFixtures';

/**
 * The shop's own use cases over the Firestore adapters, each acting as a signed-in user under the
 * real firestore.rules: what a customer, a delivery person and an admin do in the app is allowed,
 * and the stock moves the rules let through are exactly the ones the orders record.
 */
const PROJECT = 'demo-shop-flows';
const clock = new SystemClock();

let env: RulesTestEnvironment;

const profileOf = (uid: string): UserProfile => PROFILES.find((p) => p.uid === uid)!;

/** The app's adapters for one signed-in user. */
const appFor = (uid: string): FirestoreAdapters => createFirestoreAdapters(firestoreAs(PROJECT, { uid }), 'main', () => uid);

const ownerApp = (): FirestoreAdapters => createFirestoreAdapters(firestoreAs(PROJECT, 'owner'), 'main', () => null);

async function fillCart(uid: string, lines: { product: Product; qty: number; variant?: string }[]): Promise<void> {
  const carts = appFor(uid).carts;
  for (const [key, line] of Object.entries(cartWith(uid, lines).items)) await carts.setLine(uid, key, line);
}

/** The delivery code every checkout here draws ('4821', from SequenceRandom's default). */
const CODE = '4821';

const checkout = (uid: string) => {
  const app = appFor(uid);
  return new PlaceOrder(app.unitOfWork, clock, app.settings, app.orders, new SequenceRandom(), new InMemoryConnectivity()).execute({
    actor: profileOf(uid),
    deliveryAddress: addressFactory.build(),
    phoneNumber: '9876543210',
  });
};

/**
 * The store settings these flows run under, written with rules bypassed: no minimum (single sacks
 * check out), room for every open order the flows make, the usual fee of ₹20.
 */
const useSettings = (changes: Partial<StoreSettings> = {}) =>
  setDoc(
    doc(firestoreAs(PROJECT, 'owner'), 'settings', 'store'),
    settingsToDoc({ ...defaultStoreSettings(), minimumOrder: 0, maxOpenOrders: 9, ...changes }),
  );

const stockOf = async (product: Product, variant?: string): Promise<number | undefined> => {
  const stored = await ownerApp().products.get(product);
  return variant ? stored?.variants[variant]?.available : stored?.available;
};

describeWithFirestore('checkout and order handling under firestore.rules')('checkout and order handling under firestore.rules', () => {
  beforeAll(async () => {
    const at = firestoreEmulator()!;
    env = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: at.host, port: at.port },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await clearFirestore(PROJECT);
    await seedShop(firestoreAs(PROJECT, 'owner'));
    await useSettings();
  });

  afterEach(async () => {
    await closeFirestores();
  });

  it('a customer checks out: stock goes down by what the order records, the order is pending, the cart empty', async () => {
    await fillCart(UID.alice, [
      { product: ATTA, qty: 3 },
      { product: RICE, qty: 2, variant: '1kg' },
      { product: RICE, qty: 1, variant: '5kg' },
    ]);
    const placed = await checkout(UID.alice);
    expect(placed).toMatchObject({ ok: true });
    if (!placed.ok) return;

    expect(await stockOf(ATTA)).toBe(ATTA.available - 3);
    expect(await stockOf(RICE, '1kg')).toBe(RICE.variants['1kg']!.available - 2);
    expect(await stockOf(RICE, '5kg')).toBe(RICE.variants['5kg']!.available - 1);
    expect(await appFor(UID.alice).orders.get(placed.value.id)).toMatchObject({
      status: 'pending',
      userId: UID.alice,
      deliveryPersonId: null,
    });
    expect((await appFor(UID.alice).carts.get(UID.alice)).items).toEqual({});
    const stored = (await getDoc(doc(firestoreAs(PROJECT, 'owner'), 'orders', placed.value.id))).data();
    expect(stored?.stockChanges).toEqual({
      [productPath('main', ATTA)]: { available: 3 },
      [productPath('main', RICE)]: { variants: { '1kg': 2, '5kg': 1 } },
    });
  });

  it('two customers buying the last unit: exactly one order is placed, stock ends at zero', async () => {
    const last = productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'last-sack', available: 1 });
    await setDoc(doc(firestoreAs(PROJECT, 'owner'), productPath('main', last)), productToDoc(last));
    await fillCart(UID.alice, [{ product: last, qty: 1 }]);
    await fillCart(UID.bobby, [{ product: last, qty: 1 }]);

    const [a, b] = await Promise.all([checkout(UID.alice), checkout(UID.bobby)]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const loser = a.ok ? b : a;
    if (!loser.ok) expect(['checkout.itemsUnavailable', 'checkout.conflict']).toContain(loser.error.code);
    expect(await stockOf(last)).toBe(0);
  });

  it('a customer cancels their pending order: it moves to history as cancelled and the stock comes back', async () => {
    await fillCart(UID.alice, [{ product: ATTA, qty: 4 }]);
    const placed = await checkout(UID.alice);
    if (!placed.ok) throw new Error(`checkout failed: ${placed.error.code}`);
    expect(await stockOf(ATTA)).toBe(ATTA.available - 4);

    const cancelled = await new CancelOrder(appFor(UID.alice).unitOfWork, clock).execute({
      actor: profileOf(UID.alice),
      orderId: placed.value.id,
    });
    expect(cancelled.ok).toBe(true);
    expect(await stockOf(ATTA)).toBe(ATTA.available);
    expect(await appFor(UID.alice).orders.get(placed.value.id)).toBeNull();
    expect(await appFor(UID.alice).history.listByUser(UID.alice)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: placed.value.id, status: 'cancelled', cancelledBy: 'customer' })]),
    );
  });

  it("a customer cannot cancel someone else's order: the use case refuses and nothing changes", async () => {
    const bobbys = await checkoutAs(UID.bobby, 2);
    const result = await new CancelOrder(appFor(UID.alice).unitOfWork, clock).execute({ actor: profileOf(UID.alice), orderId: bobbys });
    expect(result.ok).toBe(false);
    expect(await appFor(UID.bobby).orders.get(bobbys)).not.toBeNull();
    expect(await stockOf(ATTA)).toBe(ATTA.available - 2);
  });

  it('a delivery person accepts a pending order, then marks it delivered: it leaves the active orders for history', async () => {
    const orderId = await checkoutAs(UID.alice, 1);
    const courier = appFor(UID.deliv);
    const accepted = await new AcceptOrder(courier.unitOfWork, clock).execute({ actor: profileOf(UID.deliv), orderId });
    expect(accepted.ok).toBe(true);
    expect(await courier.orders.get(orderId)).toMatchObject({ status: 'accepted', deliveryPersonId: UID.deliv });

    const second = await new AcceptOrder(appFor(UID.other).unitOfWork, clock).execute({ actor: profileOf(UID.other), orderId });
    expect(second.ok).toBe(false);

    const delivered = await new UpdateOrderStatus(courier.unitOfWork, clock).execute({
      actor: profileOf(UID.deliv),
      orderId,
      status: 'delivered',
    });
    expect(delivered.ok).toBe(true);
    expect(await courier.orders.get(orderId)).toBeNull();
    expect((await appFor(UID.alice).history.listByUser(UID.alice)).find((o) => o.id === orderId)).toMatchObject({ status: 'delivered' });
    expect(await stockOf(ATTA)).toBe(ATTA.available - 1);
  });

  it('two delivery people accepting the same order at once: one gets it, the other is told it was taken', async () => {
    const orderId = await checkoutAs(UID.alice, 1);
    const [first, second] = await Promise.all(
      [UID.deliv, UID.other].map((uid) => new AcceptOrder(appFor(uid).unitOfWork, clock).execute({ actor: profileOf(uid), orderId })),
    );
    expect([first?.ok, second?.ok].filter(Boolean)).toHaveLength(1);
    const loser = first?.ok ? second : first;
    // Each answer is honest, depending on when the loser read it: the order is no longer open to them.
    expect(['orders.alreadyAccepted', 'orders.notFoundOrProcessed', 'orders.notFound']).toContain(loser?.ok ? '' : loser?.error.code);
  });

  it('a delivery person cancels their own accepted order (stock back); an admin cancels any order (stock back)', async () => {
    const alices = await checkoutAs(UID.alice, 2);
    const courier = appFor(UID.deliv);
    await new AcceptOrder(courier.unitOfWork, clock).execute({ actor: profileOf(UID.deliv), orderId: alices });
    const byCourier = await new UpdateOrderStatus(courier.unitOfWork, clock).execute({
      actor: profileOf(UID.deliv),
      orderId: alices,
      status: 'cancelled',
      reason: 'House locked',
    });
    expect(byCourier.ok).toBe(true);
    expect(await stockOf(ATTA)).toBe(ATTA.available);

    const bobbys = await checkoutAs(UID.bobby, 3);
    const byAdmin = await new CancelOrder(appFor(UID.admin).unitOfWork, clock).execute({ actor: profileOf(UID.admin), orderId: bobbys });
    expect(byAdmin.ok).toBe(true);
    expect(await stockOf(ATTA)).toBe(ATTA.available);
    expect((await appFor(UID.admin).history.listAll()).map((o) => [o.id, o.status, o.cancelledBy])).toEqual(
      expect.arrayContaining([
        [alices, 'cancelled', 'delivery'],
        [bobbys, 'cancelled', 'admin'],
      ]),
    );
  });

  it('nine different products check out and cancel; a tenth is over what the rules can verify in one request', async () => {
    const products = Array.from({ length: 10 }, (_, i) =>
      productFactory.build({ group: 'grocery', subgroup: 'many', id: `p${i}`, available: 5 }),
    );
    const owner = firestoreAs(PROJECT, 'owner');
    await Promise.all(products.map((p) => setDoc(doc(owner, productPath('main', p)), productToDoc(p))));

    await fillCart(
      UID.alice,
      products.slice(0, 9).map((product) => ({ product, qty: 1 })),
    );
    const nine = await checkout(UID.alice);
    if (!nine.ok) throw new Error(`nine lines refused: ${nine.error.code}`);
    expect(await stockOf(products[8]!)).toBe(4);
    // Cancelling it gives all nine back in one request too.
    expect(
      (await new CancelOrder(appFor(UID.alice).unitOfWork, clock).execute({ actor: profileOf(UID.alice), orderId: nine.value.id })).ok,
    ).toBe(true);
    expect(await stockOf(products[8]!)).toBe(5);

    await fillCart(
      UID.bobby,
      products.map((product) => ({ product, qty: 1 })),
    );
    const tooMany = await checkout(UID.bobby);
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(['checkout.tooManyLines', 'checkout.permissionDenied']).toContain(tooMany.error.code);
    expect(await stockOf(products[9]!)).toBe(5);
  });

  it('an order placed before stockChanges existed: its customer cannot restock it, an admin can', async () => {
    const legacy = orderFactory.build({
      id: 'order_1700000000000_alice',
      userId: UID.alice,
      items: [orderItemFactory.build({ id: 'atta', group: 'grocery', subgroup: 'flour', variant: '1kg', qty: 2 })],
    });
    await setDoc(doc(firestoreAs(PROJECT, 'owner'), 'orders', legacy.id), orderToDoc(legacy));

    const byCustomer = await new CancelOrder(appFor(UID.alice).unitOfWork, clock).execute({
      actor: profileOf(UID.alice),
      orderId: legacy.id,
    });
    expect(byCustomer.ok).toBe(false);
    expect(await stockOf(ATTA)).toBe(ATTA.available);

    const byAdmin = await new CancelOrder(appFor(UID.admin).unitOfWork, clock).execute({ actor: profileOf(UID.admin), orderId: legacy.id });
    expect(byAdmin.ok).toBe(true);
    expect(await stockOf(ATTA)).toBe(ATTA.available + 2);
  });

  it('with the delivery code on: the code is kept apart, read by its customer and admins only, and delivery needs it', async () => {
    // A ₹20 fee under the ₹150 order, so the stored money fields show subtotal + fee = total.
    await useSettings({ deliveryCodeEnabled: true, deliveryFee: 2000 });
    const orderId = await checkoutAs(UID.alice, 3);
    const owner = firestoreAs(PROJECT, 'owner');
    expect((await getDoc(doc(owner, 'orders', orderId))).data()).toMatchObject({
      deliveryCodeRequired: true,
      subtotal: 150,
      deliveryFee: 20,
      total: 170,
    });
    expect(JSON.stringify((await getDoc(doc(owner, 'orders', orderId))).data())).not.toContain(CODE);

    const codeFor = (uid: string) => new GetDeliveryCode(appFor(uid).orders).execute({ actor: profileOf(uid), orderId });
    expect(await codeFor(UID.alice)).toBe(CODE);
    expect(await codeFor(UID.admin)).toBe(CODE);
    expect(await codeFor(UID.bobby)).toBeNull();
    // Past the use case too: the rules give the courier and another customer nothing.
    expect(await appFor(UID.deliv).orders.getDeliveryCode(orderId)).toBeNull();
    expect(await appFor(UID.bobby).orders.getDeliveryCode(orderId)).toBeNull();

    const courier = appFor(UID.deliv);
    expect((await new AcceptOrder(courier.unitOfWork, clock).execute({ actor: profileOf(UID.deliv), orderId })).ok).toBe(true);
    const deliver = (deliveryCode?: string) =>
      new UpdateOrderStatus(courier.unitOfWork, clock).execute({ actor: profileOf(UID.deliv), orderId, status: 'delivered', deliveryCode });
    expect(await deliver()).toMatchObject({ ok: false, error: { code: 'store.deliveryCodeRequired' } });
    expect(await deliver('1111')).toMatchObject({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
    expect(await courier.orders.get(orderId)).toMatchObject({ status: 'accepted' });
    expect((await getDoc(doc(owner, 'deliveryCodes', orderId))).data()).toEqual({ userId: UID.alice, code: CODE });

    expect((await deliver(CODE)).ok).toBe(true);
    expect(await courier.orders.get(orderId)).toBeNull();
    expect((await getDoc(doc(owner, 'deliveryCodes', orderId))).exists()).toBe(false);
    expect((await appFor(UID.alice).history.listByUser(UID.alice)).find((o) => o.id === orderId)).toMatchObject({
      status: 'delivered',
      deliveryCode: CODE,
    });
  });

  it('a cancelled order takes its delivery code with it, and its stock comes back', async () => {
    await useSettings({ deliveryCodeEnabled: true });
    const orderId = await checkoutAs(UID.alice, 2);
    const cancelled = await new CancelOrder(appFor(UID.alice).unitOfWork, clock).execute({ actor: profileOf(UID.alice), orderId });
    expect(cancelled.ok).toBe(true);
    expect((await getDoc(doc(firestoreAs(PROJECT, 'owner'), 'deliveryCodes', orderId))).exists()).toBe(false);
    expect(await stockOf(ATTA)).toBe(ATTA.available);
  });

  it('the open-order cap counts the customer’s pending and accepted orders on the server', async () => {
    // Alice already has a pending and an accepted order (seedShop).
    await useSettings({ maxOpenOrders: 2 });
    await fillCart(UID.alice, [{ product: ATTA, qty: 1 }]);
    expect(await checkout(UID.alice)).toMatchObject({ ok: false, error: { code: 'store.tooManyOpenOrders' } });
    expect(await stockOf(ATTA)).toBe(ATTA.available);
    // Bobby has one open order: he may place another.
    await fillCart(UID.bobby, [{ product: ATTA, qty: 1 }]);
    expect((await checkout(UID.bobby)).ok).toBe(true);
  });

  it('with the delivery code on, eight different products check out; nine are over what one request can verify', async () => {
    await useSettings({ deliveryCodeEnabled: true });
    const products = Array.from({ length: 9 }, (_, i) =>
      productFactory.build({ group: 'grocery', subgroup: 'many', id: `q${i}`, available: 5 }),
    );
    const owner = firestoreAs(PROJECT, 'owner');
    await Promise.all(products.map((p) => setDoc(doc(owner, productPath('main', p)), productToDoc(p))));

    await fillCart(
      UID.bobby,
      products.slice(0, 8).map((product) => ({ product, qty: 1 })),
    );
    const eight = await checkout(UID.bobby);
    if (!eight.ok) throw new Error(`eight lines with a code refused: ${eight.error.code}`);
    expect(await appFor(UID.bobby).orders.getDeliveryCode(eight.value.id)).toBe(CODE);

    await fillCart(
      UID.alice,
      products.map((product) => ({ product, qty: 1 })),
    );
    const nine = await checkout(UID.alice);
    expect(nine.ok).toBe(false);
    expect(await stockOf(products[8]!)).toBe(5);
  });

  it('an admin saves the store settings; a customer cannot, through the app or past it', async () => {
    const settings = { ...defaultStoreSettings(), deliveryFee: 2550, deliveryCodeEnabled: true };
    const save = (uid: string) =>
      new SaveStoreSettings(appFor(uid).settings, appFor(uid).users, clock).execute({
        actor: { uid, email: `${uid}@example.in` },
        settings,
      });
    expect(await save(UID.alice)).toMatchObject({ ok: false, error: { code: 'settings.onlyAdmins' } });
    await expect(appFor(UID.alice).settings.save(settings)).rejects.toMatchObject({ kind: 'permission' });
    expect(await save(UID.admin)).toMatchObject({ ok: true });
    expect(await appFor(UID.bobby).settings.get()).toMatchObject({ deliveryFee: 2550, deliveryCodeEnabled: true, updatedBy: UID.admin });
  });
});

/** Checks out `qty` × atta for `uid` and returns the order id. */
async function checkoutAs(uid: string, qty: number): Promise<string> {
  await fillCart(uid, [{ product: ATTA, qty }]);
  const placed = await checkout(uid);
  if (!placed.ok) throw new Error(`checkout for ${uid} failed: ${placed.error.code}`);
  return placed.value.id;
}
