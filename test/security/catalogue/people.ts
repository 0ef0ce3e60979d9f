import { arrayUnion, doc } from 'firebase/firestore';
import { expect } from 'vitest';
import { addressFactory } from '../../factories/addressFactory';
import type { ActorName, Attempt } from '../support/attempts';
import { ifServed, SERVED } from '../support/served';
import { adminDb } from '../../firebase/support/emulatorShop';
import { big, call, group, KB900, list, read, set, update } from '../support/requests';
import { ATTA, BOBBY_HOME, FAR_A, HOME_A, lineOf, orderDoc, pathOf, TYPED_A, TYPED_OK, type World } from '../support/world';
import { checkout, placedOrder } from './shared';

/**
 * People: what a person may write about themselves (sizes, roles), what someone demoted keeps, and
 * callers with no account, an anonymous one, or no profile.
 */

const own = (w: World) => `users/${w.people.alice.uid}`;
const cart = (w: World) => `incart/${w.people.alice.uid}`;
const newAddress = (change: Record<string, unknown>) => ({
  ...addressFactory.build({ id: `17365${Date.now() % 100_000_000}` }),
  ...change,
});
/** An editAddress request for her home address, changed as given. */
const editHome = (change: Record<string, unknown>) => ({ addressId: HOME_A.id, details: { ...HOME_A, ...change } });
const cartLine = (w: World, change: Record<string, unknown>) => ({
  ref: doc(w.people.alice.db, pathOf(ATTA)),
  qty: 1,
  weight: '1kg',
  price: 40,
  mrp: 45,
  hasVariants: false,
  loose_item: false,
  variantUnit: 'kg',
  name: ATTA.name,
  ...change,
});

const ownWrite = (what: string, request: Attempt['request']): Attempt => ({
  cls: 'oversized and odd input',
  actor: 'alice',
  what,
  request,
  expect: { denied: true },
});

const malformed = (what: string, name: string, data: (w: World) => unknown): Attempt => ({
  cls: 'oversized and odd input',
  actor: name === 'placeOrder' || name === 'editAddress' ? 'alice' : 'courier',
  what,
  request: (w) => call(name, data(w)),
  expect: { callable: 'invalid-argument' },
  watch: (w) => [`orders/${w.orders.bobbyAccepted}`, `orders/${w.orders.bobbyPending}`, pathOf(ATTA), own(w)],
  noNewOrdersFor: (w) => [w.people.alice.uid],
});

const COMMAND_CALLS: Array<[string, (w: World) => unknown]> = [
  ['placeOrder', () => checkout([lineOf(ATTA)])],
  ['acceptOrder', (w) => ({ orderId: w.orders.bobbyPending })],
  ['updateOrderStatus', (w) => ({ orderId: w.orders.bobbyAccepted, status: 'delivered', deliveryCode: '0000' })],
  ['assignOrder', (w) => ({ orderId: w.orders.bobbyPending, deliveryPersonId: w.people.courier.uid })],
  ['cancelOrder', (w) => ({ orderId: w.orders.bobbyPending })],
  ['unlockDelivery', (w) => ({ orderId: w.orders.bobbyAccepted })],
  ['adjustStock', () => ({ ref: { group: ATTA.group, subgroup: ATTA.subgroup, id: ATTA.id }, variant: null, available: 0 })],
  ['saveProduct', () => ({ draft: { name: 'x' }, id: ATTA.id, confirmPriceAboveMrp: false })],
  ['changeUserType', (w) => ({ targetUid: w.people.alice.uid, userType: 'admin' })],
  ['editAddress', () => editHome({ landmark: 'Near the well' })],
  ['registerDevice', () => ({ token: `nobody-phone:APA91b${'n'.repeat(60)}`, language: 'en' })],
  ['unregisterDevice', () => ({ token: `nobody-phone:APA91b${'n'.repeat(60)}` })],
];

