import { doc, updateDoc } from 'firebase/firestore';
import { expect } from 'vitest';
import type { Order } from '../../../src/domain/order/Order';
import { addressFactory } from '../../factories/addressFactory';
import { adminDb, signUp } from '../../firebase/support/emulatorShop';
import { within } from '../../firebase/support/within';
import type { Attempt, Observed, Prepared } from '../support/attempts';
import { read, remove, update } from '../support/requests';
import {
  acceptedOrder,
  ATTA,
  callAs,
  codeOf,
  firestoreAs,
  freshKey,
  HOME_A,
  historyDoc,
  lineOf,
  OIL,
  orderCount,
  orderDoc,
  pathOf,
  place,
  setStock,
  stockOf,
  wrongCodeFor,
  RACE_MS,
  warmUp,
  type Browser,
  type World,
} from '../support/world';

/**
 * Many requests at once, and the delivery code tried again and again. Each race is one attempt:
 * its requests go out together, and the stored outcome must be what one request at a time gives.
 */

const buyers: Browser[] = [];

/** Twenty customers with a home near the store, signed up once for every race that needs them. */
async function twentyBuyers(): Promise<Browser[]> {
  while (buyers.length < 20) {
    const more = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signUp(`buyer${buyers.length + i}`, 'customer', { deliveryAddress: addressFactory.build({ id: '1736700000000' }), addresses: [] }),
      ),
    );
    buyers.push(...more);
  }
  return buyers;
}

const wrongTries = async (orderId: string): Promise<number> =>
  Number((await within(adminDb().doc(`deliveryCodes/${orderId}`).get(), 'read a code')).get('wrongTries'));

const deliverWith = (w: World, orderId: string, deliveryCode: string) =>
  callAs(w.people.courier, 'updateOrderStatus', { orderId, status: 'delivered', deliveryCode }, RACE_MS);

/** An order of Bobby's that Suresh carries, with 2 atta, and what is in stock after it. */
const carried = async (w: World): Promise<Prepared> => {
  const order = await acceptedOrder(w.people.bobby, w.people.courier, [lineOf(ATTA, 2)]);
  return { order, atta: String(await stockOf(ATTA)), code: await codeOf(order), wrong: await wrongCodeFor(order) };
};

/** The same, after five wrong codes: locked for delivery. */
const locked = async (w: World): Promise<Prepared> => {
  const p = await carried(w);
  for (let i = 0; i < 5; i += 1) await deliverWith(w, p.order!, p.wrong!);
  return p;
};

const allowed = (observed: Observed[]) => observed.filter((o) => o.kind === 'allowed');
const codes = (observed: Observed[]) => observed.map((o) => (o.kind === 'refused' ? o.code : o.kind));

/** Still with its courier, locked, five wrong codes counted, nothing in history. */
const stillLocked = async (w: World, p: Prepared) => {
  expect(await orderDoc(p.order!)).toMatchObject({ status: 'accepted', deliveryLocked: true });
  expect(await wrongTries(p.order!)).toBe(5);
  expect(await historyDoc(w.people.bobby.uid, p.order!)).toBeUndefined();
  expect(codes([await deliverWith(w, p.order!, p.code!)])).toEqual(['store.deliveryCodeLocked']);
};

