import type { Order } from '../../../../src/domain/order/Order';
import { productFactory } from '../../../factories/productFactory';
import { isUnclear, type CallAnswer } from './CallerAccount';
import type { ToldOrder } from './checkIntegrity';
import { outcomeOf, summarise, type LatencySummary } from './CallTally';
import { seededRandom, shuffled } from './seededRandom';
import type { SoakShop } from './soakShop';

/** A checkout's longest wait: on a machine loaded twenty times over, calls took minutes. */
const CALL_MS = 600_000;

/** The product the racers want: five sacks left (seed it with the shop, before counting stock). */
export const LAST_SACKS = productFactory.build({
  group: 'feed',
  subgroup: 'sacks',
  id: 'pashu-aahar',
  name: 'Pashu Aahar 50kg',
  weight: '50kg',
  available: 5,
  price: 145_000,
  mrp: 150_000,
});

export interface LoadResult {
  customers: number;
  racers: number;
  sacksLeft: number;
  placed: number;
  /** Sacks sold: exactly `sacksLeft`, whatever the order of arrival. */
  sacksSold: number;
  /** Final answers that were not an order, by code. */
  refused: Record<string, number>;
  /** First tap to the last final answer. */
  wallMs: number;
  ordersPerSecond: number;
  /** Each call (a tap). */
  perCall: LatencySummary;
  /** From a customer's first tap to their final answer, taps again included. */
  perCustomer: LatencySummary;
  /** Taps again after 'Database conflict: Please try again' or an unclear answer (same checkout key). */
  tapsAgain: number;
  /** Answers that did not say (no answer, the function timed out), among all the taps. */
  unclear: number;
  /** The orders the customers were told were placed, for checkIntegrity. */
  told: Map<string, ToldOrder>;
}

/**
 * The load of issue 41: every customer of `shop` checks out at the same moment through the
 * placeOrder callable; `racers` of them want one of the last `LAST_SACKS` sacks, the others one to
 * three everyday products (so they contend on the popular ones, as a village store's do). A
 * customer told 'please try again', or left not knowing (no answer, a timeout), taps again with the
 * same checkout key, up to five taps.
 */
export async function runLoad(shop: SoakShop, racers: number, seed: number): Promise<LoadResult> {
  const random = seededRandom(seed);
  const sackLine = {
    ref: { group: LAST_SACKS.group, subgroup: LAST_SACKS.subgroup, id: LAST_SACKS.id },
    variant: LAST_SACKS.weight,
    qty: 1,
  };
  const everyday = shop.shelves.filter((s) => !s.scarce);
  /** One to three everyday products, in a size each sells, one or two of each. */
  const basket = () =>
    shuffled(everyday, random)
      .slice(0, 1 + Math.floor(random() * 3))
      .map(({ product, sizes }) => ({
        ref: { group: product.group, subgroup: product.subgroup, id: product.id },
        variant: sizes[Math.floor(random() * sizes.length)]!,
        qty: 1 + Math.floor(random() * 2),
      }));
  const requests = shop.customers.map(({ address }, i) => ({
    lines: i < racers ? [sackLine] : basket(),
    addressId: address.id,
    phoneNumber: '9876543210',
    checkoutKey: crypto.randomUUID(),
  }));

  const perCall: number[] = [];
  let tapsAgain = 0;
  let unclear = 0;
  const began = performance.now();
  const finals = await Promise.all(
    shop.customers.map(async ({ account }, i) => {
      const first = performance.now();
      let answer: CallAnswer | undefined;
      for (let tap = 0; tap < 5; tap += 1) {
        answer = await account.call('placeOrder', requests[i], CALL_MS);
        perCall.push(answer.ms);
        if (isUnclear(answer)) unclear += 1;
        // 'Please try again', or an answer that does not say: the customer taps again, with the same key.
        if (outcomeOf(answer) !== 'checkout.conflict' && !isUnclear(answer)) break;
        tapsAgain += 1;
      }
      return { answer: answer!, ms: performance.now() - first, racer: i < racers };
    }),
  );
  const wallMs = performance.now() - began;
  const orders = finals.filter((f) => outcomeOf(f.answer) === 'ok');
  const refused: Record<string, number> = {};
  for (const f of finals) {
    const outcome = outcomeOf(f.answer);
    if (outcome !== 'ok') refused[outcome] = (refused[outcome] ?? 0) + 1;
  }
  const placed = orders.map((f) => (f.answer as { value: { value: Order } }).value.value);
  const sacksSold = placed
    .flatMap((order) => order.items)
    .filter((item) => item.id === LAST_SACKS.id)
    .reduce((sum, item) => sum + item.qty, 0);
  return {
    customers: shop.customers.length,
    racers,
    sacksLeft: LAST_SACKS.available,
    placed: orders.length,
    sacksSold,
    refused,
    wallMs,
    ordersPerSecond: orders.length / (wallMs / 1000),
    perCall: summarise(perCall),
    perCustomer: summarise(finals.map((f) => f.ms)),
    tapsAgain,
    unclear,
    told: new Map(placed.map((o) => [o.id, { id: o.id, userId: o.userId, total: o.total, status: o.status }])),
  };
}
