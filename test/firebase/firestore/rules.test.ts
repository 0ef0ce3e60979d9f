import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  increment,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { webStoredValues as values } from '../../../src/infrastructure/firebase/webStoredValues';
import { addressFactory } from '../../factories/addressFactory';
import { describeWithFirestore } from '../support/emulatorHosts';
import { withShopRules } from '../support/withShopRules';
import { clearFirestore, closeFirestores, firestoreAs } from '../support/firestoreAs';
import {
  ALICE_ACCEPTED,
  ALICE_CODED,
  ALICE_DELIVERED,
  ALICE_PENDING,
  ATTA,
  ATTA_PATH,
  BOBBY_PENDING,
  CALLERS,
  seedDeliveryCodes,
  seedShop,
  UID,
  type Role,
} from '../support/shopFixtures';
import { within } from '../support/within';

const PROJECT = 'demo-shop-rules';

/** Every role the rules know, signed-out and anonymous callers included. */
const EVERYONE: Role[] = ['signedOut', 'anonymous', 'alice', 'bobby', 'delivery', 'otherDelivery', 'admin', 'legacyAdmin', 'flagDelivery'];
const NOBODY: Role[] = ['signedOut', 'anonymous'];
const SIGNED_IN = EVERYONE.filter((r) => !NOBODY.includes(r));
const ADMINS: Role[] = ['admin', 'legacyAdmin'];
const COURIERS: Role[] = ['delivery', 'flagDelivery'];
const except = (roles: Role[]) => EVERYONE.filter((r) => !roles.includes(r));

/** A request and the roles it is allowed for; every other role must be refused. */
interface Case {
  what: string;
  allowed: Role[];
  run: (db: Firestore) => Promise<unknown>;
  /** Roles this case does not apply to (it is about someone else's own data). */
  skip?: Role[];
}

const read = (path: string) => (db: Firestore) => getDoc(doc(db, path));
const write = (path: string, data: Record<string, unknown>) => (db: Firestore) => setDoc(doc(db, path), data);
const remove = (path: string) => (db: Firestore) => deleteDoc(doc(db, path));
const list =
  (path: string, ...filters: Array<[string, '==' | 'in', unknown]>) =>
  (db: Firestore) =>
    getDocs(query(collection(db, path), ...filters.map(([f, op, v]) => where(f, op, v))));

const cartLine = (qty: unknown) => ({
  ref: 'store/main/groups/grocery/subgroups/flour/products/atta',
  qty,
  weight: '1kg',
  price: 50,
  mrp: 60,
  hasVariants: false,
  loose_item: false,
  variantUnit: 'kg',
  name: 'Chakki Atta',
});
const longText = 'x'.repeat(5000);
/** Alice's phone in the token store, as registerDevice keeps it. */
const ALICE_DEVICE = `alice-phone:APA91b${'a'.repeat(40)}`;

