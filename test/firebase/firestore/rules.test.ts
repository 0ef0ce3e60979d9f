import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/order/Order';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { createFirestoreAdapters } from '../../../src/infrastructure/firebase/createFirestoreAdapters';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';
import { productFactory } from '../../factories/productFactory';
import { describeWithFirestore, firestoreEmulator } from '../support/emulatorHosts';
import { clearFirestore, closeFirestores, firestoreAs } from '../support/firestoreAs';
import {
  ALICE_ACCEPTED,
  ALICE_CODE,
  ALICE_CODED,
  ALICE_CODED_ACCEPTED,
  ALICE_DELIVERED,
  ALICE_PENDING,
  ATTA,
  ATTA_PATH,
  BOBBY_PENDING,
  CALLERS,
  RICE_PATH,
  seedDeliveryCodes,
  seedShop,
  UID,
  type Role,
} from '../support/shopFixtures';
import { within } from '../support/within';

const PROJECT = 'demo-shop-rules';

let env: RulesTestEnvironment;
const as = (role: Role): Firestore => firestoreAs(PROJECT, CALLERS[role]);
const allowed = <T>(op: Promise<T>): Promise<T> => assertSucceeds(within(op, 'allowed request'));
const denied = (op: Promise<unknown>) => assertFails(within(op, 'denied request'));

/** Every role the rules know, the two kinds of anonymous caller included. */
const EVERYONE: Role[] = ['signedOut', 'anonymous', 'alice', 'bobby', 'delivery', 'otherDelivery', 'admin', 'legacyAdmin', 'flagDelivery'];
const SHOPPERS: Role[] = ['alice', 'bobby', 'delivery', 'otherDelivery', 'admin', 'legacyAdmin', 'flagDelivery'];
const ADMINS: Role[] = ['admin', 'legacyAdmin'];
const NOT_ADMINS: Role[] = ['signedOut', 'anonymous', 'alice', 'bobby', 'delivery', 'flagDelivery'];
const NOBODY: Role[] = ['signedOut', 'anonymous'];

