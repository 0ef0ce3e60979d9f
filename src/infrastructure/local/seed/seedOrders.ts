import type { Product } from '../../../domain/catalog/Product';
import { defaultVariantLabel } from '../../../domain/catalog/sellableVariant';
import { buildOrder } from '../../../domain/order/buildOrder';
import { cancellationStamp } from '../../../domain/order/cancellation';
import { buildOrderItem } from '../../../domain/order/inventory';
import type { Order, OrderItem, OrderStatus } from '../../../domain/order/Order';
import type { Millis } from '../../../domain/shared/Timestamp';
import type { UserProfile, UserType } from '../../../domain/user/UserProfile';
import type { SeedAccount } from './SeedData';
import { seedProduct } from './seedProduct';
import { seedSize } from './seedSize';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** [product id, variant (omitted for products without variants), qty] */
type Line = [id: string, variant: string | undefined, qty: number];

interface Story {
  customer: string;
  ago: Millis;
  status: OrderStatus;
  lines: Line[];
  /** Accepted (and for delivered orders, delivered) by the demo delivery person this long after placing. */
  acceptedAfter?: Millis;
  deliveredAfter?: Millis;
  cancelled?: { by: UserType; after: Millis };
}

const STORIES: Story[] = [
  // Active: what the delivery dashboard and the admin see today.
  {
    customer: 'demo-customer',
    ago: 40 * MINUTE,
    status: 'pending',
    lines: [
      ['chakki_fresh_atta', '10kg', 1],
      ['kachi_ghani_mustard_oil', '1l', 2],
      ['loose_gur', '1kg', 2],
    ],
  },
  {
    customer: 'demo-customer',
    ago: 3 * HOUR,
    status: 'accepted',
    acceptedAfter: 25 * MINUTE,
    lines: [
      ['pashu_aahar_gold', '50kg', 2],
      ['loose_sarson_khal', '10kg', 1],
      ['chelated_mineral_mixture', '1kg', 1],
    ],
  },
  {
    customer: 'demo-customer-2',
    ago: 90 * MINUTE,
    status: 'pending',
    lines: [
      ['arhar_dal', '1kg', 1],
      ['sugar', '5kg', 1],
      ['kadak_chai_patti', '250g', 1],
      ['glucose_biscuits', '200g', 3],
      ['iodised_salt', undefined, 1],
    ],
  },
  {
    customer: 'demo-customer-3',
    ago: 20 * MINUTE,
    status: 'pending',
    lines: [
      ['buffalo_feed_super', '50kg', 1],
      ['gehun_chokar', '40kg', 1],
    ],
  },
  {
    customer: 'demo-customer-3',
    ago: 5 * HOUR,
    status: 'accepted',
    acceptedAfter: 50 * MINUTE,
    lines: [
      ['detergent_powder', '1kg', 1],
      ['neem_soap', '75g', 4],
      ['loose_jeera', '250g', 1],
    ],
  },
  // Finished: the customers' history and the admin's records.
  {
    customer: 'demo-customer',
    ago: 3 * DAY,
    status: 'delivered',
    acceptedAfter: 30 * MINUTE,
    deliveredAfter: 3 * HOUR,
    lines: [
      ['basmati_rice', '5kg', 1],
      ['desi_ghee', '1l', 1],
      ['haldi_powder', '200g', 1],
    ],
  },
  {
    customer: 'demo-customer',
    ago: 10 * DAY,
    status: 'delivered',
    acceptedAfter: 15 * MINUTE,
    deliveredAfter: 2 * HOUR,
    lines: [
      ['pashu_aahar_gold', '50kg', 2],
      ['gehun_chokar', '40kg', 1],
      ['loose_chokar', '10kg', 2],
    ],
  },
  {
    customer: 'demo-customer',
    ago: 6 * DAY,
    status: 'cancelled',
    cancelled: { by: 'customer', after: 10 * MINUTE },
    lines: [['liquid_detergent', '1l', 1]],
  },
  {
    customer: 'demo-customer-2',
    ago: 2 * DAY,
    status: 'delivered',
    acceptedAfter: 20 * MINUTE,
    deliveredAfter: 90 * MINUTE,
    lines: [
      ['toned_milk', '1l', 2],
      ['dahi', '400g', 1],
      ['loose_paneer', '250g', 2],
      ['maida', undefined, 1],
    ],
  },
  {
    customer: 'demo-customer-3',
    ago: 4 * DAY,
    status: 'cancelled',
    acceptedAfter: 40 * MINUTE,
    cancelled: { by: 'delivery', after: 2 * HOUR },
    lines: [
      ['layer_mash', '50kg', 1],
      ['rose_sharbat', undefined, 2],
    ],
  },
  {
    customer: 'demo-customer-2',
    ago: 8 * DAY,
    status: 'cancelled',
    cancelled: { by: 'admin', after: HOUR },
    lines: [['refined_soyabean_oil', '5l', 1]],
  },
];

function orderItem(products: readonly Product[], [id, variant, qty]: Line): OrderItem {
  const product = seedProduct(products, id);
  return buildOrderItem(product, seedSize(product, variant ?? defaultVariantLabel(product)), qty);
}

/** The order as checkout placed it, then moved along its story by the delivery person, admin or customer. */
function order(story: Story, customer: UserProfile, courier: UserProfile, products: readonly Product[], now: Millis): Order {
  const createdAt = now - story.ago;
  if (!customer.deliveryAddress) throw new Error(`Seed customer ${customer.uid} has no delivery address`);
  const placed = buildOrder({
    customer,
    items: story.lines.map((line) => orderItem(products, line)),
    deliveryAddress: customer.deliveryAddress,
    phoneNumber: customer.phoneNumber ?? '',
    now: createdAt,
  });
  const acceptedAt = story.acceptedAfter === undefined ? undefined : createdAt + story.acceptedAfter;
  const deliveredAt = story.deliveredAfter === undefined ? undefined : createdAt + story.deliveredAfter;
  const cancelledAt = story.cancelled && createdAt + story.cancelled.after;
  const moments = [acceptedAt, deliveredAt, cancelledAt].filter((t) => t !== undefined);
  return {
    ...placed,
    status: story.status,
    ...(moments.length ? { updatedAt: Math.max(...moments) } : {}),
    ...(acceptedAt === undefined ? {} : { deliveryPersonId: courier.uid, deliveryPersonName: courier.name, acceptedAt }),
    ...(deliveredAt === undefined ? {} : { deliveredAt }),
    ...(story.cancelled ? { ...cancellationStamp(story.cancelled.by, courier.name), cancelledAt } : {}),
  };
}

/** Orders in every state: pending and accepted ones active, delivered and cancelled ones in history. */
export function seedOrders(
  products: readonly Product[],
  accounts: readonly SeedAccount[],
  now: Millis,
): { orders: Order[]; history: Order[] } {
  const profile = (uid: string): UserProfile => {
    const found = accounts.find((a) => a.profile.uid === uid)?.profile;
    if (!found) throw new Error(`Seed refers to an unknown account ${uid}`);
    return found;
  };
  const courier = profile('demo-delivery');
  const all = STORIES.map((story) => order(story, profile(story.customer), courier, products, now));
  const active = (o: Order): boolean => o.status === 'pending' || o.status === 'accepted';
  return { orders: all.filter(active), history: all.filter((o) => !active(o)) };
}
