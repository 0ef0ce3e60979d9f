import type { Firestore } from 'firebase-admin/firestore';
import { roundMeasure } from '../../../../src/domain/catalog/measure';
import type { Product } from '../../../../src/domain/catalog/Product';
import { convertUnits } from '../../../../src/domain/catalog/units';
import type { Order, OrderItem, OrderStatus } from '../../../../src/domain/order/Order';
import { isFinal } from '../../../../src/domain/order/orderStatus';
import { orderFromDoc } from '../../../../src/infrastructure/firebase/converters/orderFromDoc';
import { countStock, productKeyOf, slotKeyOf, type StockCount } from './countStock';

/**
 * An order a client was told of: placed (its answer), and the last status a successful change told
 * (or, after an answer that did not say, the status the person's live order list showed).
 */
export interface ToldOrder {
  id: string;
  userId: string;
  total: number;
  status: OrderStatus;
}

export interface IntegrityReport {
  /** Each broken rule, in words; empty when the store is whole. */
  problems: string[];
  active: number;
  delivered: number;
  cancelled: number;
  /** Stock counters compared. */
  slots: number;
}

/** Loose amounts are sums of decimals (0.5 kg packs): equal within this. */
const EPSILON = 1e-6;

/**
 * Where a line's stock came from and how much, worked out from the stored order line and the
 * product as it is now, apart from the checkout's own code: a loose line by its total weight in
 * the product's unit, a counted line by its quantity from its size's stock or the product's.
 */
function takenBy(item: OrderItem, product: Product | undefined): { slot: string; amount: number } | string {
  const key = productKeyOf(item);
  if (!product) return `a line of ${key}, which is not in the catalogue`;
  if (product.loose_item) {
    const total = item.totalWeight ?? (item.weight ?? 1) * item.qty;
    const converted = convertUnits(total, item.unit ?? product.availableUnit, product.availableUnit);
    if (!converted.ok) return `a loose line of ${key} in ${item.unit}, which does not convert to ${product.availableUnit}`;
    return { slot: slotKeyOf(key, null), amount: converted.value };
  }
  if (Object.hasOwn(product.variants, item.variant)) return { slot: slotKeyOf(key, item.variant), amount: item.qty };
  if (Object.keys(product.variants).length > 0) return `a line of ${key} in size '${item.variant}', which it does not sell`;
  return { slot: slotKeyOf(key, null), amount: item.qty };
}

/**
 * The integrity check of a soak (issue 41): reads the whole store with the Admin SDK and proves
 * - every unit of stock is accounted for: each counter at the start equals the counter now plus
 *   what the open and delivered orders took from it (cancelled ones put theirs back), in its unit;
 * - no order is lost or counted twice: every order a client was told was placed exists exactly
 *   once, active or in its customer's history, with the status and total it was last told; and no
 *   order exists that no client was told of;
 * - nothing is left without its order: every history entry is a finished order of a told one
 *   under its own customer (with the history's parent document), every delivery code and checkout
 *   key belongs to an order that exists, and every open order that needs a code has one.
 */
