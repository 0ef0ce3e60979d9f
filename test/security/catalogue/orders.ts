import { doc, Timestamp, writeBatch } from 'firebase/firestore';
import { expect } from 'vitest';
import type { Attempt, Prepared } from '../support/attempts';
import { call, group, list, read, remove, set, update } from '../support/requests';
import { acceptedOrder, ATTA, codeOf, historyDoc, lineOf, must, orderDoc, pathOf, place, stockOf, type World } from '../support/world';
import { checkout, forgedOrder, placedOrder } from './shared';

/**
 * Orders once placed: who may change them, what a cancellation gives back, what goes to history,
 * and the delivery code. The browser writes none of it; the server functions check who asks.
 */

const history = (w: World, id: keyof World['orders'], uid = w.people.bobby.uid) => `orderHistory/${uid}/orders/${w.orders[id]}`;
const active = (w: World, id: keyof World['orders']) => `orders/${w.orders[id]}`;

/** A fresh order of Alice's with 2 atta, pending; and the atta in stock after it. */
const alicePending = async (w: World): Promise<Prepared> => {
  const order = await place(w.people.alice, [lineOf(ATTA, 2)]);
  return { order: order.id, atta: String(await stockOf(ATTA)) };
};

/** A fresh order of Bobby's with 2 atta, accepted by Suresh. */
const carried = async (w: World): Promise<Prepared> => {
  const id = await acceptedOrder(w.people.bobby, w.people.courier, [lineOf(ATTA, 2)]);
  return { order: id, atta: String(await stockOf(ATTA)) };
};

/** Cancelled with every line back, exactly once: 2 atta more than while the order held them. */
const restockedOnce = async (_w: World, p: Prepared) => {
  expect(await stockOf(ATTA)).toBe(Number(p.atta) + 2);
  expect(await orderDoc(p.order!)).toBeUndefined();
};

/** A refused change to one of the world's orders: the order, its history copy and its code stay as they were. */
const refusedChange = (
  actor: Attempt['actor'],
  what: string,
  name: string,
  order: keyof World['orders'],
  code: string,
  more: Record<string, unknown> = {},
  cls: Attempt['cls'] = "someone else's orders",
): Attempt => ({
  cls,
  actor,
  what,
  request: (w) => call(name, { orderId: w.orders[order], ...more }),
  expect: { refused: code },
  watch: (w) => [active(w, order), `deliveryCodes/${w.orders[order]}`, `orderHistory/${w.people.bobby.uid}/orders/${w.orders[order]}`],
});

