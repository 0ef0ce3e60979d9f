import { deleteField, doc, writeBatch } from 'firebase/firestore';
import { expect } from 'vitest';
import { istDay } from '../../../src/domain/store/storeHours';
import type { Attempt } from '../support/attempts';
import { call, remove, set, update } from '../support/requests';
import {
  ATTA,
  BOBBY_HOME,
  CAROL_HOME,
  FAR_A,
  FEED,
  GHEE,
  HOME_A,
  lineOf,
  pathOf,
  place,
  RICE,
  SALT,
  SETTINGS,
  stockOf,
  TYPED_A,
  type World,
} from '../support/world';
import { checkout, expectServerOrder, forgedOrder, placedOrder, rupees } from './shared';

/**
 * Money and stock: what an order costs and what it takes from the shelf. Direct writes of orders,
 * prices and stock are refused by firestore.rules; a checkout may say anything beside the lines,
 * and the server prices, charges and counts from its own data.
 */

const alice = (w: World) => w.people.alice;
const aliceOrders = (w: World) => [alice(w).uid];
const shelfPaths = () => [pathOf(ATTA), pathOf(SALT), pathOf(GHEE), pathOf(FEED), pathOf(RICE)];

/** Stock of atta after this checkout: exactly `qty` less than before it. */
const takesExactly = async (before: number, qty: number) => expect(await stockOf(ATTA)).toBe(before - qty);

const refusedCheckout = (what: string, lines: unknown, code: string, reason?: string, more: Record<string, unknown> = {}): Attempt => ({
  cls: 'lines not tied to stock',
  actor: 'alice',
  what,
  request: () => call('placeOrder', checkout(lines, more)),
  expect: reason ? { refused: code, reason } : { refused: code },
  watch: shelfPaths,
  noNewOrdersFor: aliceOrders,
});

const malformedCheckout = (what: string, lines: unknown): Attempt => ({
  cls: 'lines not tied to stock',
  actor: 'alice',
  what,
  request: () => call('placeOrder', checkout(lines)),
  expect: { callable: 'invalid-argument' },
  watch: shelfPaths,
  noNewOrdersFor: aliceOrders,
});