export async function checkIntegrity(
  db: Firestore,
  options: { store: string; stockAtStart: StockCount; told: ReadonlyMap<string, ToldOrder> },
): Promise<IntegrityReport> {
  const { store, stockAtStart, told } = options;
  const problems: string[] = [];
  const stockNow = await countStock(db, store);

  const [activeSnap, groupSnap, codesSnap, keysSnap, historyParents] = await Promise.all([
    db.collection('orders').get(),
    db.collectionGroup('orders').get(),
    db.collection('deliveryCodes').get(),
    db.collection('checkoutKeys').get(),
    db.collection('orderHistory').get(),
  ]);
  const active = activeSnap.docs.map((d) => orderFromDoc(d.id, d.data()));
  const history = groupSnap.docs
    .filter((d) => d.ref.parent.parent !== null)
    .map((d) => ({ owner: d.ref.parent.parent!.id, order: orderFromDoc(d.id, d.data()) }));
  const parents = new Set(historyParents.docs.map((d) => d.id));

  // Where each order is kept: every place counts once.
  const places = new Map<string, Array<{ where: string; order: Order }>>();
  const keep = (order: Order, where: string) => places.set(order.id, [...(places.get(order.id) ?? []), { where, order }]);
  for (const order of active) {
    keep(order, 'orders');
    if (isFinal(order.status)) problems.push(`order ${order.id} is ${order.status} but still among the active orders`);
  }
  for (const { owner, order } of history) {
    keep(order, `orderHistory/${owner}`);
    if (!isFinal(order.status)) problems.push(`history entry ${owner}/${order.id} is ${order.status}, not finished`);
    if (order.userId !== owner) problems.push(`history entry ${owner}/${order.id} belongs to ${order.userId}`);
    if (!parents.has(owner)) problems.push(`history entry ${owner}/${order.id} has no orderHistory/${owner} document`);
  }

  for (const [id, was] of told) {
    const kept = places.get(id) ?? [];
    if (kept.length === 0) {
      problems.push(`order ${id} was placed but is nowhere: lost`);
      continue;
    }
    if (kept.length > 1) problems.push(`order ${id} is counted ${kept.length} times (${kept.map((k) => k.where).join(', ')})`);
    const { order, where } = kept[0]!;
    if (order.userId !== was.userId) problems.push(`order ${id} belongs to ${order.userId}, placed by ${was.userId}`);
    if (order.total !== was.total) problems.push(`order ${id} totals ${order.total} paise, placed at ${was.total}`);
    if (isFinal(was.status) && order.status !== was.status)
      problems.push(`order ${id} was told ${was.status} but is ${order.status} (${where})`);
    if (!isFinal(was.status) && where !== 'orders')
      problems.push(`order ${id} was last told ${was.status} but is ${order.status} in ${where}`);
  }
  for (const [id, kept] of places) {
    if (!told.has(id)) problems.push(`order ${id} (${kept.map((k) => k.where).join(', ')}) was never told to a client`);
  }

  const activeIds = new Set(active.map((o) => o.id));
  const codes = new Set(codesSnap.docs.map((d) => d.id));
  for (const id of codes) if (!activeIds.has(id)) problems.push(`delivery code ${id} belongs to no active order`);
  for (const order of active)
    if (order.deliveryCodeRequired && !codes.has(order.id)) problems.push(`order ${order.id} needs a code and has none kept`);
  for (const key of keysSnap.docs) {
    const orderId = key.get('orderId');
    if (typeof orderId !== 'string' || !places.has(orderId))
      problems.push(`checkout key ${key.id} names order ${String(orderId)}, which does not exist`);
  }

  // Stock: what the open and delivered orders hold, counter by counter.
  const held = new Map<string, number>();
  const holding = [...active, ...history.map((h) => h.order).filter((o) => o.status === 'delivered')];
  for (const order of holding) {
    for (const item of order.items) {
      const taken = takenBy(item, stockNow.products.get(productKeyOf(item)));
      if (typeof taken === 'string') problems.push(`order ${order.id} has ${taken}`);
      else held.set(taken.slot, (held.get(taken.slot) ?? 0) + taken.amount);
    }
  }
  const slotKeys = new Set([...stockAtStart.slots.keys(), ...stockNow.slots.keys()]);
  for (const key of slotKeys) {
    const start = stockAtStart.slots.get(key);
    const now = stockNow.slots.get(key);
    if (!start || !now) {
      problems.push(`stock counter ${key} ${start ? 'disappeared' : 'appeared'} during the run`);
      continue;
    }
    const accounted = roundMeasure(now.amount + (held.get(key) ?? 0));
    if (Math.abs(accounted - start.amount) > EPSILON) {
      problems.push(
        `${now.product}${now.size ? ` ${now.size}` : ''}: ${start.amount} ${now.unit} at the start, ` +
          `${now.amount} now + ${roundMeasure(held.get(key) ?? 0)} in open and delivered orders = ${accounted}`,
      );
    }
  }
  for (const key of held.keys()) if (!slotKeys.has(key)) problems.push(`orders hold stock of ${key}, which has no counter`);

  const finished = history.map((h) => h.order.status);
  return {
    problems,
    active: active.length,
    delivered: finished.filter((s) => s === 'delivered').length,
    cancelled: finished.filter((s) => s === 'cancelled').length,
    slots: slotKeys.size,
  };
}
