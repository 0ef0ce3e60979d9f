import fc from 'fast-check';
import type { ShopCommands } from '../../../src/application/ports/ShopCommands';
import { CANCEL_REASON_NOTES } from '../../../src/domain/order/cancelReasons';
import type { Order } from '../../../src/domain/order/Order';
import type { Product } from '../../../src/domain/catalog/Product';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';

/**
 * Random order histories for the books' property tests: places (some repeated with the same
 * checkout key, as a retried call), accepts, assignments, hand-backs, deliveries (some tapped
 * twice), cancellations by each role with each reason, and waits of minutes to days, starting
 * late on the last evening of a month so that histories cross midnight IST and months.
 */
export const historyCustomers = [1, 2, 3].map((n) => userFactory.build({ uid: `cust${n}`, name: `Customer ${n}` }));
export const historyCouriers = [1, 2].map((n) => userFactory.build({ uid: `del${n}`, name: `Courier ${n}`, userType: 'delivery' }));
export const historyAdmin = userFactory.build({ uid: 'admin1', name: 'Owner', userType: 'admin' });
export const historyPeople: UserProfile[] = [...historyCustomers, ...historyCouriers, historyAdmin];

export const historyProducts: Product[] = [
  productFactory.build({ id: 'atta', name: 'Chakki Atta', nameHi: 'चक्की आटा', weight: '1kg', price: 4500, available: 100000 }),
  productFactory.build({ id: 'dal', name: 'Arhar Dal', weight: '500g', price: 8000, available: 100000 }),
  sizedProductFactory.build({
    id: 'rice',
    name: 'Basmati Rice',
    variants: {
      '1kg': { price: 9000, mrp: 10000, originalPrice: 10000, available: 100000, unit: 'kg' },
      '5kg': { price: 42000, mrp: 45000, originalPrice: 45000, available: 100000, unit: 'kg' },
    },
  }),
];

/** 31 January 2026, 22:30 IST: an hour and a half before midnight and a new month. */
export const HISTORY_START = Date.UTC(2026, 0, 31, 17, 0);

export type HistoryStep =
  | { kind: 'place'; customer: number; lines: Array<{ product: number; size: number; qty: number }>; retry: boolean }
  | { kind: 'accept'; courier: number; order: number }
  | { kind: 'assign'; courier: number; order: number }
  | { kind: 'handBack'; byAdmin: boolean; order: number }
  | { kind: 'deliver'; order: number; twice: boolean }
  | { kind: 'cancel'; by: 'customer' | 'courier' | 'admin'; reason: number; order: number }
  | { kind: 'wait'; minutes: number };

const index = fc.nat({ max: 50 });

export const historyStep: fc.Arbitrary<HistoryStep> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      customer: fc.nat({ max: historyCustomers.length - 1 }),
      lines: fc.array(fc.record({ product: fc.nat({ max: 2 }), size: fc.nat({ max: 1 }), qty: fc.integer({ min: 1, max: 5 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      retry: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('accept' as const), courier: fc.nat({ max: 1 }), order: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('assign' as const), courier: fc.nat({ max: 1 }), order: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('handBack' as const), byAdmin: fc.boolean(), order: index }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), order: index, twice: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      by: fc.constantFrom('customer' as const, 'courier' as const, 'admin' as const),
      reason: fc.nat({ max: 3 }),
      order: index,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      minutes: fc.oneof(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 600, max: 3 * 24 * 60 })),
    }),
  },
);

/** The shop a history runs against: the commands as one person, and the store's clock. */
export interface HistoryShop {
  commandsAs(person: UserProfile): ShopCommands;
  setTime(at: number): void;
}

/** Checkout keys unique across histories, as every browser's are. */
let keys = 0;

const REASONS = [...Object.values(CANCEL_REASON_NOTES), 'Scooter broke down'];

/**
 * Plays `steps` against the shop, one minute apart at least (an order's id holds its millisecond),
 * and returns the ids of the orders placed. Steps that the shop refuses (delivering a cancelled
 * order, a courier cancelling what he does not hold) are part of the history too: they must
 * change nothing.
 */