const CASES: Case[] = [
  // ---------------------------------------------------------------- profiles
  { what: "reads Alice's profile", allowed: ['alice', ...ADMINS], run: read(`users/${UID.alice}`) },
  { what: 'lists every profile', allowed: ADMINS, run: list('users') },
  {
    what: "creates a profile for someone else's new account",
    allowed: [],
    run: (db) => setDoc(doc(db, 'users', 'newbie-uid'), { uid: 'newbie-uid', name: 'New', userType: 'customer', addresses: [] }),
  },
  {
    what: 'edits its own name and village',
    allowed: ['alice'],
    skip: except(['alice', 'bobby']),
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { name: 'Alice Devi', village: 'Sherpur' }),
  },
  { what: 'makes itself an admin', allowed: [], run: (db) => updateDoc(doc(db, 'users', UID.alice), { userType: 'admin' }) },
  {
    what: 'changes its own role, even as an admin',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.admin), { userType: 'customer' }),
  },
  {
    what: "changes another person's role directly",
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.bobby), { userType: 'delivery' }),
  },
  { what: 'stores a 5,000-character name', allowed: [], run: (db) => updateDoc(doc(db, 'users', UID.alice), { name: longText }) },
  {
    what: "sets its profile's email to someone else's",
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { email: 'bobby@example.in' }),
  },
  {
    what: 'saves an address with a 5,000-character landmark',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { addresses: arrayUnion({ ...addressFactory.build(), landmark: longText }) }),
  },
  // Found by the attack catalogue (test/security): every field of an address is named and bounded.
  {
    what: 'saves an address with a 5,000-character field of its own',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { addresses: arrayUnion({ ...addressFactory.build(), notes: longText }) }),
  },
  {
    what: 'saves two addresses in one write, the first with a 5,000-character landmark',
    allowed: [],
    run: (db) =>
      updateDoc(doc(db, 'users', UID.alice), {
        addresses: arrayUnion({ ...addressFactory.build({ id: '1736999999997' }), landmark: longText }, addressFactory.build()),
      }),
  },
  {
    what: 'saves an address whose createdAt is 5,000 characters',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { addresses: arrayUnion({ ...addressFactory.build(), createdAt: longText }) }),
  },
  {
    what: 'sets a delivery address with a 5,000-character field of its own',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { deliveryAddress: { ...addressFactory.build(), notes: longText } }),
  },
  {
    what: 'saves an old address carrying its point as lat/lng on itself',
    allowed: ['alice'],
    skip: except(['alice', 'bobby']),
    run: (db) =>
      updateDoc(doc(db, 'users', UID.alice), {
        addresses: arrayUnion({ ...addressFactory.build({ id: '1736999999998' }), coordinates: null, lat: 29.01, lng: 78.29 }),
      }),
  },
  {
    what: 'saves a new address of its own',
    allowed: ['alice'],
    skip: except(['alice', 'bobby']),
    run: (db) => updateDoc(doc(db, 'users', UID.alice), { addresses: arrayUnion(addressFactory.build({ id: '1736999999999' })) }),
  },
  { what: 'deletes a profile', allowed: [], run: remove(`users/${UID.bobby}`) },

  // ---------------------------------------------------------------- carts
  { what: "reads Alice's cart", allowed: ['alice'], run: read(`incart/${UID.alice}`) },
  {
    what: "puts one line of 2 in Alice's cart",
    allowed: ['alice'],
    run: (db) =>
      setDoc(doc(db, 'incart', UID.alice), { items: { atta_1kg: cartLine(2) } }, { mergeFields: [new FieldPath('items', 'atta_1kg')] }),
  },
  ...[2.5, 0, 1001, '3'].map((qty): Case => ({
    what: `puts a line of ${JSON.stringify(qty)} in its own cart`,
    allowed: [],
    run: (db) => setDoc(doc(db, 'incart', UID.alice), { items: { atta_1kg: cartLine(qty) } }, { merge: true }),
  })),
  {
    what: 'puts a line with a 5,000-character name in its own cart',
    allowed: [],
    run: (db) => setDoc(doc(db, 'incart', UID.alice), { items: { atta_1kg: { ...cartLine(1), name: longText } } }, { merge: true }),
  },
  {
    what: 'puts a line whose product reference is 5,000 characters of text in its own cart',
    allowed: [],
    run: (db) => setDoc(doc(db, 'incart', UID.alice), { items: { atta_1kg: { ...cartLine(1), ref: longText } } }, { merge: true }),
  },
  {
    what: 'puts a line whose hasVariants flag is text in its own cart',
    allowed: [],
    run: (db) => setDoc(doc(db, 'incart', UID.alice), { items: { atta_1kg: { ...cartLine(1), hasVariants: longText } } }, { merge: true }),
  },
  {
    what: "empties Alice's cart",
    allowed: ['alice'],
    run: (db) => setDoc(doc(db, 'incart', UID.alice), { items: {} }),
  },

  // ---------------------------------------------------------------- catalogue: read by the signed in, written by the server only
  { what: 'reads a product', allowed: SIGNED_IN, run: read(ATTA_PATH) },
  { what: 'lists the products of a subgroup', allowed: SIGNED_IN, run: list('store/main/groups/grocery/subgroups/flour/products') },
  { what: 'writes a product', allowed: [], run: write(ATTA_PATH, productToDoc({ ...ATTA, price: 100 }, values, 'main')) },
  { what: 'sets stock', allowed: [], run: (db) => updateDoc(doc(db, ATTA_PATH), { available: 1000 }) },
  { what: 'adds a group', allowed: [], run: write('store/main/groups/toys', { name: 'Toys' }) },

  // ---------------------------------------------------------------- orders: read by role and owner, written by the server only
  {
    what: "reads Alice's pending order",
    allowed: ['alice', ...COURIERS, 'otherDelivery', ...ADMINS],
    run: read(`orders/${ALICE_PENDING.id}`),
  },
  { what: "reads Alice's order accepted by deliv", allowed: ['alice', 'delivery', ...ADMINS], run: read(`orders/${ALICE_ACCEPTED.id}`) },
  { what: "lists Alice's orders", allowed: ['alice', ...ADMINS], run: list('orders', ['userId', '==', UID.alice]) },
  {
    what: 'lists the pending orders',
    allowed: [...COURIERS, 'otherDelivery', ...ADMINS],
    run: list('orders', ['status', '==', 'pending']),
  },
  { what: "lists deliv's orders", allowed: ['delivery', ...ADMINS], run: list('orders', ['deliveryPersonId', '==', UID.deliv]) },
  { what: 'lists every order', allowed: ADMINS, run: list('orders') },
  {
    what: 'creates an order',
    allowed: [],
    run: write('orders/order_1800000000000_alice', orderToDoc({ ...ALICE_PENDING, total: 0 }, values)),
  },
  {
    what: 'accepts an order by writing it',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'orders', ALICE_PENDING.id), { status: 'accepted', deliveryPersonId: UID.deliv }),
  },
  { what: 'cancels an order by deleting it', allowed: [], run: remove(`orders/${BOBBY_PENDING.id}`) },

  // ---------------------------------------------------------------- history
  {
    what: "reads Alice's delivered order",
    allowed: ['alice', 'delivery', ...ADMINS],
    run: read(`orderHistory/${UID.alice}/orders/${ALICE_DELIVERED.id}`),
  },
  { what: "lists Alice's history", allowed: ['alice', ...ADMINS], run: list(`orderHistory/${UID.alice}/orders`) },
  {
    what: "lists deliv's deliveries across all customers (the Today panel)",
    allowed: ['delivery', ...ADMINS],
    run: (db) => getDocs(query(collectionGroup(db, 'orders'), where('deliveryPersonId', '==', UID.deliv))),
  },
  { what: 'lists every finished order', allowed: ADMINS, run: (db) => getDocs(collectionGroup(db, 'orders')) },
  {
    what: 'writes a history copy',
    allowed: [],
    run: write(
      `orderHistory/${UID.alice}/orders/${ALICE_ACCEPTED.id}`,
      orderToDoc({ ...ALICE_ACCEPTED, status: 'delivered', total: 0 }, values),
    ),
  },
  {
    what: 'stamps a history summary',
    allowed: [],
    run: write(`orderHistory/${UID.bobby}`, { userId: UID.bobby, lastUpdated: Timestamp.now() }),
  },

  // ---------------------------------------------------------------- delivery codes and checkout keys: the server's
  { what: "reads Alice's delivery code", allowed: ['alice', ...ADMINS], run: read(`deliveryCodes/${ALICE_CODED.id}`) },
  {
    what: 'writes a delivery code',
    allowed: [],
    run: write(`deliveryCodes/${ALICE_CODED.id}`, { userId: UID.alice, code: '0000', wrongTries: 0 }),
  },
  {
    what: 'resets the wrong tries of a code',
    allowed: [],
    run: (db) => updateDoc(doc(db, 'deliveryCodes', ALICE_CODED.id), { wrongTries: 0 }),
  },
  { what: 'reads a checkout key', allowed: [], run: read(`checkoutKeys/${UID.alice}:k1`) },
  { what: 'writes a checkout key', allowed: [], run: write(`checkoutKeys/${UID.alice}:k1`, { userId: UID.alice }) },
  { what: 'reads her own call limits', allowed: [], run: read(`callLimits/${UID.alice}`) },
  {
    what: 'refills her own call limits',
    allowed: [],
    run: write(`callLimits/${UID.alice}`, { checkout: { tokens: 1000, at: Date.now() } }),
  },

  // ---------------------------------------------------------------- the token store of closed-app alerts: the server's
  { what: "reads Alice's push device", allowed: [], run: read(`pushDevices/${ALICE_DEVICE}`) },
  { what: 'lists the push devices of the staff', allowed: [], run: list('pushDevices', ['staff', '==', true]) },
  { what: "lists Alice's push devices", allowed: [], run: list('pushDevices', ['uid', '==', UID.alice]) },
  {
    what: 'registers a push device directly',
    allowed: [],
    run: write(`pushDevices/${ALICE_DEVICE}-new`, { uid: UID.alice, language: 'en', staff: false, updatedAt: Timestamp.now() }),
  },
  {
    what: "takes Alice's push device as its own, or as staff",
    allowed: [],
    run: write(`pushDevices/${ALICE_DEVICE}`, { uid: UID.bobby, language: 'en', staff: true, updatedAt: Timestamp.now() }),
  },
  { what: "removes Alice's push device", allowed: [], run: remove(`pushDevices/${ALICE_DEVICE}`) },

  // ---------------------------------------------------------------- store settings
  { what: 'reads the store settings', allowed: SIGNED_IN, run: read('settings/store') },
  { what: 'reads the public part of the settings', allowed: EVERYONE, run: read('settings/public') },
  {
    what: 'saves the store settings',
    allowed: ADMINS,
    run: write('settings/store', settingsToDoc({ ...defaultStoreSettings(), name: 'Gupta Kirana' }, values)),
  },
  {
    what: 'saves settings with a fee of a crore',
    allowed: [],
    run: write('settings/store', settingsToDoc({ ...defaultStoreSettings(), deliveryFee: 1_000_000_000 }, values)),
  },
  { what: 'writes the fee into the public part', allowed: [], run: write('settings/public', { name: 'Gupta Kirana', deliveryFee: 0 }) },
  { what: 'writes the public part', allowed: ADMINS, run: write('settings/public', { name: 'Gupta Kirana', phone: '9876543210' }) },
  { what: 'deletes the store settings', allowed: [], run: remove('settings/store') },
  // The store's books (issue 39): admins read them; only the server writes them.
  { what: "reads a day's summary", allowed: ADMINS, run: read('daySummaries/2026-02-01') },
  { what: 'lists the day summaries of a range', allowed: ADMINS, run: list('daySummaries') },
  { what: "writes a day's summary", allowed: [], run: write('daySummaries/2026-02-01', { day: '2026-02-01', placed: 0, revenue: 0 }) },
  {
    what: "adds to a day's summary",
    allowed: [],
    run: (db) => updateDoc(doc(db, 'daySummaries/2026-02-01'), { revenue: increment(100000) }),
  },
  { what: 'creates a summary for another day', allowed: [], run: write('daySummaries/2026-02-02', { day: '2026-02-02', placed: 5 }) },
  { what: "deletes a day's summary", allowed: [], run: remove('daySummaries/2026-02-01') },
  { what: "reads a customer's first order", allowed: [], run: read(`firstOrders/${UID.alice}`) },
  { what: 'marks itself as a returning customer', allowed: [], run: write(`firstOrders/${UID.bobby}`, { at: Timestamp.now() }) },
];