export const RACES: Attempt[] = [
  // ---------------------------------------------------------------- concurrency and double submission
  {
    cls: 'concurrency and double submission',
    actor: 'alice',
    what: '20 customers buy the last 5 bottles of oil at once (those told to try again, do)',
    prepare: async (w) => {
      await twentyBuyers();
      await warmUp(w.people.alice, 'placeOrder', 20);
      await setStock(OIL, 5);
      return {};
    },
    request: () => ({
      kind: 'race',
      run: async () => {
        const keys = buyers.map(() => freshKey());
        const buy = (i: number) =>
          callAs(
            buyers[i]!,
            'placeOrder',
            { lines: [lineOf(OIL)], addressId: '1736700000000', phoneNumber: '9876543210', checkoutKey: keys[i] },
            RACE_MS,
          );
        const answers = await Promise.all(buyers.map((_, i) => buy(i)));
        // 'Database conflict: Please try again': a transaction that lost to the others more often
        // than Firestore retries it. The customer taps again, with the same checkout key.
        const conflict = (o: Observed | undefined) => o?.kind === 'refused' && o.code === 'checkout.conflict';
        for (let i = 0; i < answers.length; i += 1) {
          for (let tries = 0; tries < 5 && conflict(answers[i]); tries += 1) answers[i] = await buy(i);
        }
        return answers;
      },
    }),
    expect: { race: ['ok', 'checkout.itemsUnavailable'] },
    check: async (_w, _p, observed) => {
      expect(await stockOf(OIL)).toBe(0);
      expect(allowed(observed)).toHaveLength(5);
      const placed = await Promise.all(buyers.map((b) => orderCount(b.uid)));
      expect(placed.reduce((a, b) => a + b, 0)).toBe(5);
      expect(placed.every((n, i) => n === (observed[i]?.kind === 'allowed' ? 1 : 0))).toBe(true);
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'alice',
    what: 'taps Place Order twice at once (one checkout key)',
    prepare: async (w) => ({ atta: String(await stockOf(ATTA)), orders: String(await orderCount(w.people.alice.uid)), key: freshKey() }),
    request: (w, p) => ({
      kind: 'race',
      run: () =>
        Promise.all(
          [1, 2].map(() =>
            callAs(w.people.alice, 'placeOrder', {
              lines: [lineOf(ATTA)],
              addressId: HOME_A.id,
              phoneNumber: '9876543210',
              checkoutKey: p.key,
            }),
          ),
        ),
    }),
    // 'checkout.conflict' ('Please try again'): the tap whose transaction lost to the other too often.
    expect: { race: ['ok', 'checkout.conflict'] },
    check: async (w, p, observed) => {
      const ids = allowed(observed).map((o) => (o.value as Order).id);
      expect(new Set(ids).size).toBe(1);
      expect(await orderCount(w.people.alice.uid)).toBe(Number(p.orders) + 1);
      expect(await stockOf(ATTA)).toBe(Number(p.atta) - 1);
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'alice',
    what: 'sends the same checkout key again with 10 packets instead of 1',
    prepare: async (w) => {
      const key = freshKey();
      const first = await callAs(w.people.alice, 'placeOrder', {
        lines: [lineOf(ATTA)],
        addressId: HOME_A.id,
        phoneNumber: '9876543210',
        checkoutKey: key,
      });
      return { key, first: (first.kind === 'allowed' && (first.value as Order).id) || '', atta: String(await stockOf(ATTA)) };
    },
    request: (w, p) => ({
      kind: 'race',
      run: async () => [
        await callAs(w.people.alice, 'placeOrder', {
          lines: [lineOf(ATTA, 10)],
          addressId: HOME_A.id,
          phoneNumber: '9876543210',
          checkoutKey: p.key,
        }),
      ],
    }),
    expect: { race: ['ok'] },
    check: async (_w, p, observed) => {
      expect((allowed(observed)[0]?.value as Order).id).toBe(p.first);
      expect((allowed(observed)[0]?.value as Order).items[0]?.qty).toBe(1);
      expect(await stockOf(ATTA)).toBe(Number(p.atta));
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'bobby',
    what: "sends Alice's checkout key to get her order back",
    prepare: async (w) => {
      const key = freshKey();
      const first = await callAs(w.people.alice, 'placeOrder', {
        lines: [lineOf(ATTA)],
        addressId: HOME_A.id,
        phoneNumber: '9876543210',
        checkoutKey: key,
      });
      return { key, first: (first.kind === 'allowed' && (first.value as Order).id) || '' };
    },
    request: (w, p) => ({
      kind: 'race',
      run: async () => [
        await callAs(w.people.bobby, 'placeOrder', {
          lines: [lineOf(ATTA)],
          addressId: '1736500000010',
          phoneNumber: '9876543210',
          checkoutKey: p.key,
        }),
      ],
    }),
    expect: { race: ['ok'] },
    check: async (w, p, observed) => {
      const order = allowed(observed)[0]?.value as Order;
      expect(p.first).not.toBe('');
      expect(order.id).not.toBe(p.first);
      expect(order.userId).toBe(w.people.bobby.uid);
      expect(await orderDoc(p.first!)).toMatchObject({ userId: w.people.alice.uid });
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'alice',
    what: 'cancels her order twice at once',
    prepare: async (w) => {
      const order = await place(w.people.alice, [lineOf(ATTA, 2)]);
      return { order: order.id, atta: String(await stockOf(ATTA)) };
    },
    request: (w, p) => ({
      kind: 'race',
      run: () => Promise.all([1, 2].map(() => callAs(w.people.alice, 'cancelOrder', { orderId: p.order }, RACE_MS))),
    }),
    expect: { race: ['ok', 'orders.notFoundOrProcessed'] },
    check: async (w, p, observed) => {
      expect(allowed(observed)).toHaveLength(1);
      expect(await stockOf(ATTA)).toBe(Number(p.atta) + 2);
      expect(await historyDoc(w.people.alice.uid, p.order!)).toMatchObject({ status: 'cancelled' });
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'owner',
    what: 'the owner and the customer cancel the same order at once',
    prepare: async (w) => {
      const order = await place(w.people.bobby, [lineOf(ATTA, 2)]);
      return { order: order.id, atta: String(await stockOf(ATTA)) };
    },
    request: (w, p) => ({
      kind: 'race',
      run: () => Promise.all([w.people.owner, w.people.bobby].map((who) => callAs(who, 'cancelOrder', { orderId: p.order }, RACE_MS))),
    }),
    expect: { race: ['ok', 'orders.notFoundOrProcessed'] },
    check: async (_w, p, observed) => {
      expect(allowed(observed)).toHaveLength(1);
      expect(await stockOf(ATTA)).toBe(Number(p.atta) + 2);
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'bobby',
    what: 'the customer cancels while the courier delivers with the right code',
    prepare: carried,
    request: (w, p) => ({
      kind: 'race',
      run: () => Promise.all([callAs(w.people.bobby, 'cancelOrder', { orderId: p.order }, RACE_MS), deliverWith(w, p.order!, p.code!)]),
    }),
    expect: { race: ['ok', 'orders.notFoundOrProcessed', 'orders.notFound'] },
    check: async (w, p, observed) => {
      expect(allowed(observed)).toHaveLength(1);
      const cancelled = observed[0]?.kind === 'allowed';
      expect(await historyDoc(w.people.bobby.uid, p.order!)).toMatchObject({ status: cancelled ? 'cancelled' : 'delivered' });
      expect(await stockOf(ATTA)).toBe(Number(p.atta) + (cancelled ? 2 : 0));
      expect(await orderDoc(p.order!)).toBeUndefined();
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'courier',
    what: 'two delivery people accept the same order at once',
    prepare: async (w) => ({ order: (await place(w.people.bobby)).id }),
    request: (w, p) => ({
      kind: 'race',
      run: () =>
        Promise.all([w.people.courier, w.people.otherCourier].map((who) => callAs(who, 'acceptOrder', { orderId: p.order }, RACE_MS))),
    }),
    expect: { race: ['ok', 'orders.alreadyAccepted', 'orders.notFoundOrProcessed'] },
    check: async (w, p, observed) => {
      expect(allowed(observed)).toHaveLength(1);
      const winner = observed[0]?.kind === 'allowed' ? w.people.courier : w.people.otherCourier;
      expect(await orderDoc(p.order!)).toMatchObject({ status: 'accepted', deliveryPersonId: winner.uid });
    },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'alice',
    what: 'five people write the oil stock down at once, directly',
    prepare: async () => {
      await setStock(OIL, 5);
      return {};
    },
    request: (w) => ({
      kind: 'race',
      direct: true,
      run: () =>
        Promise.all(
          (['alice', 'bobby', 'carol', 'courier', 'owner'] as const).map((who) =>
            firestoreAs(w.people[who], (db) => updateDoc(doc(db, pathOf(OIL)), { available: 4 })),
          ),
        ),
    }),
    expect: { race: ['permission-denied'] },
    watch: () => [pathOf(OIL)],
  },

  // ---------------------------------------------------------------- delivery code brute force
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'tries five wrong codes, then the right one',
    prepare: carried,
    request: (w, p) => ({
      kind: 'race',
      run: async () => {
        const answers: Observed[] = [];
        for (let i = 0; i < 5; i += 1) answers.push(await deliverWith(w, p.order!, p.wrong!));
        answers.push(await deliverWith(w, p.order!, p.code!));
        return answers;
      },
    }),
    expect: { race: ['store.deliveryCodeWrong', 'store.deliveryCodeLocked'] },
    check: async (w, p, observed) => {
      expect(codes(observed)).toEqual([
        ...Array(4).fill('store.deliveryCodeWrong'),
        'store.deliveryCodeLocked',
        'store.deliveryCodeLocked',
      ]);
      await stillLocked(w, p);
    },
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'tries two wrong codes at once: both are counted',
    prepare: carried,
    request: (w, p) => ({ kind: 'race', run: () => Promise.all([1, 2].map(() => deliverWith(w, p.order!, p.wrong!))) }),
    // 'orders.notFoundOrProcessed': a try whose transaction lost to the other too often; it was never judged.
    expect: { race: ['store.deliveryCodeWrong', 'orders.notFoundOrProcessed'] },
    check: async (_w, p, observed) => {
      expect(await wrongTries(p.order!)).toBe(codes(observed).filter((c) => c === 'store.deliveryCodeWrong').length);
      expect(await orderDoc(p.order!)).toMatchObject({ status: 'accepted' });
    },
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'tries eight codes at once, none of them right: every one judged is counted, and the fifth locks',
    prepare: async (w) => {
      await warmUp(w.people.courier, 'updateOrderStatus', 8);
      return carried(w);
    },
    request: (w, p) => ({
      kind: 'race',
      run: () =>
        Promise.all(
          Array.from({ length: 8 }, (_, i) => deliverWith(w, p.order!, ((Number(p.code) + 1 + i) % 10000).toString().padStart(4, '0'))),
        ),
    }),
    expect: { race: ['store.deliveryCodeWrong', 'store.deliveryCodeLocked', 'orders.notFoundOrProcessed'] },
    check: async (w, p, observed) => {
      const wrong = codes(observed).filter((c) => c === 'store.deliveryCodeWrong').length;
      const locked = (await orderDoc(p.order!))?.deliveryLocked === true;
      // The try that locks the order answers 'locked' and is counted; tries after the lock are not judged.
      expect(await wrongTries(p.order!)).toBe(wrong + (locked ? 1 : 0));
      // Tries that were never judged are made again, one at a time, until the order locks.
      for (let more = 0; more < 5 && (await orderDoc(p.order!))?.deliveryLocked !== true; more += 1) {
        expect(codes([await deliverWith(w, p.order!, p.wrong!)])).not.toContain('ok');
      }
      await stillLocked(w, p);
    },
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'learns nothing from a wrong code: the refusal carries no hint',
    prepare: carried,
    request: (w, p) => ({ kind: 'race', run: async () => [await deliverWith(w, p.order!, p.wrong!)] }),
    expect: { race: ['store.deliveryCodeWrong'] },
    check: async (_w, p, observed) => {
      const [answer] = observed;
      expect(answer).toEqual({ kind: 'refused', code: 'store.deliveryCodeWrong', reasons: [], params: undefined });
      expect(JSON.stringify(answer)).not.toContain(p.code);
    },
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'unlocks the order he locked himself',
    prepare: locked,
    request: (_w, p) => ({ kind: 'callable', name: 'unlockDelivery', data: { orderId: p.order } }),
    expect: { refused: 'orders.permissionDenied' },
    check: stillLocked,
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'hands the locked order back and accepts it again to start over',
    prepare: locked,
    request: (w, p) => ({
      kind: 'race',
      run: async () => [
        await callAs(w.people.courier, 'updateOrderStatus', { orderId: p.order, status: 'pending' }),
        await callAs(w.people.courier, 'acceptOrder', { orderId: p.order }),
      ],
    }),
    expect: { race: ['ok'] },
    check: stillLocked,
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'resets the count of wrong codes by hand',
    prepare: locked,
    request: (_w, p) => update(`deliveryCodes/${p.order}`, { wrongTries: 0 }),
    expect: { denied: true },
    check: stillLocked,
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'takes the lock off the order by hand',
    prepare: locked,
    request: (_w, p) => update(`orders/${p.order}`, { deliveryLocked: false }),
    expect: { denied: true },
    check: stillLocked,
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'deletes the code so the order needs none',
    prepare: locked,
    request: (_w, p) => remove(`deliveryCodes/${p.order}`),
    expect: { denied: true },
    check: stillLocked,
  },
  {
    cls: 'delivery code brute force',
    actor: 'courier',
    what: 'reads the code of the order he carries',
    prepare: carried,
    request: (_w, p) => read(`deliveryCodes/${p.order}`),
    expect: { denied: true },
  },
];
