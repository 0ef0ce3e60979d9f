import type { Order, OrderStatus } from '../../../../src/domain/order/Order';
import { isFinal } from '../../../../src/domain/order/orderStatus';
import { orderFromDoc } from '../../../../src/infrastructure/firebase/converters/orderFromDoc';
import { adminDb } from '../emulatorShop';
import { within } from '../within';
import { isUnclear, type CallAnswer, type CallerAccount } from './CallerAccount';
import { CallTally } from './CallTally';
import type { ToldOrder } from './checkIntegrity';
import { InFlightLimit } from './InFlightLimit';
import { PersonPace } from './PersonPace';
import { seededRandom, shuffled } from './seededRandom';
import type { Customer, SoakShop } from './soakShop';

/** How often each turn comes (0 to 1). */
export interface SoakChances {
  /** A customer with an open order cancels one instead of ordering again. */
  customerCancels: number;
  /** A delivery person hands an accepted order back. */
  handBack: number;
  /** A delivery person types a wrong code before the right one. */
  wrongCode: number;
  /** A scarce product is in the basket. */
  scarce: number;
  /** The owner, looking in, cancels an open order... */
  ownerCancels: number;
  /** ...or takes an accepted one off its delivery person. */
  ownerHandsBack: number;
}

export const DEFAULT_CHANCES: SoakChances = {
  customerCancels: 0.04,
  handBack: 0.05,
  wrongCode: 0.04,
  scarce: 0.1,
  ownerCancels: 0.3,
  ownerHandsBack: 0.3,
};

export interface SoakPlan {
  /** Orders to place in all. */
  orders: number;
  seed: number;
  /** A delivery person's or the owner's pause between two actions, ms (uniform between the two); a customer's is four times as long. */
  thinkMs: [number, number];
  /** Calls in flight at once, across everyone: the workers warmed up per callable (InFlightLimit). */
  inFlight: number;
  chances?: Partial<SoakChances>;
  /**
   * Each rare turn is taken at its first chance until someone has taken it once. A short soak then
   * sees every turn whatever the timing: by chance alone, 40 orders whose couriers accept quickly can
   * end without a single customer's cancel (CI met that).
   */
  everyTurn?: boolean;
  /** Told of progress every tenth of the orders (the benchmark prints it; a long soak is not silent). */
  progress?: (line: string) => void;
}

export interface SoakResult {
  told: Map<string, ToldOrder>;
  /** Every call by turn: 'place', 'accept', 'deliver', 'wrong code', 'hand back', 'owner hands back', 'customer cancels',
   * 'owner cancels'. */
  tally: CallTally;
  elapsedMs: number;
  /** The most calls one person of each kind made in any one minute. */
  busiestMinute: { customerCheckouts: number; customerChanges: number; courierChanges: number; ownerChanges: number };
  /** Answers the soak did not expect (a limit met, a refusal no race explains): each is a finding. */
  unexpected: string[];
  /**
   * Answers that did not say whether the change happened (no answer, a function timed out): the
   * person then looked at the order, as the shop's live lists show it, or tapped again with the
   * same checkout key. Counted, not failed: an overloaded machine produces them.
   */
  unclear: number;
}

/** The callables a soak calls, to warm up before it. */
export const SOAK_CALLABLES = ['placeOrder', 'acceptOrder', 'updateOrderStatus', 'cancelOrder'] as const;

/**
 * Per-person budgets a minute, under the store's limits (about 10 checkouts and 30 order changes a
 * minute for one person): a customer orders a few times, a delivery person makes at most 24
 * changes, and the owner steps in sparingly.
 */
const CUSTOMER = { checkout: 6, change: 10 };
const COURIER = { checkout: 0, change: 24 };
const OWNER = { checkout: 0, change: 12 };