describeWithFirestore('firestore.rules')('firestore.rules', () => {
  withShopRules(PROJECT);

  beforeEach(async () => {
    await clearFirestore(PROJECT);
    const owner = firestoreAs(PROJECT, 'owner');
    await seedShop(owner);
    await seedDeliveryCodes(owner);
    await setDoc(doc(owner, 'settings', 'store'), settingsToDoc(defaultStoreSettings(), values));
    await setDoc(doc(owner, 'settings', 'public'), { name: 'Kirana' });
    await setDoc(doc(owner, 'daySummaries', '2026-02-01'), { day: '2026-02-01', placed: 3, revenue: 150000 });
    await setDoc(doc(owner, 'firstOrders', UID.alice), { userId: UID.alice, at: Timestamp.now() });
    await setDoc(doc(owner, 'pushDevices', ALICE_DEVICE), { uid: UID.alice, language: 'hi', staff: false, updatedAt: Timestamp.now() });
  });

  afterEach(async () => {
    await closeFirestores();
  });

  describe.each(CASES)('$what', ({ allowed, run, skip = [] }) => {
    it.each(EVERYONE.filter((r) => !skip.includes(r)))('as %s', async (role) => {
      const attempt = within(run(firestoreAs(PROJECT, CALLERS[role])), 'rules request');
      if (allowed.includes(role)) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  });

  it('a new account creates its own profile as a customer, and not as anything else', async () => {
    const newbie = firestoreAs(PROJECT, { uid: 'newbie-uid', email: 'newbie@example.in' });
    const profile = { uid: 'newbie-uid', email: 'newbie@example.in', name: 'New', addresses: [] };
    await assertFails(setDoc(doc(newbie, 'users', 'newbie-uid'), { ...profile, userType: 'admin' }));
    await assertFails(setDoc(doc(newbie, 'users', 'newbie-uid'), { ...profile, userType: 'customer', isAdmin: true }));
    await assertSucceeds(setDoc(doc(newbie, 'users', 'newbie-uid'), { ...profile, userType: 'customer' }));
  });

  it('the legacy isAdmin flag on its own profile becomes the role it meant, once', async () => {
    const own = firestoreAs(PROJECT, CALLERS.legacyAdmin);
    await assertSucceeds(updateDoc(doc(own, 'users', UID.legacyAdmin), { userType: 'admin', isAdmin: deleteField() }));
    await assertFails(updateDoc(doc(own, 'users', UID.legacyAdmin), { userType: 'delivery' }));
  });

  it('a delivery person demoted to customer loses the orders he carried and his deliveries at once', async () => {
    await updateDoc(doc(firestoreAs(PROJECT, 'owner'), 'users', UID.deliv), { userType: 'customer' });
    const demoted = firestoreAs(PROJECT, CALLERS.delivery);
    await assertFails(getDoc(doc(demoted, 'orders', ALICE_ACCEPTED.id)));
    await assertFails(getDoc(doc(demoted, `orderHistory/${UID.alice}/orders/${ALICE_DELIVERED.id}`)));
    await assertFails(getDocs(query(collectionGroup(demoted, 'orders'), where('deliveryPersonId', '==', UID.deliv))));
  });
});