describeWithFirestore('firestore.rules')('firestore.rules', () => {
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
  });

  afterEach(async () => {
    await closeFirestores();
  });

  describe('users', () => {
    it.each(SHOPPERS)('%s reads their own profile', async (role) => {
      const uid = CALLERS[role] as { uid: string };
      await allowed(getDoc(doc(as(role), 'users', uid.uid)));
    });

    it.each(['signedOut', 'anonymous', 'bobby', 'delivery', 'flagDelivery'] as Role[])("%s cannot read Alice's profile", async (role) => {
      await denied(getDoc(doc(as(role), 'users', UID.alice)));
    });

    it.each(ADMINS)("%s reads anyone's profile and lists all users", async (role) => {
      await allowed(getDoc(doc(as(role), 'users', UID.alice)));
      await allowed(getDocs(collection(as(role), 'users')));
    });

    it.each(['signedOut', 'anonymous', 'alice', 'delivery'] as Role[])('%s cannot list users', async (role) => {
      await denied(getDocs(collection(as(role), 'users')));
    });

    it('a new user creates their own profile, only as a customer', async () => {
      const db = firestoreAs(PROJECT, { uid: 'newbe-uid', email: 'new@example.in' });
      const base = { uid: 'newbe-uid', email: 'new@example.in', name: 'New', createdAt: Timestamp.now(), updatedAt: Timestamp.now() };
      await denied(setDoc(doc(db, 'users', 'newbe-uid'), { ...base, userType: 'admin' }));
      await denied(setDoc(doc(db, 'users', 'newbe-uid'), { ...base, userType: 'customer', isAdmin: true }));
      await denied(setDoc(doc(db, 'users', 'newbe-uid'), { ...base, userType: 'delivery' }));
      await denied(setDoc(doc(db, 'users', 'someone-else'), { ...base, uid: 'someone-else', userType: 'customer' }));
      await allowed(setDoc(doc(db, 'users', 'newbe-uid'), { ...base, userType: 'customer' }));
    });

    it.each(NOBODY)('%s cannot create a profile', async (role) => {
      await denied(setDoc(doc(as(role), 'users', 'anony-uid'), { uid: 'anony-uid', email: '', userType: 'customer' }));
    });

    it('a customer edits their own profile fields', async () => {
      await allowed(
        updateDoc(doc(as('alice'), 'users', UID.alice), { name: 'Alice Devi', village: 'Dhanaura', updatedAt: Timestamp.now() }),
      );
      await denied(updateDoc(doc(as('alice'), 'users', UID.alice), { name: 'x'.repeat(101) }));
      await denied(updateDoc(doc(as('alice'), 'users', UID.alice), { walletBalance: 1000 }));
    });

    it('a customer trying to make themselves admin is refused, whatever field they try', async () => {
      const mine = doc(as('alice'), 'users', UID.alice);
      await denied(updateDoc(mine, { userType: 'admin' }));
      await denied(updateDoc(mine, { userType: 'delivery' }));
      await denied(updateDoc(mine, { isAdmin: true }));
      await denied(updateDoc(mine, { isDelivery: true }));
      await denied(updateDoc(mine, { updatedBy: UID.admin }));
      expect((await getDoc(doc(as('alice'), 'users', UID.alice))).data()?.userType).toBe('customer');
    });

    it('nobody changes their own userType, not even an admin', async () => {
      await denied(updateDoc(doc(as('admin'), 'users', UID.admin), { userType: 'customer', updatedAt: Timestamp.now() }));
      await denied(updateDoc(doc(as('delivery'), 'users', UID.deliv), { userType: 'admin' }));
    });

    it("an admin changes another user's type, only to customer, delivery or admin, signed as themselves", async () => {
      const alice = doc(as('admin'), 'users', UID.alice);
      await allowed(updateDoc(alice, { userType: 'delivery', updatedAt: Timestamp.now(), updatedBy: UID.admin }));
      await denied(updateDoc(alice, { userType: 'superuser', updatedAt: Timestamp.now(), updatedBy: UID.admin }));
      await denied(updateDoc(alice, { userType: 'admin', updatedBy: UID.bobby }));
      await denied(updateDoc(alice, { name: 'Renamed by admin' }));
    });

    it('a legacy role flag is cleared when it would contradict the new type, and never set', async () => {
      const flagged = doc(as('admin'), 'users', UID.flagDelivery);
      await denied(updateDoc(flagged, { userType: 'customer', updatedBy: UID.admin }));
      await denied(updateDoc(doc(as('admin'), 'users', UID.alice), { userType: 'customer', isDelivery: true, updatedBy: UID.admin }));
      await allowed(
        updateDoc(flagged, { userType: 'customer', isDelivery: deleteField(), updatedAt: Timestamp.now(), updatedBy: UID.admin }),
      );
    });

    it('a legacy admin (isAdmin, no userType) may change user types too', async () => {
      await allowed(updateDoc(doc(as('legacyAdmin'), 'users', UID.bobby), { userType: 'delivery', updatedBy: UID.legacyAdmin }));
    });

    it.each(['alice', 'delivery', 'flagDelivery'] as Role[])("%s cannot change another user's type", async (role) => {
      await denied(updateDoc(doc(as(role), 'users', UID.bobby), { userType: 'delivery', updatedBy: UID.bobby }));
    });

    it('the legacy migration of SPEC section 4 is allowed on one’s own profile, exactly as the flag says', async () => {
      const legacyAdmin = firestoreAs(PROJECT, { uid: UID.legacyAdmin });
      await allowed(updateDoc(doc(legacyAdmin, 'users', UID.legacyAdmin), { userType: 'admin', isAdmin: deleteField() }));
      const legacyCustomer = firestoreAs(PROJECT, { uid: UID.legacyCustomer });
      await denied(updateDoc(doc(legacyCustomer, 'users', UID.legacyCustomer), { userType: 'admin', isAdmin: deleteField() }));
      await allowed(updateDoc(doc(legacyCustomer, 'users', UID.legacyCustomer), { userType: 'customer', isAdmin: deleteField() }));
    });

    it.each(EVERYONE)('%s cannot delete a profile', async (role) => {
      await denied(deleteDoc(doc(as(role), 'users', UID.alice)));
    });
  });

  describe('catalogue', () => {
    it.each(SHOPPERS)('%s reads groups, subgroups and products, and searches every product', async (role) => {
      const db = as(role);
      await allowed(getDocs(collection(db, 'store', 'main', 'groups')));
      await allowed(getDocs(collection(db, 'store', 'main', 'groups', 'grocery', 'subgroups')));
      await allowed(getDoc(doc(db, ATTA_PATH)));
      await allowed(getDocs(collectionGroup(db, 'products')));
    });

    it.each(NOBODY)('%s cannot read the catalogue', async (role) => {
      await denied(getDoc(doc(as(role), ATTA_PATH)));
      await denied(getDocs(collection(as(role), 'store', 'main', 'groups')));
    });

    it.each(ADMINS)('%s creates, edits and deletes products and groups', async (role) => {
      const db = as(role);
      const fresh = productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'besan', name: 'Besan' });
      await allowed(setDoc(doc(db, 'store/main/groups/grocery/subgroups/flour/products/besan'), productToDoc(fresh)));
      await allowed(updateDoc(doc(db, ATTA_PATH), { price: 55, available: 40, updatedAt: Timestamp.now() }));
      await allowed(setDoc(doc(db, 'store/main/groups/pulses'), { name: 'Pulses', nameHi: 'दालें' }));
      await allowed(deleteDoc(doc(db, 'store/main/groups/grocery/subgroups/flour/products/besan')));
      await denied(updateDoc(doc(db, ATTA_PATH), { price: -1 }));
      await denied(setDoc(doc(db, 'store/main/groups/pulses'), { name: '' }));
    });

    it.each(NOT_ADMINS)('%s cannot create, edit or delete products or groups', async (role) => {
      const db = as(role);
      const fresh = productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'besan', name: 'Besan' });
      await denied(setDoc(doc(db, 'store/main/groups/grocery/subgroups/flour/products/besan'), productToDoc(fresh)));
      await denied(updateDoc(doc(db, ATTA_PATH), { price: 1 }));
      await denied(deleteDoc(doc(db, ATTA_PATH)));
      await denied(setDoc(doc(db, 'store/main/groups/pulses'), { name: 'Pulses' }));
    });

    it('a customer cannot raise stock, directly or dressed as a stock move', async () => {
      const atta = doc(as('alice'), ATTA_PATH);
      await denied(updateDoc(atta, { available: 500 }));
      await denied(updateDoc(atta, { available: 500, stockStamp: serverTimestamp() }));
      await denied(updateDoc(doc(as('alice'), RICE_PATH), { 'variants.1kg.available': 99, stockStamp: serverTimestamp() }));
    });

    it('a customer cannot lower stock outside a checkout that creates their own order', async () => {
      const db = as('alice');
      await denied(updateDoc(doc(db, ATTA_PATH), { available: 0, stockStamp: serverTimestamp() }));
      // A claim alone names an order this request does not create.
      const batch = writeBatch(db);
      batch.set(doc(db, 'stockClaims', UID.alice), {
        kind: 'checkout',
        orderId: 'order_1736485900000_alice',
        ownerId: UID.alice,
        changes: { [ATTA_PATH]: { available: 10 } },
        at: serverTimestamp(),
      });
      batch.update(doc(db, ATTA_PATH), { available: 0, stockStamp: serverTimestamp() });
      await denied(batch.commit());
      // Reusing an existing order of hers as the claim's order does not work either.
      const reuse = writeBatch(db);
      reuse.set(doc(db, 'stockClaims', UID.alice), {
        kind: 'checkout',
        orderId: ALICE_PENDING.id,
        ownerId: UID.alice,
        changes: { [ATTA_PATH]: { available: 2 } },
        at: serverTimestamp(),
      });
      reuse.update(doc(db, ATTA_PATH), { available: 8, stockStamp: serverTimestamp() });
      await denied(reuse.commit());
      expect((await getDoc(doc(db, ATTA_PATH))).data()?.available).toBe(10);
    });

    it.each(['delivery', 'signedOut'] as Role[])('%s cannot touch stock', async (role) => {
      await denied(updateDoc(doc(as(role), ATTA_PATH), { available: 3, stockStamp: serverTimestamp() }));
    });
  });

  describe('carts (incart)', () => {
    it('the owner reads and writes their cart', async () => {
      const mine = doc(as('alice'), 'incart', UID.alice);
      await allowed(getDoc(mine));
      await allowed(setDoc(mine, { items: { atta_1kg: { qty: 2, price: 50 } } }));
      await allowed(updateDoc(mine, { items: {} }));
    });

    it.each(['signedOut', 'anonymous', 'bobby', 'delivery', 'admin'] as Role[])("%s cannot read or write Alice's cart", async (role) => {
      await denied(getDoc(doc(as(role), 'incart', UID.alice)));
      await denied(setDoc(doc(as(role), 'incart', UID.alice), { items: {} }));
    });

    it('a cart holds one bounded items map and nothing else', async () => {
      const mine = doc(as('alice'), 'incart', UID.alice);
      await denied(setDoc(mine, { items: {}, discount: 100 }));
      const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}_1kg`, { qty: 1 }]));
      await denied(setDoc(mine, { items: tooMany }));
    });
  });

  describe('orders', () => {
    it('a customer reads their own orders, alone or by query', async () => {
      const db = as('alice');
      await allowed(getDoc(doc(db, 'orders', ALICE_PENDING.id)));
      const mine = await allowed(getDocs(query(collection(db, 'orders'), where('userId', '==', UID.alice))));
      expect(mine.docs.map((d) => d.id).sort()).toEqual([ALICE_PENDING.id, ALICE_ACCEPTED.id].sort());
    });

    it("a customer cannot read another customer's orders", async () => {
      const db = as('alice');
      await denied(getDoc(doc(db, 'orders', BOBBY_PENDING.id)));
      await denied(getDocs(query(collection(db, 'orders'), where('userId', '==', UID.bobby))));
      await denied(getDocs(collection(db, 'orders')));
      await denied(getDocs(query(collection(db, 'orders'), where('status', '==', 'pending'))));
    });

    it.each(['delivery', 'flagDelivery'] as Role[])('%s reads pending orders and the ones assigned to them, not others', async (role) => {
      const db = as(role);
      await allowed(getDoc(doc(db, 'orders', BOBBY_PENDING.id)));
      await allowed(getDocs(query(collection(db, 'orders'), where('status', '==', 'pending'))));
      await denied(getDocs(collection(db, 'orders')));
    });

    it('a delivery person reads their own accepted order; another delivery person cannot', async () => {
      await allowed(getDoc(doc(as('delivery'), 'orders', ALICE_ACCEPTED.id)));
      await allowed(getDocs(query(collection(as('delivery'), 'orders'), where('deliveryPersonId', '==', UID.deliv))));
      await denied(getDoc(doc(as('otherDelivery'), 'orders', ALICE_ACCEPTED.id)));
      await denied(getDocs(query(collection(as('otherDelivery'), 'orders'), where('deliveryPersonId', '==', UID.deliv))));
    });

    it.each(ADMINS)('%s reads every order', async (role) => {
      await allowed(getDocs(collection(as(role), 'orders')));
    });

    it.each(NOBODY)('%s cannot read orders', async (role) => {
      await denied(getDoc(doc(as(role), 'orders', ALICE_PENDING.id)));
    });

    it('a delivery person accepts a pending unassigned order for themselves, touching only status, courier and updatedAt', async () => {
      const bobbys = doc(as('delivery'), 'orders', BOBBY_PENDING.id);
      await denied(updateDoc(bobbys, { status: 'accepted', deliveryPersonId: UID.other, updatedAt: Timestamp.now() }));
      await denied(updateDoc(bobbys, { status: 'accepted', deliveryPersonId: UID.deliv, total: 1 }));
      await allowed(
        updateDoc(bobbys, {
          status: 'accepted',
          deliveryPersonId: UID.deliv,
          deliveryPersonName: 'Deliv',
          updatedAt: Timestamp.now(),
          acceptedAt: Timestamp.now(),
        }),
      );
    });

    it('an order already accepted by someone cannot be taken over', async () => {
      await denied(updateDoc(doc(as('otherDelivery'), 'orders', ALICE_ACCEPTED.id), { status: 'accepted', deliveryPersonId: UID.other }));
    });

    it.each(['alice', 'bobby'] as Role[])('customer %s cannot accept an order, not even their own', async (role) => {
      const target = role === 'alice' ? ALICE_PENDING.id : BOBBY_PENDING.id;
      const uid = (CALLERS[role] as { uid: string }).uid;
      await denied(updateDoc(doc(as(role), 'orders', target), { status: 'accepted', deliveryPersonId: uid, updatedAt: Timestamp.now() }));
      await denied(updateDoc(doc(as(role), 'orders', target), { total: 0 }));
    });

    it('the assigned delivery person hands an order back; an admin edits any order in place', async () => {
      await allowed(
        updateDoc(doc(as('delivery'), 'orders', ALICE_ACCEPTED.id), {
          status: 'pending',
          deliveryPersonId: null,
          deliveryPersonName: deleteField(),
          acceptedAt: deleteField(),
          updatedAt: Timestamp.now(),
        }),
      );
      await allowed(updateDoc(doc(as('admin'), 'orders', BOBBY_PENDING.id), { status: 'accepted', deliveryPersonId: UID.deliv }));
      await denied(updateDoc(doc(as('admin'), 'orders', BOBBY_PENDING.id), { total: 1 }));
    });

    it('a customer cannot create an order outside a checkout, for someone else, or already accepted', async () => {
      const db = as('alice');
      const order = orderFactory.build({ id: 'order_1736486000000_alice', userId: UID.alice, items: [orderItemFactory.build()] });
      const stored = { ...orderToDoc(order), placedAt: serverTimestamp(), stockChanges: { [ATTA_PATH]: { available: 1 } } };
      await denied(setDoc(doc(db, 'orders', order.id), stored));
      await denied(setDoc(doc(db, 'orders', order.id), { ...stored, status: 'accepted' }));
      await denied(setDoc(doc(db, 'orders', 'order_1736486000000_bobby'), { ...stored, userId: UID.bobby }));
    });

    it('an order leaves the active list only by moving to history', async () => {
      await denied(deleteDoc(doc(as('alice'), 'orders', ALICE_PENDING.id)));
      await denied(deleteDoc(doc(as('bobby'), 'orders', ALICE_PENDING.id)));
      await denied(deleteDoc(doc(as('admin'), 'orders', ALICE_PENDING.id)));
    });

    it('a customer can check whether a new order id of their own is free, not peek at other ids', async () => {
      const free = await allowed(getDoc(doc(as('alice'), 'orders', 'order_1736486100000_alice')));
      expect(free.exists()).toBe(false);
      await denied(getDoc(doc(as('alice'), 'orders', 'order_1736486100000_bobby')));
    });
  });

  describe('order history', () => {
    const entry = `orderHistory/${UID.alice}/orders/${ALICE_DELIVERED.id}`;

    it('the owner reads their finished orders and summary', async () => {
      await allowed(getDoc(doc(as('alice'), entry)));
      await allowed(getDocs(collection(as('alice'), 'orderHistory', UID.alice, 'orders')));
      await allowed(getDoc(doc(as('alice'), 'orderHistory', UID.alice)));
    });

    it('another customer cannot read it; the courier who delivered it can read that entry', async () => {
      await denied(getDoc(doc(as('bobby'), entry)));
      await denied(getDocs(collection(as('bobby'), 'orderHistory', UID.alice, 'orders')));
      await allowed(getDoc(doc(as('delivery'), entry)));
      await denied(getDoc(doc(as('otherDelivery'), entry)));
    });

    it.each(ADMINS)('%s reads every finished order with one collection-group query', async (role) => {
      await allowed(getDocs(collectionGroup(as(role), 'orders')));
    });

    it.each(['alice', 'delivery', 'signedOut'] as Role[])('%s cannot run the all-orders collection-group query', async (role) => {
      await denied(getDocs(collectionGroup(as(role), 'orders')));
    });

    it('history is written only together with the deletion of the matching active order', async () => {
      const copy = { ...orderToDoc({ ...ALICE_PENDING, status: 'cancelled', cancelledBy: 'customer' }) };
      await denied(setDoc(doc(as('alice'), `orderHistory/${UID.alice}/orders/${ALICE_PENDING.id}`), copy));
      await denied(setDoc(doc(as('alice'), `orderHistory/${UID.alice}/orders/order_1736486200000_alice`), copy));
      await denied(updateDoc(doc(as('alice'), entry), { status: 'cancelled' }));
      await denied(deleteDoc(doc(as('admin'), entry)));
    });

    it.each(NOBODY)('%s reads no history', async (role) => {
      await denied(getDoc(doc(as(role), entry)));
    });
  });

  describe('stock claims', () => {
    it('a claim is private to its owner and never valid on its own', async () => {
      await allowed(getDoc(doc(as('alice'), 'stockClaims', UID.alice)));
      await denied(getDoc(doc(as('bobby'), 'stockClaims', UID.alice)));
      await denied(
        setDoc(doc(as('alice'), 'stockClaims', UID.alice), {
          kind: 'restore',
          orderId: ALICE_PENDING.id,
          ownerId: UID.alice,
          changes: { [ATTA_PATH]: { available: 2 } },
          at: serverTimestamp(),
        }),
      );
      await denied(deleteDoc(doc(as('alice'), 'stockClaims', UID.alice)));
    });
  });

  describe('store settings (issue 12)', () => {
    const settingsDoc = (db: Firestore) => doc(db, 'settings', 'store');
    /** The document SaveStoreSettings writes for `uid`. */
    const saved = (uid: string, fields: Record<string, unknown> = {}) => ({
      ...settingsToDoc({ ...defaultStoreSettings(), updatedAt: Date.now(), updatedBy: uid }),
      ...fields,
    });

    it.each(SHOPPERS)('%s reads the settings, missing or saved', async (role) => {
      expect((await allowed(getDoc(settingsDoc(as(role))))).exists()).toBe(false);
      await setDoc(settingsDoc(firestoreAs(PROJECT, 'owner')), saved(UID.admin));
      expect((await allowed(getDoc(settingsDoc(as(role))))).data()?.maxOpenOrders).toBe(3);
    });

    it.each(NOBODY)('%s cannot read the settings', async (role) => {
      await denied(getDoc(settingsDoc(as(role))));
    });

    it.each(ADMINS)('%s saves the settings the dashboard writes, and changes them', async (role) => {
      const uid = (CALLERS[role] as { uid: string }).uid;
      await allowed(setDoc(settingsDoc(as(role)), saved(uid)));
      const sundayOff = [null, ...(saved(uid).hours as unknown[]).slice(1)];
      await allowed(
        setDoc(settingsDoc(as(role)), saved(uid, { closure: { date: '2025-01-14', message: 'Closed for Sankranti' }, hours: sundayOff })),
      );
      await allowed(updateDoc(settingsDoc(as(role)), { deliveryCodeEnabled: true, deliveryFee: 25.5, updatedBy: uid }));
      expect((await getDoc(settingsDoc(as('alice')))).data()).toMatchObject({ deliveryCodeEnabled: true, deliveryFee: 25.5 });
    });

    it.each<[string, Record<string, unknown>]>([
      ['a negative fee', { deliveryFee: -1 }],
      ['a fee above ₹1,00,000', { deliveryFee: 100001 }],
      ['a minimum as text', { minimumOrder: '100' }],
      ['no open orders allowed', { maxOpenOrders: 0 }],
      ['a fractional open-order cap', { maxOpenOrders: 2.5 }],
      ['more than 50 open orders', { maxOpenOrders: 51 }],
      ['a zero radius', { deliveryRadiusKm: 0 }],
      ['a radius over 100 km', { deliveryRadiusKm: 101 }],
      ['six days of hours', { hours: Array.from({ length: 6 }, () => ({ opens: '07:00', closes: '21:00' })) }],
      ['24:00 as a time', { hours: Array.from({ length: 7 }, () => ({ opens: '07:00', closes: '24:00' })) }],
      ['a five-digit PIN code', { allowedPincodes: ['24423'] }],
      ['two PIN codes in one entry', { allowedPincodes: ['244231,244001'] }],
      ['a closure without a message', { closure: { date: '2025-01-14', message: '' } }],
      ['a latitude past the pole', { location: { lat: 91, lng: 78 } }],
      ['the delivery code switch as text', { deliveryCodeEnabled: 'yes' }],
      ['a field the app does not know', { discountForFriends: 50 }],
      ['someone else as the editor', { updatedBy: UID.bobby }],
    ])('an admin cannot save %s', async (_label, fields) => {
      await denied(setDoc(settingsDoc(as('admin')), saved(UID.admin, fields)));
    });

    it('settings live in the one settings/store document', async () => {
      await denied(setDoc(doc(as('admin'), 'settings', 'other'), saved(UID.admin)));
    });

    it.each(NOT_ADMINS)('%s cannot save or change the settings', async (role) => {
      const uid = typeof CALLERS[role] === 'object' ? (CALLERS[role] as { uid: string }).uid : 'nobody';
      await denied(setDoc(settingsDoc(as(role)), saved(uid)));
      await setDoc(settingsDoc(firestoreAs(PROJECT, 'owner')), saved(UID.admin));
      await denied(updateDoc(settingsDoc(as(role)), { deliveryCodeEnabled: true }));
      await denied(updateDoc(settingsDoc(as(role)), { minimumOrder: 0, updatedBy: uid }));
    });

    it.each(EVERYONE)('%s cannot delete the settings', async (role) => {
      await setDoc(settingsDoc(firestoreAs(PROJECT, 'owner')), saved(UID.admin));
      await denied(deleteDoc(settingsDoc(as(role))));
    });
  });

  describe('delivery codes (issue 12)', () => {
    beforeEach(async () => {
      await seedDeliveryCodes(firestoreAs(PROJECT, 'owner'));
    });

    const codeDoc = (db: Firestore, orderId = ALICE_CODED.id) => doc(db, 'deliveryCodes', orderId);

    it('the customer reads her own code; admins read any', async () => {
      expect((await allowed(getDoc(codeDoc(as('alice'))))).data()).toEqual({ userId: UID.alice, code: ALICE_CODE });
      for (const role of ADMINS) expect((await allowed(getDoc(codeDoc(as(role), ALICE_CODED_ACCEPTED.id)))).data()?.code).toBe(ALICE_CODE);
    });

    it.each(['bobby', 'delivery', 'otherDelivery', 'flagDelivery', 'signedOut', 'anonymous'] as Role[])(
      "%s cannot read Alice's code, not even the courier who holds her order",
      async (role) => {
        await denied(getDoc(codeDoc(as(role))));
        await denied(getDoc(codeDoc(as(role), ALICE_CODED_ACCEPTED.id)));
      },
    );

    it('codes are listed only by their customer (her own) and admins', async () => {
      const alices = (db: Firestore) => query(collection(db, 'deliveryCodes'), where('userId', '==', UID.alice));
      expect((await allowed(getDocs(alices(as('alice'))))).size).toBe(2);
      await allowed(getDocs(collection(as('admin'), 'deliveryCodes')));
      for (const role of ['bobby', 'delivery', 'flagDelivery'] as Role[]) {
        await denied(getDocs(alices(as(role))));
        await denied(getDocs(collection(as(role), 'deliveryCodes')));
      }
      await denied(getDocs(collection(as('alice'), 'deliveryCodes')));
    });

    it('a missing code reads as missing to the would-be owner only', async () => {
      expect((await allowed(getDoc(codeDoc(as('alice'), 'order_1736486300000_alice')))).exists()).toBe(false);
      await denied(getDoc(codeDoc(as('bobby'), 'order_1736486300000_alice')));
      await denied(getDoc(codeDoc(as('delivery'), 'order_1736486300000_alice')));
    });

    it('a code is never written outside the checkout that creates its order, and never changed', async () => {
      await denied(setDoc(codeDoc(as('alice'), ALICE_PENDING.id), { userId: UID.alice, code: '1234' }));
      await denied(setDoc(codeDoc(as('alice'), 'order_1736486300000_alice'), { userId: UID.alice, code: '1234' }));
      await denied(updateDoc(codeDoc(as('alice')), { code: '1234' }));
      await denied(setDoc(codeDoc(as('delivery'), ALICE_CODED_ACCEPTED.id), { userId: UID.alice, code: '1234' }));
      await denied(updateDoc(codeDoc(as('admin')), { code: '1234' }));
    });

    it.each(['alice', 'delivery', 'admin'] as Role[])('%s cannot delete a code while its order stays active', async (role) => {
      await denied(deleteDoc(codeDoc(as(role), ALICE_CODED_ACCEPTED.id)));
    });

    /** The writes of a delivery of Alice's accepted coded order, the history copy shaped by `copy`. */
    const deliver = (role: Role, copy: (entry: Record<string, unknown>) => Record<string, unknown>) => {
      const db = as(role);
      const now = Date.now();
      const entry = orderToDoc({ ...ALICE_CODED_ACCEPTED, status: 'delivered', updatedAt: now, deliveredAt: now });
      const batch = writeBatch(db);
      batch.set(doc(db, `orderHistory/${UID.alice}/orders/${ALICE_CODED_ACCEPTED.id}`), copy(entry));
      batch.set(doc(db, 'orderHistory', UID.alice), { userId: UID.alice, lastUpdated: Timestamp.now() }, { merge: true });
      batch.delete(doc(db, 'orders', ALICE_CODED_ACCEPTED.id));
      batch.delete(codeDoc(db, ALICE_CODED_ACCEPTED.id));
      return batch.commit();
    };

    it('the courier marks the order delivered only with the code the customer holds', async () => {
      await denied(deliver('delivery', (e) => ({ ...e, deliveryCode: '1111' })));
      await denied(deliver('delivery', (e) => e));
      await denied(deliver('delivery', ({ deliveryCodeRequired: _flag, ...e }) => ({ ...e, deliveryCode: '1111' })));
      await denied(deliver('delivery', (e) => ({ ...e, status: 'delivered', deliveryCode: ` ${ALICE_CODE}` })));
      const owner = firestoreAs(PROJECT, 'owner');
      expect((await getDoc(doc(owner, 'orders', ALICE_CODED_ACCEPTED.id))).exists()).toBe(true);
      expect((await getDoc(codeDoc(owner, ALICE_CODED_ACCEPTED.id))).data()?.code).toBe(ALICE_CODE);

      await allowed(deliver('delivery', (e) => ({ ...e, deliveryCode: ALICE_CODE })));
      expect((await getDoc(doc(owner, 'orders', ALICE_CODED_ACCEPTED.id))).exists()).toBe(false);
      expect((await getDoc(codeDoc(owner, ALICE_CODED_ACCEPTED.id))).exists()).toBe(false);
      expect((await getDoc(doc(owner, `orderHistory/${UID.alice}/orders/${ALICE_CODED_ACCEPTED.id}`))).data()).toMatchObject({
        status: 'delivered',
        deliveryCode: ALICE_CODE,
      });
    });

    it('an admin closing the order as delivered needs the code too', async () => {
      await denied(deliver('admin', (e) => ({ ...e, deliveryCode: '1111' })));
      await allowed(deliver('admin', (e) => ({ ...e, deliveryCode: ALICE_CODE })));
    });

    it('a cancellation takes the code with the order, without needing it', async () => {
      const db = as('delivery');
      const now = Date.now();
      const batch = writeBatch(db);
      batch.set(
        doc(db, `orderHistory/${UID.alice}/orders/${ALICE_CODED_ACCEPTED.id}`),
        orderToDoc({
          ...ALICE_CODED_ACCEPTED,
          status: 'cancelled',
          cancelledBy: 'delivery',
          cancellationNote: 'Cancelled by delivery person: deliv',
          updatedAt: now,
          cancelledAt: now,
        }),
      );
      batch.set(doc(db, 'orderHistory', UID.alice), { userId: UID.alice, lastUpdated: Timestamp.now() }, { merge: true });
      batch.delete(doc(db, 'orders', ALICE_CODED_ACCEPTED.id));
      batch.delete(codeDoc(db, ALICE_CODED_ACCEPTED.id));
      await allowed(batch.commit());
      expect((await getDoc(codeDoc(firestoreAs(PROJECT, 'owner'), ALICE_CODED_ACCEPTED.id))).exists()).toBe(false);
    });
  });

  describe('orders with store charges and delivery codes (issue 12), through the app’s checkout writes', () => {
    /** A one-sack checkout of Atta by Alice, as FirestoreTransaction commits it (stock claim included). */
    const place = (order: Order, code?: { userId: string; code: string }) =>
      createFirestoreAdapters(as('alice'), 'main', () => UID.alice).unitOfWork.run(async (tx) => {
        const atta = await tx.getProduct(ATTA);
        tx.setStock(ATTA, null, atta!.available - 1, Date.now());
        tx.createOrder(order);
        if (code) tx.putDeliveryCode(order.id, code.userId, code.code);
        tx.resetCart(UID.alice);
      });
    let next = 1_736_490_000_000;
    const newOrder = (fields: Partial<Order>): Order => {
      next += 1000;
      const built = orderFactory.build({
        id: `order_${next}_alice`,
        userId: UID.alice,
        createdAt: next,
        items: [orderItemFactory.build({ id: 'atta', group: 'grocery', subgroup: 'flour', variant: '1kg', qty: 1, price: 5010 })],
      });
      return { ...built, ...fields };
    };
    const refused = (op: Promise<unknown>) => expect(within(op, 'refused checkout')).rejects.toMatchObject({ kind: 'permission' });

    it('an order carries subtotal and fee when its total is their sum to the paisa (₹50.10 + ₹20.20 = ₹70.30)', async () => {
      const order = newOrder({ subtotal: 5010, deliveryFee: 2020, total: 7030 });
      await within(place(order), 'checkout');
      expect((await getDoc(doc(as('alice'), 'orders', order.id))).data()).toMatchObject({ subtotal: 50.1, deliveryFee: 20.2, total: 70.3 });
    });

    it.each<[string, Partial<Order>]>([
      ['a total a paisa off', { subtotal: 5010, deliveryFee: 2020, total: 7031 }],
      ['a subtotal without a fee', { subtotal: 5010, total: 5010 }],
      ['a negative fee', { subtotal: 5010, deliveryFee: -100, total: 4910 }],
      ['a delivery flag as text', { deliveryCodeRequired: 'yes' as unknown as boolean }],
    ])('an order with %s is refused, and the stock stays', async (_label, fields) => {
      await refused(place(newOrder(fields)));
      expect((await getDoc(doc(as('alice'), ATTA_PATH))).data()?.available).toBe(ATTA.available);
    });

    it("a code is created with its customer's own new order that needs one, and she can read it", async () => {
      const order = newOrder({ subtotal: 5010, deliveryFee: 0, total: 5010, deliveryCodeRequired: true });
      await within(place(order, { userId: UID.alice, code: '0042' }), 'checkout with a code');
      expect((await getDoc(doc(as('alice'), 'deliveryCodes', order.id))).data()).toEqual({ userId: UID.alice, code: '0042' });
      await denied(getDoc(doc(as('delivery'), 'deliveryCodes', order.id)));
    });

    it.each<[string, Partial<Order>, { userId: string; code: string }]>([
      ['an order that does not need one', {}, { userId: UID.alice, code: '0042' }],
      ['a code that is not four digits', { deliveryCodeRequired: true }, { userId: UID.alice, code: '42a' }],
      ["a code filed under someone else's name", { deliveryCodeRequired: true }, { userId: UID.bobby, code: '0042' }],
    ])('a code for %s is refused with its whole checkout', async (_label, fields, code) => {
      const order = newOrder(fields);
      await refused(place(order, code));
      expect((await getDoc(doc(as('alice'), 'orders', order.id))).exists()).toBe(false);
      expect((await getDoc(doc(as('alice'), ATTA_PATH))).data()?.available).toBe(ATTA.available);
    });
  });

  it('keeps the seeded stock untouched by every refused write above (sanity)', async () => {
    expect((await getDoc(doc(as('admin'), ATTA_PATH))).data()?.available).toBe(ATTA.available);
  });
});