/** What each callable may answer in a soak besides success: a race lost to someone else, a product run out, a wrong code on purpose. */
const EXPECTED: Record<string, readonly string[]> = {
  placeOrder: ['checkout.itemsUnavailable', 'store.tooManyOpenOrders', 'checkout.conflict'],
  acceptOrder: ['orders.alreadyAccepted', 'orders.notFoundOrProcessed', 'orders.notFound', 'orders.invalidStatus'],
  updateOrderStatus: [
    'store.deliveryCodeWrong',
    'orders.notFoundOrProcessed',
    'orders.notFound',
    'orders.notAssigned',
    'orders.invalidStatus',
  ],
  cancelOrder: ['orders.notFoundOrProcessed', 'orders.cannotCancel', 'orders.notAssigned'],
};

/** A soak that keeps meeting the unexpected (a limit met, refusals nothing explains) stops rather than going on. */
const GIVE_UP_AFTER = 10;
/** One call's longest wait: the emulator on a loaded machine answers in seconds, a broken one never. */
const CALL_MS = 240_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OpenOrder {
  customer: string;
  status: OrderStatus;
  courier: string | null;
}

/**
 * A soak (issue 41): real customers place `plan.orders` orders through the placeOrder callable
 * while delivery people accept and deliver them (entering the customer's delivery code, now and
 * then a wrong one first) and hand some back, customers cancel a few, and the owner cancels or
 * takes back a few more. Every person paces their own calls (PersonPace), so none meets the
 * per-person limits. Once every order is placed, delivery people work on until few orders wait,
 * then stop where they are, so some orders end pending and some accepted, holding stock. It
 * records what every client was told (the orders placed, the last status each successful change
 * reported; after an answer that did not say, what the person's live order list shows) for
 * checkIntegrity. Random choices come from `plan.seed`.
 */