export const MONEY: Attempt[] = [
  // ---------------------------------------------------------------- forged prices, totals and fees
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'writes her own order: atta at ₹1, total ₹0',
    request: (w) => {
      const forged = forgedOrder(w);
      return set(`orders/${forged.id}`, forged.doc);
    },
    expect: { denied: true },
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'sets the total of her accepted order to ₹0',
    request: (w) => update(`orders/${w.orders.aliceAccepted}`, { total: 0 }),
    expect: { denied: true },
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'rewrites the items of her order at ₹1 each',
    request: (w) => update(`orders/${w.orders.aliceAccepted}`, { items: [{ id: ATTA.id, name: ATTA.name, qty: 1, price: 1 }] }),
    expect: { denied: true },
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'takes the delivery fee off her order',
    request: (w) => update(`orders/${w.orders.aliceAccepted}`, { deliveryFee: 0, subtotal: 0 }),
    expect: { denied: true },
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'courier',
    what: 'sets the total of the order he carries to ₹0 before collecting the cash',
    request: (w) => update(`orders/${w.orders.bobbyAccepted}`, { total: 0 }),
    expect: { denied: true },
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'owner',
    what: 'even the owner writes a total by hand',
    request: (w) => update(`orders/${w.orders.bobbyPending}`, { total: 1 }),
    expect: { denied: true },
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'checks out with a price of ₹1 and an MRP of ₹1 on the line',
    prepare: async () => ({ atta: String(await stockOf(ATTA)) }),
    request: () => call('placeOrder', checkout([{ ...lineOf(ATTA, 2), price: 1, mrp: 1 }])),
    expect: { ignored: true },
    check: async (w, p, observed) => {
      await expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 2 }]);
      expect(placedOrder(observed).items[0]).toMatchObject({ price: ATTA.price, mrp: rupees(45) });
      await takesExactly(Number(p.atta), 2);
    },
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'checks out with total, subtotal and deliveryFee of ₹0 beside the lines',
    request: () => call('placeOrder', checkout([lineOf(ATTA, 3)], { total: 0, subtotal: 0, deliveryFee: 0 })),
    expect: { ignored: true },
    check: async (w, _p, observed) => expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 3 }]),
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'checks out claiming free delivery and a ₹40 discount',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { freeDelivery: true, discount: 4000, freeDeliveryFrom: 1 })),
    expect: { ignored: true },
    check: async (w, _p, observed) => expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]),
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'alice',
    what: 'puts atta at ₹0.01 in her own cart, then checks out',
    prepare: async (w) => {
      const line = { ref: doc(alice(w).db, pathOf(ATTA)), qty: 1, weight: '1kg', price: 0.01, mrp: 0.01, name: ATTA.name };
      await set(`incart/${alice(w).uid}`, { items: { atta_1kg: line } }).run(alice(w).db);
      return {};
    },
    request: () => call('placeOrder', checkout([lineOf(ATTA)])),
    expect: { ignored: true },
    check: async (w, _p, observed) => expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]),
  },

  // ---------------------------------------------------------------- forged order fields
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: "writes an order carrying Bobby's email",
    request: (w) => {
      const forged = forgedOrder(w, { userEmail: w.people.bobby.email, total: 4000 });
      return set(`orders/${forged.id}`, forged.doc);
    },
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'writes an order back-dated to 2020',
    request: (w) => {
      const forged = forgedOrder(w, { createdAt: Date.UTC(2020, 0, 1) });
      return set(`orders/${forged.id}`, forged.doc);
    },
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'writes an order whose item carries a discount field',
    request: (w) => {
      const forged = forgedOrder(w);
      return set(`orders/${forged.id}`, { ...forged.doc, items: [{ ...(forged.doc.items as object[])[0], discount: 100 }] });
    },
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'marks her own order paid',
    request: (w) => update(`orders/${w.orders.aliceAccepted}`, { paymentStatus: 'paid' }),
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'courier',
    what: 'accepts a pending order by writing his id into it',
    request: (w) => update(`orders/${w.orders.bobbyPending}`, { status: 'accepted', deliveryPersonId: w.people.courier.uid }),
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'courier',
    what: 'marks the order he carries delivered by writing its status',
    request: (w) => update(`orders/${w.orders.bobbyAccepted}`, { status: 'delivered' }),
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: "checks out with Bobby's email and uid",
    request: (w) => call('placeOrder', checkout([lineOf(ATTA)], { userEmail: w.people.bobby.email, userId: w.people.bobby.uid })),
    expect: { ignored: true },
    noNewOrdersFor: (w) => [w.people.bobby.uid],
    check: async (w, _p, observed) => expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]),
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'checks out back-dated to 2020',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { createdAt: Date.UTC(2020, 0, 1), now: Date.UTC(2020, 0, 1) })),
    expect: { ignored: true },
    check: async (w, _p, observed) => expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]),
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'checks out as already delivered, paid, and held by a delivery person',
    request: (w) =>
      call('placeOrder', checkout([lineOf(ATTA)], { status: 'delivered', paymentStatus: 'paid', deliveryPersonId: w.people.courier.uid })),
    expect: { ignored: true },
    check: async (w, _p, observed) => {
      await expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]);
      expect(placedOrder(observed).deliveryPersonId).toBeNull();
    },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'checks out with extra fields in a line (discount, image, loose weight)',
    request: () =>
      call(
        'placeOrder',
        checkout([{ ...lineOf(ATTA), discount: 100, image: 'https://evil.example/x.png', totalWeight: 50, loose_item: true }]),
      ),
    expect: { ignored: true },
    check: async (w, _p, observed) => {
      const order = placedOrder(observed);
      await expectServerOrder(w, order, [{ price: ATTA.price, qty: 1 }]);
      expect(Object.keys(order.items[0]!).sort()).toEqual([
        'group',
        'id',
        'image',
        'loose_item',
        'mrp',
        'name',
        'price',
        'qty',
        'subgroup',
        'variant',
      ]);
      expect(order.items[0]).toMatchObject({ image: ATTA.imageData[0], loose_item: false });
    },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'checks out with a delivery address of her own making and another name',
    request: () =>
      call('placeOrder', checkout([lineOf(ATTA)], { deliveryAddress: { ...FAR_A, pincode: '244231' }, userName: 'Store Owner' })),
    expect: { ignored: true },
    check: async (w, _p, observed) => {
      const order = placedOrder(observed);
      await expectServerOrder(w, order, [{ price: ATTA.price, qty: 1 }]);
      expect(order.deliveryAddress.id).toBe(HOME_A.id);
      expect(order.userName).toBe('Alice Devi');
    },
  },

  // ---------------------------------------------------------------- stock moved by hand
  ...(
    [
      ['alice', 'sets the atta in stock to a million', () => update(pathOf(ATTA), { available: 1_000_000 })],
      ['alice', 'empties the ghee for everyone', () => update(pathOf(GHEE), { available: 0 })],
      ['alice', "sets the 5 kg basmati's stock to 999", () => update(pathOf(RICE), { 'variants.5kg.available': 999 })],
      ['courier', 'refills the cattle-feed sacks', () => update(pathOf(FEED), { available: 10_000 })],
      ['alice', 'sets the price of atta to ₹1', () => update(pathOf(ATTA), { price: 1 })],
      [
        'alice',
        'adds a product of her own',
        () => set('store/main/groups/grocery/subgroups/flour/products/free-atta', { name: 'Free', price: 0 }),
      ],
      ['alice', 'deletes a product', () => remove(pathOf(SALT))],
      ['owner', 'sets stock by hand instead of through the server', () => update(pathOf(ATTA), { available: 5 })],
      ['demoted', 'sets stock after being demoted', () => update(pathOf(GHEE), { available: 0 })],
    ] as const
  ).map(([actor, what, request]): Attempt => ({
    cls: 'stock moved by hand',
    actor,
    what,
    request: () => request(),
    expect: { denied: true },
  })),
  {
    cls: 'stock moved by hand',
    actor: 'alice',
    what: 'checks out with stock writes of her own beside the lines (ghee to 0)',
    prepare: async () => ({ atta: String(await stockOf(ATTA)) }),
    request: () =>
      call('placeOrder', checkout([lineOf(ATTA)], { stockWrites: [{ ref: lineOf(GHEE).ref, variant: null, available: 0 }], available: 0 })),
    expect: { ignored: true },
    watch: () => [pathOf(GHEE), pathOf(SALT)],
    check: async (w, p, observed) => {
      await expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]);
      await takesExactly(Number(p.atta), 1);
    },
  },

  // ---------------------------------------------------------------- lines not tied to stock
  refusedCheckout('asks for 1000 ghee with 3 in stock', [lineOf(GHEE, 1000)], 'checkout.itemsUnavailable', 'checkout.onlyNAvailable'),
  refusedCheckout('asks for 0.001 of a packet', [lineOf(ATTA, 0.001)], 'checkout.itemsUnavailable', 'cart.invalidQuantity'),
  refusedCheckout('asks for 2.5 packets', [lineOf(ATTA, 2.5)], 'checkout.itemsUnavailable', 'cart.invalidQuantity'),
  refusedCheckout('asks for 0 packets', [lineOf(ATTA, 0)], 'checkout.itemsUnavailable', 'cart.invalidQuantity'),
  refusedCheckout('asks for -3 packets (stock back in)', [lineOf(ATTA, -3)], 'checkout.itemsUnavailable', 'cart.invalidQuantity'),
  refusedCheckout('asks for 1001 packets', [lineOf(ATTA, 1001)], 'checkout.itemsUnavailable', 'cart.invalidQuantity'),
  refusedCheckout(
    'splits 4 ghee (3 in stock) into duplicate lines of 2',
    [lineOf(GHEE, 2), lineOf(GHEE, 2)],
    'checkout.itemsUnavailable',
    'checkout.onlyNAvailable',
  ),
  refusedCheckout(
    'splits 1200 packets into two lines of 600',
    [lineOf(ATTA, 600), lineOf(ATTA, 600)],
    'checkout.itemsUnavailable',
    'cart.invalidQuantity',
  ),
  refusedCheckout(
    'asks for 1000 half-kilo packs of feed (500 kg, 100 kg in the sacks)',
    [lineOf(FEED, 1000, '500g')],
    'checkout.itemsUnavailable',
    'checkout.onlyNUnitAvailable',
  ),
  refusedCheckout(
    'asks for a product that is not in the catalogue',
    [{ ref: { group: 'grocery', subgroup: 'flour', id: 'gold-atta' }, variant: '1kg', qty: 1 }],
    'checkout.productNoLongerExists',
  ),
  refusedCheckout(
    'sends 101 different lines',
    Array.from({ length: 101 }, (_, i) => ({ ref: { group: 'grocery', subgroup: 'flour', id: `p${i}` }, variant: '1kg', qty: 1 })),
    'checkout.tooManyLines',
  ),
  refusedCheckout('sends no lines', [], 'checkout.noItems'),
  malformedCheckout('sends a quantity as text', [{ ...lineOf(ATTA), qty: '3' }]),
  malformedCheckout('sends a quantity of null (NaN and Infinity travel as null)', [{ ...lineOf(ATTA), qty: null }]),
  malformedCheckout(
    'sends 501 lines',
    Array.from({ length: 501 }, () => lineOf(ATTA)),
  ),
  {
    cls: 'lines not tied to stock',
    actor: 'alice',
    what: 'names one packet of salt on a line that takes cattle feed',
    prepare: async () => ({ feed: String(await stockOf(FEED)) }),
    request: () => call('placeOrder', checkout([{ ...lineOf(FEED, 2, '1kg'), name: 'Namak 1 packet' }])),
    expect: { ignored: true },
    watch: () => [pathOf(SALT)],
    check: async (w, p, observed) => {
      const order = placedOrder(observed);
      const price = FEED.variants['1kg']!.price;
      await expectServerOrder(w, order, [{ price, qty: 2 }]);
      expect(order.items[0]).toMatchObject({ id: FEED.id, name: FEED.name, qty: 2, price });
      expect(await stockOf(FEED)).toBe(Number(p.feed) - 2);
    },
  },
  ...(
    [
      ['2.5 packets', 2.5],
      ['0.001 of a packet', 0.001],
      ['1001 packets', 1001],
      ['0 packets', 0],
      ['-1 packets', -1],
    ] as const
  ).map(([what, qty]): Attempt => ({
    cls: 'lines not tied to stock',
    actor: 'alice',
    what: `puts ${what} in her own cart`,
    request: (w) =>
      set(`incart/${w.people.alice.uid}`, { items: { atta_1kg: { ref: doc(w.people.alice.db, pathOf(ATTA)), qty, weight: '1kg' } } }, true),
    expect: { denied: true },
  })),
  {
    cls: 'lines not tied to stock',
    actor: 'alice',
    what: 'writes an order for one packet of salt and empties the feed sacks in the same batch',
    request: (w) => {
      const forged = forgedOrder(w, { total: SALT.price });
      return {
        kind: 'firestore',
        paths: [`orders/${forged.id}`, pathOf(FEED)],
        run: (db) => {
          const batch = writeBatch(db);
          batch.set(doc(db, 'orders', forged.id), forged.doc);
          batch.update(doc(db, pathOf(FEED)), { available: 0 });
          return batch.commit();
        },
      };
    },
    expect: { denied: true },
  },

  // ---------------------------------------------------------------- store settings ignored
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'orders one salt (₹20) under the ₹30 minimum',
    request: () => call('placeOrder', checkout([lineOf(SALT)])),
    expect: { refused: 'store.belowMinimum' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'orders under the minimum saying the minimum is ₹0',
    request: () => call('placeOrder', checkout([lineOf(SALT)], { minimumOrder: 0, settings: { minimumOrder: 0 } })),
    expect: { refused: 'store.belowMinimum' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'orders to her saved address 100 km away',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { addressId: FAR_A.id })),
    expect: { refused: 'store.outsideArea' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'orders to the far address, sending map coordinates beside the store',
    request: () =>
      call('placeOrder', checkout([lineOf(ATTA)], { addressId: FAR_A.id, coordinates: SETTINGS.location, deliveryAddress: HOME_A })),
    expect: { refused: 'store.outsideArea' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'orders to a typed address whose PIN code the store does not serve',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { addressId: TYPED_A.id, allowedPincodes: ['110001'] })),
    expect: { refused: 'store.pincodeNotServed' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: "orders to Bobby's saved address",
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { addressId: BOBBY_HOME.id })),
    expect: { refused: 'checkout.missingAddress' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'orders on a day the owner closed the shop',
    settings: () => ({ closure: { date: istDay(Date.now()).date, message: 'Shaadi in the family' } }),
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { closure: null })),
    expect: { refused: 'store.closedToday' },
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  },
  {
    cls: 'store settings ignored',
    actor: 'carol',
    what: 'places a third open order past a cap of 2',
    settings: () => ({ maxOpenOrders: 2 }),
    prepare: async (w) => {
      await place(w.people.carol);
      await place(w.people.carol);
      return {};
    },
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { maxOpenOrders: 50, addressId: CAROL_HOME.id })),
    expect: { refused: 'store.tooManyOpenOrders' },
    noNewOrdersFor: (w) => [w.people.carol.uid],
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'checks out saying the fee is ₹0 and delivery is free from ₹1',
    settings: () => ({ freeDeliveryFrom: rupees(1000) }),
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { deliveryFee: 0, freeDeliveryFrom: 1, subtotal: rupees(5000) })),
    expect: { ignored: true },
    check: async (w, _p, observed) => expectServerOrder(w, placedOrder(observed), [{ price: ATTA.price, qty: 1 }]),
  },
  ...(
    [
      ['alice', 'sets the delivery fee to ₹0', { deliveryFee: 0 }],
      ['alice', 'sets the minimum order to ₹0', { minimumOrder: 0 }],
      ['alice', 'adds her own PIN code to the delivery list', { allowedPincodes: ['244231', '110001'] }],
      ['alice', 'sets the delivery radius to 100 km', { deliveryRadiusKm: 100 }],
      ['alice', "clears the owner's closure", { closure: deleteField() }],
      ['alice', 'raises the open-order cap to 50', { maxOpenOrders: 50 }],
      ['courier', 'sets the delivery fee to ₹0', { deliveryFee: 0 }],
      ['demoted', 'sets the minimum order to ₹0', { minimumOrder: 0 }],
    ] as const
  ).map(([actor, what, change]): Attempt => ({
    cls: 'store settings ignored',
    actor,
    what: `${what} in settings/store`,
    request: () => update('settings/store', { ...change }),
    expect: { denied: true },
  })),
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'writes a fee of ₹0 into settings/public',
    request: () => set('settings/public', { name: 'Kirana', deliveryFee: 0 }, true),
    expect: { denied: true },
  },
  {
    cls: 'store settings ignored',
    actor: 'alice',
    what: 'deletes the store settings so the defaults (no fee, no minimum) come back',
    request: () => remove('settings/store'),
    expect: { denied: true },
  },
  {
    cls: 'store settings ignored',
    actor: 'owner',
    what: 'deletes the store settings',
    request: () => remove('settings/store'),
    expect: { denied: true },
  },
  {
    cls: 'store settings ignored',
    actor: 'owner',
    what: 'saves a fee of a crore rupees',
    request: () => update('settings/store', { deliveryFee: 10_000_000 }),
    expect: { denied: true },
  },
];
