import { expect } from 'vitest';
import type { Order } from '../../../src/domain/order/Order';
import type { ActorName, Attempt, Control, Observed, Prepared } from '../support/attempts';
import { call, update } from '../support/requests';
import { ATTA, callAs, CHANA, FEED, freshKey, HOME_A, lineOf, pathOf, RICE, SETTINGS, stockOf, type World } from '../support/world';
import { checkout, rupees } from './shared';

/**
 * Issue 41's classes: what the server functions themselves let through or spent time on. A line
 * naming a size its product does not sell (priced at one size, stock taken by another); ids that
 * Firestore would refuse only seconds into a transaction; and a person calling far more often than
 * any shopper or rider does.
 */

const aliceOrders = (w: World) => [w.people.alice.uid];
const shelfPaths = () => [pathOf(ATTA), pathOf(FEED), pathOf(RICE), pathOf(CHANA)];

const sizeNotSold = (what: string, line: unknown): Attempt => ({
  cls: 'a size the product does not sell',
  actor: 'alice',
  what,
  request: () => call('placeOrder', checkout([line])),
  expect: { refused: 'checkout.itemsUnavailable', reason: 'checkout.sizeNotSold' },
  watch: shelfPaths,
  noNewOrdersFor: aliceOrders,
});

const SIZES: Attempt[] = [
  sizeNotSold('asks for a 50 kg sack of chana, which is sold loose by the kilo, at the kilo’s price', lineOf(CHANA, 1, '50kg')),
  sizeNotSold('asks for chana as "1 kg", its own weight spelt another way', lineOf(CHANA, 1, '1 kg')),
  sizeNotSold('names a size of another product (basmati’s 5 kg) on a line of chana', lineOf(CHANA, 1, '5kg')),
  sizeNotSold('asks for a 25 kg bag of feed, which is packed in 500 g and 1 kg only', lineOf(FEED, 1, '25kg')),
  sizeNotSold('asks for a 50 kg size of basmati, which comes in 1 kg and 5 kg', lineOf(RICE, 1, '50kg')),
  sizeNotSold('asks for a 10 kg packet of atta, which is sold by the 1 kg packet', lineOf(ATTA, 1, '10kg')),
  sizeNotSold('names an inherited key ("toString") as the size of chana', lineOf(CHANA, 1, 'toString')),
  sizeNotSold('names an inherited key ("constructor") as the size of basmati', lineOf(RICE, 1, 'constructor')),
  {
    cls: 'a size the product does not sell',
    actor: 'alice',
    what: 'adds a 50 kg size at ₹80 to chana herself',
    request: () => update(pathOf(CHANA), { 'variants.50kg': { price: 80, mrp: 90, available: 50, unit: 'kg' } }),
    expect: { denied: true },
  },
];

/** Ids Firestore takes as no document id, or the shop as no id at all. */
const JUNK: [string, string][] = [
  ['.', '"."'],
  ['..', '".."'],
  ['__junk__', 'a reserved __name__'],
  ['atta\u0000', 'a NUL character'],
  ['x'.repeat(201), '201 characters'],
];

/** A push token is the token store's document id, in Cloud Messaging's shape: 201 characters is one. */
const JUNK_TOKENS: [string, string][] = [
  ...JUNK.filter(([id]) => id.length <= 200),
  ['x'.repeat(601), '601 characters'],
  ['a/b'.repeat(10), 'a slash'],
];

/** Each callable with the actor who would call it and a request with `id` where an id belongs. */
const CALLS: [string, ActorName, (id: string) => unknown, junk?: [string, string][]][] = [
  ['placeOrder', 'alice', (id) => checkout([{ ref: { group: 'grocery', subgroup: id, id: 'atta' }, variant: '1kg', qty: 1 }])],
  ['acceptOrder', 'courier', (id) => ({ orderId: id })],
  ['updateOrderStatus', 'courier', (id) => ({ orderId: id, status: 'delivered', deliveryCode: '1234' })],
  ['assignOrder', 'owner', (id) => ({ orderId: 'x1', deliveryPersonId: id })],
  ['cancelOrder', 'alice', (id) => ({ orderId: id })],
  ['unlockDelivery', 'owner', (id) => ({ orderId: id })],
  ['saveProduct', 'owner', (id) => ({ draft: { ...DRAFT, group: id }, confirmPriceAboveMrp: false })],
  ['adjustStock', 'owner', (id) => ({ ref: { group: 'grocery', subgroup: 'flour', id }, variant: null, available: 5 })],
  ['changeUserType', 'owner', (id) => ({ targetUid: id, userType: 'delivery' })],
  ['editAddress', 'alice', (id) => ({ addressId: id, details: { label: 'Home' } })],
  ['registerDevice', 'courier', (token) => ({ token, language: 'hi' }), JUNK_TOKENS],
  ['unregisterDevice', 'alice', (token) => ({ token }), JUNK_TOKENS],
];