export const ORDERS: Attempt[] = [
  // ---------------------------------------------------------------- cancel without restock
  {
    cls: 'cancel without restock',
    actor: 'alice',
    what: 'deletes her own pending order (stock stays taken)',
    prepare: alicePending,
    request: (_w, p) => remove(`orders/${p.order}`),
    expect: { denied: true },
    watch: () => [pathOf(ATTA)],
  },
  {
    cls: 'cancel without restock',
    actor: 'alice',
    what: 'sets her own order cancelled by writing it',
    prepare: alicePending,
    request: (_w, p) => update(`orders/${p.order}`, { status: 'cancelled', cancelledBy: 'customer' }),
    expect: { denied: true },
    watch: () => [pathOf(ATTA)],
  },
  {
    cls: 'cancel without restock',
    actor: 'courier',
    what: 'deletes the order he carries',
    request: (w) => remove(active(w, 'bobbyAccepted')),
    expect: { denied: true },
  },
  {
    cls: 'cancel without restock',
    actor: 'courier',
    what: 'moves the order he carries to history as cancelled, in one batch',
    request: (w) => {
      const to = history(w, 'bobbyAccepted');
      const from = active(w, 'bobbyAccepted');
      return {
        kind: 'firestore',
        paths: [to, from],
        run: (db) => {
          const batch = writeBatch(db);
          batch.set(doc(db, to), { status: 'cancelled', userId: w.people.bobby.uid, total: 0 });
          batch.delete(doc(db, from));
          return batch.commit();
        },
      };
    },
    expect: { denied: true },
  },
  {
    cls: 'cancel without restock',
    actor: 'owner',
    what: 'deletes an order by hand',
    request: (w) => remove(active(w, 'bobbyPending')),
    expect: { denied: true },
  },
  {
    cls: 'cancel without restock',
    actor: 'alice',
    what: 'cancels her order asking the server not to restock',
    prepare: alicePending,
    request: (_w, p) => call('cancelOrder', { orderId: p.order, restock: false, reason: 'changed my mind' }),
    expect: { ignored: true },
    check: restockedOnce,
  },
  {
    cls: 'cancel without restock',
    actor: 'courier',
    what: 'cancels the order he carries asking the server not to restock',
    prepare: carried,
    request: (_w, p) => call('cancelOrder', { orderId: p.order, restock: false, skipRestock: true }),
    expect: { ignored: true },
    check: restockedOnce,
  },
  {
    cls: 'cancel without restock',
    actor: 'alice',
    what: 'cancels again an order she cancelled (a retry): restocked once only',
    prepare: async (w) => {
      const p = await alicePending(w);
      await must(w.people.alice, 'cancelOrder', { orderId: p.order });
      return p;
    },
    request: (_w, p) => call('cancelOrder', { orderId: p.order }),
    expect: { refused: 'orders.notFoundOrProcessed' },
    check: restockedOnce,
  },

  // ---------------------------------------------------------------- false history
  {
    cls: 'false history',
    actor: 'courier',
    what: 'writes a delivered history copy at ₹0 for the order he carries',
    request: (w) =>
      set(history(w, 'bobbyAccepted'), {
        status: 'delivered',
        total: 0,
        userId: w.people.bobby.uid,
        deliveryPersonId: w.people.courier.uid,
      }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'alice',
    what: 'writes herself a history copy of a delivered order at ₹0',
    request: (w) => {
      const forged = forgedOrder(w, { status: 'delivered' });
      return set(`orderHistory/${w.people.alice.uid}/orders/${forged.id}`, forged.doc);
    },
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'otherCourier',
    what: "overwrites Bobby's delivered order in history as cancelled",
    request: (w) => update(history(w, 'bobbyDelivered'), { status: 'cancelled', total: 0 }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'courier',
    what: "stamps Bobby's history summary",
    request: (w) => set(`orderHistory/${w.people.bobby.uid}`, { userId: w.people.bobby.uid, lastUpdated: Timestamp.now() }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'alice',
    what: 'stamps her own history summary',
    request: (w) => set(`orderHistory/${w.people.alice.uid}`, { userId: w.people.alice.uid, lastUpdated: Timestamp.now() }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'owner',
    what: 'writes a history copy by hand',
    request: (w) => update(history(w, 'bobbyDelivered'), { total: 1 }),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'bobby',
    what: 'deletes a delivered order from his own history',
    request: (w) => remove(history(w, 'bobbyDelivered')),
    expect: { denied: true },
  },
  {
    cls: 'false history',
    actor: 'courier',
    what: 'delivers with the right code, sending a total of ₹0 and a history copy of his own',
    prepare: async (w) => {
      const p = await carried(w);
      return { ...p, code: await codeOf(p.order!), total: String((await orderDoc(p.order!))?.total) };
    },
    request: (_w, p) =>
      call('updateOrderStatus', { orderId: p.order, status: 'delivered', deliveryCode: p.code, total: 0, history: { total: 0 } }),
    expect: { ignored: true },
    check: async (w, p) => {
      const copy = await historyDoc(w.people.bobby.uid, p.order!);
      expect(copy).toMatchObject({ status: 'delivered', total: Number(p.total), deliveryPersonId: w.people.courier.uid });
      expect(Number(p.total)).toBeGreaterThan(0);
    },
  },
  refusedChange(
    'courier',
    'delivers an order already in history',
    'updateOrderStatus',
    'bobbyDelivered',
    'orders.notFound',
    {
      status: 'delivered',
      deliveryCode: '0000',
    },
    'false history',
  ),

  // ---------------------------------------------------------------- reused order id
  {
    cls: 'reused order id',
    actor: 'bobby',
    what: 'writes a new order under the id of his delivered one',
    request: (w) => {
      const forged = forgedOrder(w, { userId: w.people.bobby.uid });
      return set(active(w, 'bobbyDelivered'), forged.doc);
    },
    expect: { denied: true },
    watch: (w) => [history(w, 'bobbyDelivered')],
  },
  {
    cls: 'reused order id',
    actor: 'alice',
    what: "writes an order under the id of Bobby's delivered one",
    request: (w) => set(active(w, 'bobbyDelivered'), forgedOrder(w).doc),
    expect: { denied: true },
    watch: (w) => [history(w, 'bobbyDelivered')],
  },
  {
    cls: 'reused order id',
    actor: 'bobby',
    what: 'checks out asking for the id of his delivered order',
    request: (w) =>
      call(
        'placeOrder',
        checkout([lineOf(ATTA)], { addressId: '1736500000010', id: w.orders.bobbyDelivered, orderId: w.orders.bobbyDelivered }),
      ),
    expect: { ignored: true },
    watch: (w) => [history(w, 'bobbyDelivered')],
    check: async (w, _p, observed) => {
      expect(placedOrder(observed).id).not.toBe(w.orders.bobbyDelivered);
      expect(placedOrder(observed).userId).toBe(w.people.bobby.uid);
    },
  },
  refusedChange(
    'bobby',
    'cancels his delivered order by its id',
    'cancelOrder',
    'bobbyDelivered',
    'orders.notFoundOrProcessed',
    {},
    'reused order id',
  ),
  refusedChange(
    'owner',
    'cancels a delivered order by its id',
    'cancelOrder',
    'bobbyDelivered',
    'orders.notFoundOrProcessed',
    {},
    'reused order id',
  ),

  // ---------------------------------------------------------------- someone else's orders, by the server functions
  refusedChange('alice', "cancels Bobby's pending order", 'cancelOrder', 'bobbyPending', 'orders.noCancelPermission'),
  refusedChange('alice', "cancels Bobby's accepted order", 'cancelOrder', 'bobbyAccepted', 'orders.noCancelPermission'),
  refusedChange('alice', "accepts Bobby's pending order", 'acceptOrder', 'bobbyPending', 'orders.permissionDenied'),
  refusedChange('alice', 'marks her own order delivered', 'updateOrderStatus', 'aliceAccepted', 'orders.permissionDenied', {
    status: 'delivered',
    deliveryCode: '0000',
  }),
  refusedChange('alice', 'hands her own order back to pending', 'updateOrderStatus', 'aliceAccepted', 'orders.permissionDenied', {
    status: 'pending',
  }),
  {
    ...refusedChange('alice', 'assigns her order to a delivery person', 'assignOrder', 'aliceAccepted', 'orders.permissionDenied'),
    request: (w) => call('assignOrder', { orderId: w.orders.aliceAccepted, deliveryPersonId: w.people.otherCourier.uid }),
  },
  refusedChange('alice', 'unlocks delivery of her own order', 'unlockDelivery', 'aliceAccepted', 'orders.permissionDenied'),
  refusedChange('courier', "cancels Bobby's pending order, which he does not hold", 'cancelOrder', 'bobbyPending', 'orders.notAssigned'),
  refusedChange('courier', 'cancels the order Mahesh holds', 'cancelOrder', 'bobbyHeldByOther', 'orders.notAssigned'),
  refusedChange('courier', 'delivers the order Mahesh holds', 'updateOrderStatus', 'bobbyHeldByOther', 'orders.notAssigned', {
    status: 'delivered',
    deliveryCode: '0000',
  }),
  refusedChange('courier', 'hands back the order Mahesh holds', 'updateOrderStatus', 'bobbyHeldByOther', 'orders.notAssigned', {
    status: 'pending',
  }),
  refusedChange('courier', 'accepts the order Mahesh holds', 'acceptOrder', 'bobbyHeldByOther', 'orders.alreadyAccepted'),
  {
    ...refusedChange('courier', 'assigns the order Mahesh holds to himself', 'assignOrder', 'bobbyHeldByOther', 'orders.permissionDenied'),
    request: (w) => call('assignOrder', { orderId: w.orders.bobbyHeldByOther, deliveryPersonId: w.people.courier.uid }),
  },
  refusedChange('courier', 'delivers a pending order nobody accepted', 'updateOrderStatus', 'bobbyPending', 'orders.invalidStatus', {
    status: 'delivered',
    deliveryCode: '0000',
  }),
  {
    ...refusedChange('owner', 'assigns an order to a customer', 'assignOrder', 'bobbyPending', 'orders.notDeliveryPerson'),
    request: (w) => call('assignOrder', { orderId: w.orders.bobbyPending, deliveryPersonId: w.people.alice.uid }),
  },
  {
    cls: "someone else's orders",
    actor: 'alice',
    what: 'cancels an order id that does not exist',
    request: () => call('cancelOrder', { orderId: 'order_1_nobody' }),
    expect: { refused: 'orders.notFoundOrProcessed' },
  },
  ...(
    [
      ['a path for an order id', { orderId: 'x/../../deliveryCodes/y' }, 'cancelOrder'],
      ['a status of cancelled through updateOrderStatus', { status: 'cancelled' }, 'updateOrderStatus'],
      ['a status of accepted through updateOrderStatus', { status: 'accepted' }, 'updateOrderStatus'],
      ['a number for an order id', { orderId: 42 }, 'acceptOrder'],
    ] as const
  ).map(([what, data, name]): Attempt => ({
    cls: "someone else's orders",
    actor: 'courier',
    what: `sends ${what}`,
    request: (w) => call(name, { orderId: w.orders.bobbyPending, ...data }),
    expect: { callable: 'invalid-argument' },
    watch: (w) => [active(w, 'bobbyPending')],
  })),
  ...(
    [
      ['alice', "reads Bobby's order", (w: World) => read(active(w, 'bobbyPending'))],
      ['alice', "lists Bobby's orders", (w: World) => list('orders', ['userId', '==', w.people.bobby.uid])],
      ['alice', 'lists every order', () => list('orders')],
      ['alice', 'lists the pending orders', () => list('orders', ['status', '==', 'pending'])],
      ['alice', "reads Bobby's delivered order", (w: World) => read(history(w, 'bobbyDelivered'))],
      ['alice', "lists Bobby's history", (w: World) => list(`orderHistory/${w.people.bobby.uid}/orders`)],
      ['alice', "reads the code of Bobby's order", (w: World) => read(`deliveryCodes/${w.orders.bobbyAccepted}`)],
      ['alice', "reads Bobby's profile", (w: World) => read(`users/${w.people.bobby.uid}`)],
      ['alice', "reads Bobby's cart", (w: World) => read(`incart/${w.people.bobby.uid}`)],
      ['alice', "empties Bobby's cart", (w: World) => set(`incart/${w.people.bobby.uid}`, { items: {} })],
      ['alice', 'reads checkout keys', () => list('checkoutKeys')],
      ['alice', 'lists every finished order', () => group('orders')],
      ['courier', 'reads the order Mahesh holds', (w: World) => read(active(w, 'bobbyHeldByOther'))],
      ['courier', 'lists the orders Mahesh holds', (w: World) => list('orders', ['deliveryPersonId', '==', w.people.otherCourier.uid])],
      ['courier', 'reads an order Mahesh delivered', (w: World) => read(history(w, 'bobbyDelivered'))],
      ['courier', "reads Bobby's history summary", (w: World) => read(`orderHistory/${w.people.bobby.uid}`)],
      ['courier', "reads Bobby's profile", (w: World) => read(`users/${w.people.bobby.uid}`)],
      ['courier', 'lists every profile', () => list('users')],
      ['courier', 'lists every finished order', () => group('orders')],
    ] as const
  ).map(([actor, what, request]): Attempt => ({
    cls: "someone else's orders",
    actor,
    what,
    request: (w) => request(w),
    expect: { denied: true },
  })),

  // ---------------------------------------------------------------- delivery code: opted out of, or claimed without one
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'alice',
    what: 'checks out saying her order needs no delivery code',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { deliveryCodeRequired: false, deliveryCodeEnabled: false })),
    expect: { ignored: true },
    check: async (_w, _p, observed) => {
      const order = placedOrder(observed);
      expect(order.deliveryCodeRequired).toBe(true);
      expect((await orderDoc(order.id))?.deliveryCodeRequired).toBe(true);
      expect(await codeOf(order.id)).toMatch(/^\d{4}$/);
    },
  },
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'alice',
    what: 'checks out choosing her own delivery code',
    request: () => call('placeOrder', checkout([lineOf(ATTA)], { deliveryCode: 'abcd', code: 'abcd' })),
    expect: { ignored: true },
    check: async (_w, _p, observed) => {
      expect(await codeOf(placedOrder(observed).id)).toMatch(/^\d{4}$/);
    },
  },
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'alice',
    what: 'takes the code off her accepted order',
    request: (w) => update(active(w, 'aliceAccepted'), { deliveryCodeRequired: false }),
    expect: { denied: true },
  },
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'alice',
    what: 'deletes the code of her own order',
    request: (w) => remove(`deliveryCodes/${w.orders.aliceAccepted}`),
    expect: { denied: true },
  },
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'alice',
    what: 'writes an order that claims a code but has none',
    request: (w) => {
      const forged = forgedOrder(w, { deliveryCodeRequired: true, total: 4000 });
      return set(`orders/${forged.id}`, forged.doc);
    },
    expect: { denied: true },
  },
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'alice',
    what: 'writes a code document for her order, of her choosing',
    request: (w) => set(`deliveryCodes/${w.orders.aliceAccepted}`, { userId: w.people.alice.uid, code: '0000', wrongTries: 0 }),
    expect: { denied: true },
  },
  {
    cls: 'delivery code opt-out and missing code',
    actor: 'owner',
    what: 'turns the code off by writing the order',
    request: (w) => update(active(w, 'bobbyAccepted'), { deliveryCodeRequired: false }),
    expect: { denied: true },
  },
  ...(
    [
      ['with no code', { deliveryCode: '' }, 'store.deliveryCodeRequired'],
      ['with spaces for a code', { deliveryCode: '   ' }, 'store.deliveryCodeRequired'],
      ['without the field, saying no code is needed', { deliveryCodeRequired: false }, 'store.deliveryCodeRequired'],
    ] as const
  ).map(([what, more, code]): Attempt => ({
    ...refusedChange('courier', `delivers a coded order ${what}`, 'updateOrderStatus', 'bobbyAccepted', code, {
      status: 'delivered',
      ...more,
    }),
    cls: 'delivery code opt-out and missing code',
  })),
  ...(
    [
      ['a 21-character code', '0'.repeat(21)],
      ['a code as a number', 1234],
      ['a code as a list', ['1234']],
    ] as const
  ).map(([what, deliveryCode]): Attempt => ({
    cls: 'delivery code opt-out and missing code',
    actor: 'courier',
    what: `delivers with ${what}`,
    request: (w) => call('updateOrderStatus', { orderId: w.orders.bobbyAccepted, status: 'delivered', deliveryCode }),
    expect: { callable: 'invalid-argument' },
    watch: (w) => [active(w, 'bobbyAccepted'), `deliveryCodes/${w.orders.bobbyAccepted}`],
  })),
];
