import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { expect } from 'vitest';
import type { Order } from '../../../src/domain/order/Order';
import { istDayKey } from '../../../src/domain/reports/istCalendar';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { webStoredValues } from '../../../src/infrastructure/firebase/webStoredValues';
import { addressFactory } from '../../factories/addressFactory';
import { adminDb } from '../../firebase/support/emulatorShop';
import { within } from '../../firebase/support/within';
import type { Control } from '../support/attempts';
import {
  acceptedOrder,
  ATTA,
  callAs,
  deliveredOrder,
  FEED,
  freshKey,
  historyDoc,
  HOME_A,
  lineOf,
  must,
  orderDoc,
  pathOf,
  place,
  RICE,
  SALT,
  SETTINGS,
  stockOf,
  TYPED_OK,
  wrongCodeFor,
  type Browser,
} from '../support/world';

/**
 * What the shop must still let people do, tried with the same browsers and functions as the
 * attacks: a refusal here means the catalogue could pass by refusing everything.
 */

const ok = async (who: Browser, name: string, data: unknown): Promise<unknown> => {
  const answer = await callAs(who, name, data);
  expect(answer.kind, JSON.stringify(answer)).toBe('allowed');
  return answer.kind === 'allowed' ? answer.value : undefined;
};

const storedProfile = async (uid: string) => (await within(adminDb().doc(`users/${uid}`).get(), 'read a profile')).data();

const web = <T>(promise: Promise<T>): Promise<T> => within(promise, 'web SDK request');

/** The customer reads her own code, as her order screen does (the delivery person never can). */
const codeAsCustomer = async (who: Browser, orderId: string): Promise<string> =>
  String((await web(getDoc(doc(who.db, 'deliveryCodes', orderId)))).get('code'));