export async function playHistory(shop: HistoryShop, steps: readonly HistoryStep[]): Promise<string[]> {
  let now = HISTORY_START;
  const placed: Array<{ id: string; userId: string; courier: string | null }> = [];
  const pick = (i: number) => (placed.length ? placed[i % placed.length]! : null);
  for (const step of steps) {
    now += 60_000;
    shop.setTime(now);
    switch (step.kind) {
      case 'wait':
        now += step.minutes * 60_000;
        break;
      case 'place': {
        const customer = historyCustomers[step.customer]!;
        const lines = step.lines.map(({ product, size, qty }) => {
          const p = historyProducts[product]!;
          const variants = Object.keys(p.variants);
          const variant = variants.length ? variants[size % variants.length]! : p.weight;
          return { ref: { group: p.group, subgroup: p.subgroup, id: p.id }, variant, qty };
        });
        const input = { lines, addressId: customer.deliveryAddress!.id, phoneNumber: '9876543210', checkoutKey: `key-${(keys += 1)}` };
        const commands = shop.commandsAs(customer);
        const result = await commands.placeOrder(input);
        if (step.retry) await commands.placeOrder(input);
        if (result.ok) placed.push({ id: result.value.id, userId: customer.uid, courier: null });
        break;
      }
      case 'accept': {
        const order = pick(step.order);
        if (!order) break;
        const courier = historyCouriers[step.courier]!;
        if ((await shop.commandsAs(courier).acceptOrder({ orderId: order.id })).ok) order.courier = courier.uid;
        break;
      }
      case 'assign': {
        const order = pick(step.order);
        if (!order) break;
        const courier = historyCouriers[step.courier]!;
        const done = await shop.commandsAs(historyAdmin).assignOrder({ orderId: order.id, deliveryPersonId: courier.uid });
        if (done.ok) order.courier = courier.uid;
        break;
      }
      case 'handBack': {
        const order = pick(step.order);
        if (!order) break;
        const by = step.byAdmin ? historyAdmin : (historyCouriers.find((c) => c.uid === order.courier) ?? historyCouriers[0]!);
        if ((await shop.commandsAs(by).handBackOrder({ orderId: order.id })).ok) order.courier = null;
        break;
      }
      case 'deliver': {
        const order = pick(step.order);
        if (!order) break;
        // Most deliveries follow an accept: a pending order is taken first by one of the couriers.
        if (!order.courier) {
          const taker = historyCouriers[step.order % historyCouriers.length]!;
          if ((await shop.commandsAs(taker).acceptOrder({ orderId: order.id })).ok) order.courier = taker.uid;
        }
        const by = historyCouriers.find((c) => c.uid === order.courier) ?? historyCouriers[0]!;
        await shop.commandsAs(by).deliverOrder({ orderId: order.id });
        if (step.twice) await shop.commandsAs(by).deliverOrder({ orderId: order.id });
        break;
      }
      case 'cancel': {
        const order = pick(step.order);
        if (!order) break;
        const by =
          step.by === 'admin'
            ? historyAdmin
            : step.by === 'customer'
              ? historyCustomers.find((c) => c.uid === order.userId)!
              : (historyCouriers.find((c) => c.uid === order.courier) ?? historyCouriers[1]!);
        await shop.commandsAs(by).cancelOrder({ orderId: order.id, reason: REASONS[step.reason] });
        break;
      }
    }
  }
  return placed.map((p) => p.id);
}

/** Every IST day a history's orders touched, from its first to its last. */
export function daysOf(orders: readonly Order[], dayOf: (at: number) => string): { first: string; last: string } {
  const times = orders.flatMap((o) => [o.createdAt, o.deliveredAt, o.cancelledAt].filter((t): t is number => t !== undefined));
  const days = times.map(dayOf).sort();
  return { first: days[0] ?? dayOf(HISTORY_START), last: days.at(-1) ?? dayOf(HISTORY_START) };
}

/** The store settings of the histories: a ₹20 fee waived from ₹500, and room for many open orders. */
export const historySettings = { ...defaultStoreSettings(), deliveryFee: 2000, freeDeliveryFrom: 50000, maxOpenOrders: 50 };