export async function runSoak(shop: SoakShop, plan: SoakPlan): Promise<SoakResult> {
  const chances = { ...DEFAULT_CHANCES, ...plan.chances };
  const random = seededRandom(plan.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const taken = new Set<string>();
  /** Whether to take a rare turn now; marked when decided, so two people do not both take a forced one. */
  const takes = (turn: string, p: number) => {
    const yes = chance(p) || (plan.everyTurn === true && !taken.has(turn));
    if (yes) taken.add(turn);
    return yes;
  };
  const think = (times = 1) => sleep(times * (plan.thinkMs[0] + random() * (plan.thinkMs[1] - plan.thinkMs[0])));

  const tally = new CallTally();
  const limit = new InFlightLimit(plan.inFlight);
  const told = new Map<string, ToldOrder>();
  const open = new Map<string, OpenOrder>();
  const waiting: string[] = [];
  const unexpected: string[] = [];
  const leftWaiting = Math.max(3, Math.round(plan.orders / 20));
  const began = performance.now();
  let placed = 0;
  let placing = 0;
  /** Every order placed, or being placed: the staff stop from here on (below). */
  const allPlaced = () => placed + placing >= plan.orders;
  let closed = false;
  let stopped = false;
  let unclear = 0;

  const call = async (who: CallerAccount, turn: string, name: string, data: unknown): Promise<{ outcome: string; answer: CallAnswer }> => {
    const answer = await limit.run(() => who.call(name, data, CALL_MS));
    const outcome = tally.record(turn, answer);
    if (isUnclear(answer)) unclear += 1;
    else if (outcome !== 'ok' && !EXPECTED[name]?.includes(outcome)) {
      unexpected.push(`${turn} by ${who.email}: ${outcome}${answer.kind === 'refused' ? ` (${answer.message})` : ''}`);
      if (unexpected.length >= GIVE_UP_AFTER) stopped = true;
    }
    return { outcome, answer };
  };

  /** What a person now knows of an order: its status, and who holds it. */
  const learn = (id: string, status: OrderStatus, courier: string | null) => {
    const was = told.get(id);
    if (!was || isFinal(was.status)) return;
    told.set(id, { ...was, status });
    const kept = open.get(id);
    if (isFinal(status)) open.delete(id);
    else if (kept) open.set(id, { ...kept, status, courier });
    if (status === 'pending') waiting.push(id);
  };

  /** After an answer that did not say, what the person's screen shows: the shop's order lists are live. */
  const lookAgain = async (id: string) => {
    const was = told.get(id);
    if (!was) return;
    const active = await within(adminDb().doc(`orders/${id}`).get(), 'look at an order');
    if (active.exists) return learn(id, active.get('status') as OrderStatus, (active.get('deliveryPersonId') as string | null) ?? null);
    const done = await within(adminDb().doc(`orderHistory/${was.userId}/orders/${id}`).get(), 'look at a finished order');
    if (done.exists) learn(id, done.get('status') as OrderStatus, null);
  };

  /** One change to an order; the person learns its outcome from the answer, or from their screen when the answer did not say. */
  const change = async (who: CallerAccount, turn: string, name: string, data: { orderId: string } & Record<string, unknown>) => {
    const { outcome, answer } = await call(who, turn, name, data);
    const order = answer.kind === 'result' ? (answer.value as { value?: { order?: Order } }).value?.order : undefined;
    if (outcome === 'ok' && order) learn(data.orderId, order.status, order.deliveryPersonId);
    else if (isUnclear(answer)) await lookAgain(data.orderId);
    return outcome;
  };

  /** A placed order the customer now knows of (the answer, or My Orders after an answer that did not say). */
  const placedOrder = (order: Order, customer: string) => {
    if (told.has(order.id)) return;
    told.set(order.id, { id: order.id, userId: order.userId, total: order.total, status: order.status });
    open.set(order.id, { customer, status: order.status, courier: null });
    waiting.push(order.id);
    placed += 1;
    if (placed % Math.max(1, Math.round(plan.orders / 10)) === 0) {
      plan.progress?.(
        `${placed} of ${plan.orders} orders placed in ${Math.round((performance.now() - began) / 1000)} s; ${open.size} open`,
      );
    }
  };

  /** One to three products, a scarce one only now and then, each in a size it sells, 1 to 3 of it. */
  const linesFor = () => {
    const choice = shuffled(
      shop.shelves.filter((s) => !s.scarce || chance(chances.scarce)),
      random,
    );
    return choice.slice(0, 1 + Math.floor(random() * 3)).map(({ product, sizes }) => ({
      ref: { group: product.group, subgroup: product.subgroup, id: product.id },
      variant: pick(sizes),
      qty: 1 + Math.floor(random() * 3),
    }));
  };

  const placeOne = async ({ account, address }: Customer, pace: PersonPace) => {
    const request = { lines: linesFor(), addressId: address.id, phoneNumber: '9876543210', checkoutKey: crypto.randomUUID() };
    // 'Please try again', or an answer that did not say, is tapped again with the same key: one order however many taps.
    for (let tap = 0; tap < 5; tap += 1) {
      await pace.take('checkout');
      const { outcome, answer } = await call(account, 'place', 'placeOrder', request);
      if (outcome === 'ok') return placedOrder((answer as { value: { value: Order } }).value.value, account.uid);
      if (outcome !== 'checkout.conflict' && !isUnclear(answer)) return;
    }
    // Still not told: My Orders shows whether it went through (the key remembers the order).
    const kept = await within(adminDb().doc(`checkoutKeys/${account.uid}:${request.checkoutKey}`).get(), 'look at My Orders');
    if (kept.exists) placedOrder(orderFromDoc(kept.get('orderId') as string, kept.get('order')), account.uid);
  };

  const customerLoop = async (customer: Customer, pace: PersonPace) => {
    while (!stopped && !allPlaced()) {
      await think(4);
      const mine = [...open].filter(([, o]) => o.customer === customer.account.uid);
      // Only a pending order can be cancelled by its customer.
      const pending = mine.filter(([, o]) => o.status === 'pending');
      if (pending.length > 0 && takes('customer cancels', chances.customerCancels)) {
        const [id] = pick(pending);
        await pace.take('change');
        await change(customer.account, 'customer cancels', 'cancelOrder', { orderId: id, reason: 'Ordered by mistake' });
        continue;
      }
      if (mine.length >= shop.settings.maxOpenOrders || allPlaced()) continue;
      placing += 1;
      try {
        await placeOne(customer, pace);
      } finally {
        placing -= 1;
      }
    }
  };

  /** The code the customer reads out at the door (read with the Admin SDK, as the customer's own screen shows it). */
  const codeOf = async (id: string) => String((await within(adminDb().doc(`deliveryCodes/${id}`).get(), 'read a code')).get('code') ?? '');

  const stillPending = () => [...open.values()].filter((o) => o.status === 'pending').length;

  const courierLoop = async (courier: CallerAccount, pace: PersonPace) => {
    // From the moment every order is placed, not when the last customer's loop ends: she may still be
    // thinking for seconds, long enough for quick couriers to deliver everything (CI met a soak that
    // ended with no order open).
    while (!stopped && !(closed ||= allPlaced() && stillPending() <= leftWaiting)) {
      await think();
      // The pending list: now and then two delivery people tap the same order.
      const at = Math.floor(random() * waiting.length);
      const id = waiting[at];
      if (id === undefined) continue;
      if (!chance(0.1)) waiting.splice(at, 1);
      if (open.get(id)?.status !== 'pending') continue;
      await pace.take('change');
      await change(courier, 'accept', 'acceptOrder', { orderId: id });
      if (open.get(id)?.courier !== courier.uid) {
        // Lost a race: whoever won says so; an order still pending goes back on the list.
        if (open.get(id)?.status === 'pending') waiting.push(id);
        continue;
      }
      await think();
      // Still on the road when the soak ends: the order stays accepted, its stock held.
      if (closed || open.get(id)?.courier !== courier.uid) continue;
      if (takes('hand back', chances.handBack)) {
        await pace.take('change');
        await change(courier, 'hand back', 'updateOrderStatus', { orderId: id, status: 'pending' });
        continue;
      }
      const code = await codeOf(id);
      if (takes('wrong code', chances.wrongCode)) {
        await pace.take('change');
        await change(courier, 'wrong code', 'updateOrderStatus', {
          orderId: id,
          status: 'delivered',
          deliveryCode: code === '0000' ? '1111' : '0000',
        });
      }
      // Delivered, however many times an answer that did not say makes the courier look and try again.
      for (let tries = 0; tries < 3 && open.get(id)?.courier === courier.uid && open.get(id)?.status === 'accepted'; tries += 1) {
        await pace.take('change');
        await change(courier, 'deliver', 'updateOrderStatus', { orderId: id, status: 'delivered', deliveryCode: code });
      }
    }
  };

  const ownerLoop = async (owner: CallerAccount, pace: PersonPace) => {
    while (!allPlaced() && !stopped) {
      await think(2);
      const list = [...open];
      if (list.length === 0) continue;
      const [id, order] = pick(list);
      if (takes('owner cancels', chances.ownerCancels)) {
        await pace.take('change');
        await change(owner, 'owner cancels', 'cancelOrder', { orderId: id, reason: 'Out of delivery area today' });
      } else if (order.status === 'accepted' && takes('owner hands back', chances.ownerHandsBack)) {
        await pace.take('change');
        await change(owner, 'owner hands back', 'updateOrderStatus', { orderId: id, status: 'pending' });
      }
    }
  };

  const paces = {
    customers: shop.customers.map(() => new PersonPace(CUSTOMER)),
    couriers: shop.couriers.map(() => new PersonPace(COURIER)),
    owner: new PersonPace(OWNER),
  };
  const staff = Promise.all([
    ...shop.couriers.map((courier, i) => courierLoop(courier, paces.couriers[i]!)),
    ownerLoop(shop.admin, paces.owner),
  ]);
  await Promise.all(shop.customers.map((customer, i) => customerLoop(customer, paces.customers[i]!)));
  await staff;
  const busiest = (list: PersonPace[], kind: 'checkout' | 'change') => Math.max(0, ...list.map((p) => p.busiestMinute[kind]));
  return {
    told,
    tally,
    elapsedMs: performance.now() - began,
    busiestMinute: {
      customerCheckouts: busiest(paces.customers, 'checkout'),
      customerChanges: busiest(paces.customers, 'change'),
      courierChanges: busiest(paces.couriers, 'change'),
      ownerChanges: paces.owner.busiestMinute.change,
    },
    unexpected,
    unclear,
  };
}