const nobodyCalls = (actor: ActorName, who: string, code: 'unauthenticated' | 'failed-precondition', names?: string[]): Attempt[] =>
  COMMAND_CALLS.filter(([name]) => SERVED.has(name) && (!names || names.includes(name))).map(([name, data]): Attempt => ({
    cls: 'signed out and anonymous',
    actor,
    what: `${who} calls ${name}`,
    request: (w) => call(name, data(w)),
    expect: { callable: code },
    watch: (w) => [`orders/${w.orders.bobbyPending}`, `orders/${w.orders.bobbyAccepted}`, pathOf(ATTA), own(w)],
  }));

export const PEOPLE: Attempt[] = [
  // ---------------------------------------------------------------- oversized and odd input, written directly
  ownWrite('writes a 900 kB name into her profile', (w) => update(own(w), { name: big(KB900) })),
  ownWrite('writes a 900 kB village into her profile', (w) => update(own(w), { village: big(KB900) })),
  ownWrite('writes a 900 kB phone number into her profile', (w) => update(own(w), { phoneNumber: big(KB900) })),
  ownWrite('writes a 900 kB user name into her profile', (w) => update(own(w), { userName: big(KB900) })),
  ownWrite('adds a field of her own (900 kB of notes) to her profile', (w) => update(own(w), { notes: big(KB900) })),
  ownWrite('saves an address with a 900 kB landmark', (w) =>
    update(own(w), { addresses: arrayUnion(newAddress({ landmark: big(KB900) })) }),
  ),
  ownWrite('saves an address with 900 kB of instructions', (w) =>
    update(own(w), { addresses: arrayUnion(newAddress({ instructions: big(KB900) })) }),
  ),
  ownWrite('saves an address with a field of her own holding 900 kB', (w) =>
    update(own(w), { addresses: arrayUnion(newAddress({ notes: big(KB900) })) }),
  ),
  ownWrite('saves an address whose createdAt is 900 kB of text', (w) =>
    update(own(w), { addresses: arrayUnion(newAddress({ createdAt: big(KB900) })) }),
  ),
  ownWrite('saves an address whose coordinates are 900 kB of text', (w) =>
    update(own(w), { addresses: arrayUnion(newAddress({ coordinates: big(KB900) })) }),
  ),
  ownWrite('sets a delivery address with a 900 kB formatted line', (w) =>
    update(own(w), { deliveryAddress: { ...HOME_A, formatted: big(KB900) } }),
  ),
  ownWrite('sets a delivery address with a field of her own holding 900 kB', (w) =>
    update(own(w), { deliveryAddress: { ...HOME_A, notes: big(KB900) } }),
  ),
  ownWrite('adds two addresses in one write, the first with a 900 kB landmark', (w) =>
    update(own(w), { addresses: arrayUnion(newAddress({ landmark: big(KB900) }), newAddress({ id: '1' })) }),
  ),
  ownWrite('rewrites her home address in place with a 900 kB landmark', (w) =>
    update(own(w), { addresses: [{ ...HOME_A, landmark: big(KB900) }, FAR_A, TYPED_A, TYPED_OK] }),
  ),
  ownWrite('rewrites her home address in place with a field of her own holding 900 kB', (w) =>
    update(own(w), { addresses: [{ ...HOME_A, notes: big(KB900) }, FAR_A, TYPED_A, TYPED_OK] }),
  ),
  ownWrite('rewrites her home address in place with a new landmark, as the edit form would (the server edits)', (w) =>
    update(own(w), { addresses: [{ ...HOME_A, landmark: 'Near the well' }, FAR_A, TYPED_A, TYPED_OK] }),
  ),
  ownWrite('rewrites her home address with a 900 kB landmark while adding a new one', (w) =>
    update(own(w), { addresses: [{ ...HOME_A, landmark: big(KB900) }, FAR_A, TYPED_A, TYPED_OK, newAddress({})] }),
  ),
  ownWrite('deletes one address while rewriting another with a 900 kB landmark', (w) =>
    update(own(w), { addresses: [{ ...HOME_A, landmark: big(KB900) }, FAR_A, TYPED_A] }),
  ),
  ownWrite('deletes one address while adding one with a 900 kB landmark in its place', (w) =>
    update(own(w), { addresses: [HOME_A, FAR_A, TYPED_A, newAddress({ landmark: big(KB900) })] }),
  ),
  ownWrite('keeps 21 addresses', (w) =>
    update(own(w), { addresses: Array.from({ length: 21 }, (_, i) => ({ ...HOME_A, id: String(1_736_600_000_000 + i) })) }),
  ),
  ownWrite('puts a line with a 900 kB name in her cart', (w) =>
    set(cart(w), { items: { atta_1kg: cartLine(w, { name: big(KB900) }) } }, true),
  ),
  ownWrite('puts a line whose product reference is 900 kB of text in her cart', (w) =>
    set(cart(w), { items: { atta_1kg: cartLine(w, { ref: big(KB900) }) } }, true),
  ),
  ownWrite('puts a line whose hasVariants flag is 900 kB of text in her cart', (w) =>
    set(cart(w), { items: { atta_1kg: cartLine(w, { hasVariants: big(KB900) }) } }, true),
  ),
  ownWrite('puts a line with a field of her own in her cart', (w) =>
    set(cart(w), { items: { atta_1kg: cartLine(w, { discount: 40 }) } }, true),
  ),
  ownWrite('puts 101 lines in her cart', (w) =>
    set(cart(w), { items: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}_1kg`, cartLine(w, {})])) }),
  ),
  ownWrite('adds a field of her own beside the items of her cart', (w) => set(cart(w), { items: {}, total: 0 })),
  {
    cls: 'oversized and odd input',
    actor: 'noProfile',
    what: 'a new account creates its profile with a 900 kB name',
    request: (w) =>
      set(`users/${w.people.noProfile.uid}`, {
        uid: w.people.noProfile.uid,
        email: w.people.noProfile.email,
        name: big(KB900),
        userType: 'customer',
      }),
    expect: { denied: true },
  },

  // ---------------------------------------------------------------- oversized and odd input, sent to the server
  malformed('checks out with a 900 kB item name', 'placeOrder', () => checkout([{ ...lineOf(ATTA), name: big(KB900) }])),
  malformed('checks out with a 900 kB size', 'placeOrder', () => checkout([lineOf(ATTA, 1, big(KB900))])),
  malformed('checks out with a 900 kB address id', 'placeOrder', () => checkout([lineOf(ATTA)], { addressId: big(KB900) })),
  malformed('checks out with a 900 kB phone number', 'placeOrder', () => checkout([lineOf(ATTA)], { phoneNumber: big(KB900) })),
  malformed('checks out with a checkout key holding a slash', 'placeOrder', () => checkout([lineOf(ATTA)], { checkoutKey: 'a/b' })),
  malformed('checks out with a 101-character checkout key', 'placeOrder', () => checkout([lineOf(ATTA)], { checkoutKey: 'k'.repeat(101) })),
  malformed('checks out with a product path for a group', 'placeOrder', () =>
    checkout([{ ...lineOf(ATTA), ref: { group: 'grocery/subgroups/flour', subgroup: 'flour', id: 'atta' } }]),
  ),
  malformed('checks out with the product reference as text', 'placeOrder', () => checkout([{ ...lineOf(ATTA), ref: pathOf(ATTA) }])),
  malformed('checks out with lines as a map', 'placeOrder', () => checkout({ 0: lineOf(ATTA) })),
  malformed('checks out with text for a request', 'placeOrder', () => 'please'),
  malformed('checks out with null for a request', 'placeOrder', () => null),
  malformed('cancels with a 900 kB reason', 'cancelOrder', (w) => ({ orderId: w.orders.bobbyAccepted, reason: big(KB900) })),
  malformed('accepts a 900 kB order id', 'acceptOrder', () => ({ orderId: big(KB900) })),
  malformed('is assigned with a path for a person', 'assignOrder', (w) => ({ orderId: w.orders.bobbyPending, deliveryPersonId: 'a/b' })),
  ...ifServed<Attempt>('editAddress', [
    malformed('edits her home address to a 900 kB landmark', 'editAddress', () => editHome({ landmark: big(KB900) })),
    malformed('edits her home address to a 900 kB formatted line', 'editAddress', () => editHome({ formatted: big(KB900) })),
    malformed('edits her home address with coordinates as text', 'editAddress', () => editHome({ coordinates: 'here' })),
    malformed('edits her home address with a label of her own', 'editAddress', () => editHome({ label: 'Palace' })),
    malformed('edits a 900 kB address id', 'editAddress', () => ({ addressId: big(KB900), details: HOME_A })),
    {
      cls: 'oversized and odd input',
      actor: 'alice',
      what: 'edits her home address with a field of her own holding 900 kB',
      request: () => call('editAddress', editHome({ notes: big(KB900), landmark: 'Near the well' })),
      expect: { ignored: true },
      check: async (w) => {
        const stored = (await adminDb().doc(own(w)).get()).data();
        expect(JSON.stringify(stored).length).toBeLessThan(20_000);
        expect(stored?.deliveryAddress).toMatchObject({ id: HOME_A.id, landmark: 'Near the well' });
        expect(stored?.deliveryAddress).not.toHaveProperty('notes');
      },
    },
    {
      cls: "someone else's orders",
      actor: 'alice',
      what: "edits Bobby's saved address",
      request: () => call('editAddress', { addressId: BOBBY_HOME.id, details: { ...BOBBY_HOME, landmark: 'Thief was here' } }),
      expect: { refused: 'address.notFound' },
      watch: (w) => [`users/${w.people.bobby.uid}`, own(w)],
    },
    {
      cls: 'store settings ignored',
      actor: 'alice',
      what: 'edits her home address to a point 100 km away',
      request: () => call('editAddress', editHome({ coordinates: FAR_A.coordinates })),
      expect: { refused: 'store.outsideArea' },
      watch: (w) => [own(w)],
    },
    {
      cls: 'store settings ignored',
      actor: 'alice',
      what: 'edits a typed address to a PIN code the store does not serve',
      request: () => call('editAddress', { addressId: TYPED_OK.id, details: { ...TYPED_OK, pincode: '110001' } }),
      expect: { refused: 'store.pincodeNotServed' },
      watch: (w) => [own(w)],
    },
  ]),
  {
    cls: 'oversized and odd input',
    actor: 'alice',
    what: 'checks out with 900 kB of something else beside the lines',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { note: big(KB900) })),
    expect: { ignored: true },
    check: async (_w, _p, observed) => {
      expect(JSON.stringify(await orderDoc(placedOrder(observed).id)).length).toBeLessThan(20_000);
    },
  },
  {
    cls: 'oversized and odd input',
    actor: 'alice',
    what: 'checks out with a phone number that is not one',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { phoneNumber: 'call me maybe' })),
    expect: { refused: 'checkout.invalidPhone' },
    noNewOrdersFor: (w) => [w.people.alice.uid],
  },

  // ---------------------------------------------------------------- what her orders would carry
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: "sets her profile's email to Bobby's",
    request: (w) => update(own(w), { email: w.people.bobby.email }),
    expect: { denied: true },
  },
  {
    cls: 'forged order fields',
    actor: 'alice',
    what: 'renames Bobby in his profile (the name his orders carry)',
    request: (w) => update(`users/${w.people.bobby.uid}`, { name: 'Thief' }),
    expect: { denied: true },
  },

  // ---------------------------------------------------------------- demoted staff
  ...(
    [
      ['reads the order he carried', (w: World) => read(`orders/${w.orders.demotedCarried}`)],
      [
        'reads the delivered order he carried',
        (w: World) => read(`orderHistory/${w.people.bobby.uid}/orders/${w.orders.demotedDelivered}`),
      ],
      ['lists his deliveries across all customers', (w: World) => group('orders', ['deliveryPersonId', '==', w.people.demoted.uid])],
      ['lists the orders he holds', (w: World) => list('orders', ['deliveryPersonId', '==', w.people.demoted.uid])],
      ['lists the pending orders', () => list('orders', ['status', '==', 'pending'])],
      ['makes himself a delivery person again', (w: World) => update(`users/${w.people.demoted.uid}`, { userType: 'delivery' })],
      ['sets the isDelivery flag on himself', (w: World) => update(`users/${w.people.demoted.uid}`, { isDelivery: true })],
    ] as const
  ).map(([what, request]): Attempt => ({
    cls: 'demoted staff',
    actor: 'demoted',
    what,
    request: (w) => request(w),
    expect: { denied: true },
  })),
  ...(
    [
      ['delivers the order he carried', 'updateOrderStatus', { status: 'delivered', deliveryCode: '0000' }, 'orders.permissionDenied'],
      ['hands back the order he carried', 'updateOrderStatus', { status: 'pending' }, 'orders.permissionDenied'],
      ['cancels the order he carried', 'cancelOrder', {}, 'orders.noCancelPermission'],
      ['unlocks the order he carried', 'unlockDelivery', {}, 'orders.permissionDenied'],
    ] as const
  ).map(([what, name, data, code]): Attempt => ({
    cls: 'demoted staff',
    actor: 'demoted',
    what,
    request: (w) => call(name, { orderId: w.orders.demotedCarried, ...data }),
    expect: { refused: code },
    watch: (w) => [`orders/${w.orders.demotedCarried}`, `deliveryCodes/${w.orders.demotedCarried}`],
  })),
  {
    cls: 'demoted staff',
    actor: 'demoted',
    what: 'accepts a pending order',
    request: (w) => call('acceptOrder', { orderId: w.orders.bobbyPending }),
    expect: { refused: 'orders.permissionDenied' },
    watch: (w) => [`orders/${w.orders.bobbyPending}`],
  },

  // ---------------------------------------------------------------- signed out, anonymous, no profile
  ...nobodyCalls('visitor', 'a browser signed out', 'unauthenticated'),
  ...nobodyCalls('anonymous', 'an anonymous account', 'unauthenticated'),
  ...nobodyCalls('noProfile', 'an account without a profile', 'failed-precondition', ['placeOrder', 'acceptOrder', 'cancelOrder']),
  ...(
    [
      ['visitor', 'reads a product', () => read(pathOf(ATTA))],
      ['visitor', 'reads the store settings', () => read('settings/store')],
      ['visitor', 'lists the pending orders', () => list('orders', ['status', '==', 'pending'])],
      ['visitor', "writes Alice's profile", (w: World) => update(own(w), { name: 'Hacked' })],
      ['visitor', "empties Alice's cart", (w: World) => set(cart(w), { items: {} })],
      ['anonymous', 'reads a product', () => read(pathOf(ATTA))],
      ['anonymous', 'reads the store settings', () => read('settings/store')],
      ['anonymous', 'lists the pending orders', () => list('orders', ['status', '==', 'pending'])],
      [
        'anonymous',
        'creates a customer profile of its own',
        (w: World) => set(`users/${w.people.anonymous.uid}`, { uid: w.people.anonymous.uid, name: 'Anon', userType: 'customer' }),
      ],
      ['anonymous', 'fills a cart of its own', (w: World) => set(`incart/${w.people.anonymous.uid}`, { items: {} })],
    ] as const
  ).map(([actor, what, request]): Attempt => ({
    cls: 'signed out and anonymous',
    actor,
    what,
    request: (w) => request(w),
    expect: { denied: true },
  })),
];