const DRAFT = {
  name: 'Junk',
  about: '',
  subgroup: 'flour',
  imageData: [],
  weight: '1kg',
  price: 10,
  mrp: 10,
  available: 1,
  availableUnit: 'gram',
  loose_item: false,
  variants: [],
};

const JUNK_IDS: Attempt[] = CALLS.flatMap(([name, actor, request, junk = JUNK]) =>
  junk.map(([id, described]): Attempt => ({
    cls: 'junk ids',
    actor,
    what: `calls ${name} with ${described} as an id, and is answered at once`,
    // The emulator starts a worker for a function's first call: that start-up is not the server's answer.
    prepare: async (w) => {
      await callAs(w.people[actor], name, null);
      return {};
    },
    request: () => call(name, request(id)),
    expect: { callable: 'invalid-argument' },
    answerWithin: 1000,
    watch: shelfPaths,
    noNewOrdersFor: aliceOrders,
  })),
);

/** The answers of a run of calls, one after another, as a race's observations. */
const inTurn = async (n: number, one: () => Promise<Observed>): Promise<Observed[]> => {
  const answers: Observed[] = [];
  for (let i = 0; i < n; i += 1) answers.push(await one());
  return answers;
};

const codesOf = (observed: Observed[]) => observed.map((o) => (o.kind === 'refused' || o.kind === 'callable' ? o.code : o.kind));

/** Limits count per minute of the clock: a run of calls starts early enough in one to end in it. */
const earlyInAMinute = async (): Promise<Prepared> => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left));
  return {};
};

const overTheLimit = (what: string, actor: ActorName, name: string, data: unknown, calls: number, answer: string): Attempt => ({
  cls: 'calls beyond the limit',
  actor,
  what,
  prepare: earlyInAMinute,
  request: (w) => ({ kind: 'race', run: () => inTurn(calls + 1, () => callAs(w.people[actor], name, data)) }),
  expect: { race: [answer, 'resource-exhausted'] },
  watch: shelfPaths,
  noNewOrdersFor: aliceOrders,
  check: async (_w, _p, observed) => {
    expect(codesOf(observed)).toEqual([...Array<string>(calls).fill(answer), 'resource-exhausted']);
  },
});

const LIMITS: Attempt[] = [
  overTheLimit('checks out 11 times in a minute', 'alice', 'placeOrder', checkout([]), 10, 'checkout.noItems'),
  overTheLimit('accepts orders 31 times in a minute', 'courier', 'acceptOrder', { orderId: 'no-such-order' }, 30, 'orders.notFound'),
  overTheLimit(
    'edits an address 6 times in a minute',
    'alice',
    'editAddress',
    { addressId: 'no-such-address', details: { label: 'Home' } },
    5,
    'address.notFound',
  ),
  overTheLimit('sends 11 junk checkouts in a minute (junk counts too)', 'bobby', 'placeOrder', { lines: 'junk' }, 10, 'invalid-argument'),
];

export const HARDENING: Attempt[] = [...SIZES, ...JUNK_IDS, ...LIMITS];

export const HARDENING_CONTROLS: Control[] = [
  {
    actor: 'alice',
    what: 'buys 2 kg of loose chana by its own weight: ₹80 a kilo, 2 kg out of the sack',
    run: async (w) => {
      const before = await stockOf(CHANA);
      const answer = await callAs(w.people.alice, 'placeOrder', {
        lines: [lineOf(CHANA, 2, '1kg')],
        addressId: HOME_A.id,
        phoneNumber: '9876543210',
        checkoutKey: freshKey(),
      });
      expect(answer.kind, JSON.stringify(answer)).toBe('allowed');
      const order = (answer.kind === 'allowed' ? answer.value : undefined) as Order;
      expect(order).toMatchObject({ subtotal: rupees(160), total: rupees(160) + SETTINGS.deliveryFee });
      expect(order.items).toEqual([expect.objectContaining({ id: CHANA.id, variant: '1kg', qty: 2, price: rupees(80), totalWeight: 2 })]);
      expect(await stockOf(CHANA)).toBe(before - 2);
    },
  },
];