export const CONTROLS: Control[] = [
  {
    actor: 'alice',
    what: 'checks out four lines (sizes, loose feed) at the catalogue’s prices with the store’s fee, and her cart is emptied',
    run: async (w) => {
      const { alice } = w.people;
      await web(
        setDoc(doc(alice.db, 'incart', alice.uid), { items: { atta_1kg: { ref: doc(alice.db, pathOf(ATTA)), qty: 2, weight: '1kg' } } }),
      );
      const before = { atta: await stockOf(ATTA), salt: await stockOf(SALT), rice: await stockOf(RICE, '5kg'), feed: await stockOf(FEED) };
      const order = (await ok(alice, 'placeOrder', {
        lines: [lineOf(ATTA, 2), lineOf(SALT), lineOf(RICE, 1, '5kg'), lineOf(FEED, 3, '500g')],
        addressId: HOME_A.id,
        phoneNumber: '9876543210',
        checkoutKey: freshKey(),
      })) as Order;
      const subtotal = 2 * ATTA.price + SALT.price + RICE.variants['5kg']!.price + 3 * FEED.variants['500g']!.price;
      expect(order).toMatchObject({
        subtotal,
        deliveryFee: SETTINGS.deliveryFee,
        total: subtotal + SETTINGS.deliveryFee,
        deliveryCodeRequired: true,
      });
      expect(await stockOf(ATTA)).toBe(before.atta - 2);
      expect(await stockOf(SALT)).toBe(before.salt - 1);
      expect(await stockOf(RICE, '5kg')).toBe(before.rice - 1);
      expect(await stockOf(FEED)).toBe(before.feed - 1.5);
      expect((await web(getDoc(doc(alice.db, 'incart', alice.uid)))).get('items')).toEqual({});
      expect(await codeAsCustomer(alice, order.id)).toMatch(/^\d{4}$/);
      expect((await web(getDoc(doc(alice.db, 'orders', order.id)))).get('total')).toBe((subtotal + SETTINGS.deliveryFee) / 100);
    },
  },
  {
    actor: 'alice',
    what: 'checks out to an address typed by hand with a PIN code the store serves',
    run: async (w) => {
      const order = (await ok(w.people.alice, 'placeOrder', {
        lines: [lineOf(ATTA)],
        addressId: TYPED_OK.id,
        phoneNumber: '9876543210',
        checkoutKey: freshKey(),
      })) as Order;
      expect(order.deliveryAddress.id).toBe(TYPED_OK.id);
    },
  },
  {
    actor: 'courier',
    what: 'accepts a pending order and delivers it with the code the customer reads out',
    run: async (w) => {
      const order = await place(w.people.bobby);
      const pending = await web(getDocs(query(collection(w.people.courier.db, 'orders'), where('status', '==', 'pending'))));
      expect(pending.docs.map((d) => d.id)).toContain(order.id);
      await ok(w.people.courier, 'acceptOrder', { orderId: order.id });
      expect((await web(getDoc(doc(w.people.courier.db, 'orders', order.id)))).get('deliveryPersonId')).toBe(w.people.courier.uid);
      const code = await codeAsCustomer(w.people.bobby, order.id);
      await ok(w.people.courier, 'updateOrderStatus', { orderId: order.id, status: 'delivered', deliveryCode: code });
      expect(await historyDoc(w.people.bobby.uid, order.id)).toMatchObject({ status: 'delivered', total: order.total / 100 });
      const today = await web(
        getDocs(query(collectionGroup(w.people.courier.db, 'orders'), where('deliveryPersonId', '==', w.people.courier.uid))),
      );
      expect(today.docs.map((d) => d.id)).toContain(order.id);
    },
  },
  {
    actor: 'courier',
    what: 'after a wrong code, the right one still delivers (the lock is only after five)',
    run: async (w) => {
      const id = await acceptedOrder(w.people.bobby, w.people.courier);
      const answer = await callAs(w.people.courier, 'updateOrderStatus', {
        orderId: id,
        status: 'delivered',
        deliveryCode: await wrongCodeFor(id),
      });
      expect(answer).toMatchObject({ kind: 'refused', code: 'store.deliveryCodeWrong' });
      const code = await codeAsCustomer(w.people.bobby, id);
      await ok(w.people.courier, 'updateOrderStatus', { orderId: id, status: 'delivered', deliveryCode: code });
      expect(await historyDoc(w.people.bobby.uid, id)).toMatchObject({ status: 'delivered' });
    },
  },
  {
    actor: 'owner',
    what: 'unlocks an order locked by five wrong codes, and the right code then delivers it',
    run: async (w) => {
      const id = await acceptedOrder(w.people.bobby, w.people.courier);
      const wrong = await wrongCodeFor(id);
      for (let i = 0; i < 5; i += 1)
        await callAs(w.people.courier, 'updateOrderStatus', { orderId: id, status: 'delivered', deliveryCode: wrong });
      expect(await orderDoc(id)).toMatchObject({ deliveryLocked: true });
      await ok(w.people.owner, 'unlockDelivery', { orderId: id });
      expect((await orderDoc(id))?.deliveryLocked).toBeUndefined();
      await ok(w.people.courier, 'updateOrderStatus', {
        orderId: id,
        status: 'delivered',
        deliveryCode: await codeAsCustomer(w.people.bobby, id),
      });
      expect(await historyDoc(w.people.bobby.uid, id)).toMatchObject({ status: 'delivered' });
    },
  },
  {
    actor: 'owner',
    what: 'cancels a customer’s order, and every line’s stock comes back',
    run: async (w) => {
      const order = await place(w.people.bobby, [lineOf(ATTA, 3), lineOf(RICE, 2, '1kg')]);
      const before = { atta: await stockOf(ATTA), rice: await stockOf(RICE, '1kg') };
      await ok(w.people.owner, 'cancelOrder', { orderId: order.id });
      expect(await stockOf(ATTA)).toBe(before.atta + 3);
      expect(await stockOf(RICE, '1kg')).toBe(before.rice + 2);
      expect(await historyDoc(w.people.bobby.uid, order.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
    },
  },
  {
    actor: 'alice',
    what: 'cancels her own pending order, and the stock comes back',
    run: async (w) => {
      const order = await place(w.people.alice, [lineOf(ATTA, 4)]);
      const before = await stockOf(ATTA);
      await ok(w.people.alice, 'cancelOrder', { orderId: order.id, reason: 'ordered twice' });
      expect(await stockOf(ATTA)).toBe(before + 4);
      expect((await web(getDoc(doc(w.people.alice.db, `orderHistory/${w.people.alice.uid}/orders`, order.id)))).get('status')).toBe(
        'cancelled',
      );
    },
  },
  {
    actor: 'owner',
    what: 'gives an order to a delivery person, who hands it back',
    run: async (w) => {
      const order = await place(w.people.bobby);
      await ok(w.people.owner, 'assignOrder', { orderId: order.id, deliveryPersonId: w.people.otherCourier.uid });
      expect(await orderDoc(order.id)).toMatchObject({ status: 'accepted', deliveryPersonId: w.people.otherCourier.uid });
      await ok(w.people.otherCourier, 'updateOrderStatus', { orderId: order.id, status: 'pending' });
      expect(await orderDoc(order.id)).toMatchObject({ status: 'pending', deliveryPersonId: null });
    },
  },
  {
    actor: 'alice',
    what: 'edits her own name and village, adds a new address and deletes it again',
    run: async (w) => {
      const { alice } = w.people;
      const profile = doc(alice.db, 'users', alice.uid);
      const addressIds = async () => ((await storedProfile(alice.uid))?.addresses as Array<{ id: string }>).map((a) => a.id);
      await web(updateDoc(profile, { name: 'Alice Devi', village: 'Sherpur' }));
      const address = addressFactory.build({ id: String(Date.now()) });
      await web(updateDoc(profile, { addresses: arrayUnion(address) }));
      expect((await storedProfile(alice.uid))?.village).toBe('Sherpur');
      expect(await addressIds()).toContain(address.id);
      // As DeleteAddress writes it: the list read back, without the entry, every other entry as stored.
      const kept = ((await web(getDoc(profile))).get('addresses') as Array<{ id: string }>).filter((a) => a.id !== address.id);
      await web(updateDoc(profile, { addresses: kept }));
      expect(await addressIds()).not.toContain(address.id);
    },
  },
  {
    actor: 'alice',
    what: 'edits the landmark of an address she typed with a PIN code the store serves (the server edits)',
    run: async (w) => {
      const { alice } = w.people;
      await ok(alice, 'editAddress', { addressId: TYPED_OK.id, details: { ...TYPED_OK, landmark: 'Behind the temple' } });
      const stored = (await storedProfile(alice.uid))?.addresses as Array<{ id: string; landmark: string }>;
      expect(stored.find((a) => a.id === TYPED_OK.id)?.landmark).toBe('Behind the temple');
    },
  },
  {
    actor: 'alice',
    what: 'puts two packets in her cart, changes it to three, and removes the line',
    run: async (w) => {
      const { alice } = w.people;
      const cart = doc(alice.db, 'incart', alice.uid);
      const line = (qty: number) => ({ ref: doc(alice.db, pathOf(ATTA)), qty, weight: '1kg', price: 40, mrp: 45, name: ATTA.name });
      await web(setDoc(cart, { items: { atta_1kg: line(2) } }, { mergeFields: [new FieldPath('items', 'atta_1kg')] }));
      await web(setDoc(cart, { items: { atta_1kg: line(3) } }, { mergeFields: [new FieldPath('items', 'atta_1kg')] }));
      expect((await web(getDoc(cart))).get('items.atta_1kg.qty')).toBe(3);
      await web(updateDoc(cart, { 'items.atta_1kg': deleteField() }));
      expect((await web(getDoc(cart))).get('items')).toEqual({});
    },
  },
  {
    actor: 'owner',
    what: 'reads every order and saves the store settings',
    run: async (w) => {
      const { owner } = w.people;
      expect((await web(getDocs(collection(owner.db, 'orders')))).size).toBeGreaterThan(0);
      await web(setDoc(doc(owner.db, 'settings', 'store'), settingsToDoc({ ...SETTINGS, name: 'Gupta Kirana' }, webStoredValues)));
      expect((await within(adminDb().doc('settings/store').get(), 'read settings')).get('name')).toBe('Gupta Kirana');
    },
  },
  {
    actor: 'visitor',
    what: 'a signed-out visitor reads the public part of the settings (the About page)',
    run: async (w) => {
      await within(adminDb().doc('settings/public').set({ name: 'Gaon Kirana', phone: '9876543210' }), 'seed settings/public');
      expect((await web(getDoc(doc(w.people.visitor.db, 'settings', 'public')))).get('name')).toBe('Gaon Kirana');
    },
  },
  {
    actor: 'alice',
    what: 'the same checkout key again answers with the order already placed',
    run: async (w) => {
      const request = { lines: [lineOf(ATTA)], addressId: HOME_A.id, phoneNumber: '9876543210', checkoutKey: freshKey() };
      const first = (await ok(w.people.alice, 'placeOrder', request)) as Order;
      const again = (await ok(w.people.alice, 'placeOrder', request)) as Order;
      expect(again.id).toBe(first.id);
    },
  },
  {
    actor: 'courier',
    what: 'cancels an order he carries (the customer refused it at the door), and its stock comes back',
    run: async (w) => {
      const id = await acceptedOrder(w.people.bobby, w.people.courier, [lineOf(ATTA, 2)]);
      const before = await stockOf(ATTA);
      await must(w.people.courier, 'cancelOrder', { orderId: id, reason: 'not at home' });
      expect(await stockOf(ATTA)).toBe(before + 2);
      expect(await historyDoc(w.people.bobby.uid, id)).toMatchObject({ status: 'cancelled', cancelledBy: 'delivery' });
    },
  },
  {
    actor: 'owner',
    what: "reads today's books after a checkout, a delivery and a cancellation: each counted once, the repeated checkout key not at all",
    run: async (w) => {
      const day = istDayKey(Date.now());
      const books = async () => (await web(getDoc(doc(w.people.owner.db, 'daySummaries', day)))).data() ?? {};
      const before = await books();
      const request = { lines: [lineOf(ATTA)], addressId: HOME_A.id, phoneNumber: '9876543210', checkoutKey: freshKey() };
      await ok(w.people.alice, 'placeOrder', request);
      await ok(w.people.alice, 'placeOrder', request);
      const delivered = await deliveredOrder(w.people.bobby, w.people.courier);
      const cancelled = await acceptedOrder(w.people.bobby, w.people.courier, [lineOf(ATTA)]);
      await must(w.people.owner, 'cancelOrder', { orderId: cancelled });
      const after = await books();
      const count = (data: Record<string, unknown>, key: string) => Number(data[key] ?? 0);
      expect(count(after, 'placed') - count(before, 'placed')).toBe(3);
      expect(count(after, 'delivered') - count(before, 'delivered')).toBe(1);
      expect(count(after, 'cancelled') - count(before, 'cancelled')).toBe(1);
      const order = await historyDoc(w.people.bobby.uid, delivered);
      expect(count(after, 'revenue') - count(before, 'revenue')).toBe(Math.round(Number(order?.total) * 100));
    },
  },
];
