import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { HandBackOrder } from '../../../src/application/orders/HandBackOrder';
import { actAs } from '../../support/actAs';
import type { Order, OrderItem } from '../../../src/domain/order/Order';
import type { Product } from '../../../src/domain/catalog/Product';
import type { ErrorCode } from '../../../src/domain/shared/ErrorCode';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { orderFactory } from '../../factories/orderFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { createBackend, type Backend, type BackendName, type ShopState } from './backends';

export const customer = userFactory.build({ uid: 'cust1', name: 'Ramesh Kumar' });
export const otherCustomer = userFactory.build({ uid: 'cust2', name: 'Sita Devi' });
export const rider = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
export const otherRider = userFactory.build({ uid: 'del2', name: 'Mahesh', userType: 'delivery' });
export const admin = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });

export const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 3 });
export const rice = sizedProductFactory.build({ id: 'rice' }); // 5kg: 4
export const khal = looseProductFactory.build({ id: 'khal', available: 2, availableUnit: 'kg' });

const itemOf = (p: Product, variant: string, qty: number, loose?: Partial<OrderItem>): OrderItem => ({
  id: p.id,
  name: p.name,
  variant,
  qty,
  price: 1000,
  mrp: 1200,
  group: p.group,
  subgroup: p.subgroup,
  image: '',
  loose_item: p.loose_item,
  ...loose,
});

/** cust1's order of 2 atta, 1 × 5kg rice and 3 × 500g khal. */
export const orderOf = (status: Order['status'], deliveryPersonId: string | null, id = `order_1_${status}`): Order =>
  orderFactory.build({
    id,
    userId: customer.uid,
    status,
    deliveryPersonId,
    items: [
      itemOf(atta, '1kg', 2),
      itemOf(rice, '5kg', 1),
      itemOf(khal, '500g', 3, { weight: 500, unit: 'g', totalWeight: 1500, availableUnit: 'kg' }),
    ],
  });

export const PENDING = orderOf('pending', null, 'order_1_pending');
export const ACCEPTED = orderOf('accepted', rider.uid, 'order_2_accepted');

/**
 * Cancelling reads the order and its 3 products, then writes 3 stock counters, history, the
 * delete and the day's summary.
 */
export const CANCEL_STEPS = 10;

export async function orderShop(name: BackendName): Promise<Backend> {
  const backend = createBackend(name);
  await backend.seed({
    products: [atta, rice, khal],
    orders: [PENDING, ACCEPTED],
    users: [customer, otherCustomer, rider, otherRider, admin],
  });
  return backend;
}

export interface OrderAction {
  label: string;
  run(backend: Backend): Promise<{ ok: boolean; code?: ErrorCode }>;
}

const outcome = (result: { ok: true } | { ok: false; error: { code: ErrorCode } }) =>
  result.ok ? { ok: true } : { ok: false, code: result.error.code };

export const cancelBy = (actor: UserProfile, order: Order, label: string): OrderAction => ({
  label,
  run: async (b) =>
    outcome(await actAs(b.container, actor).get(CancelOrder).execute({ orderId: order.id, reason: 'Customer not at home' })),
});

export const deliverBy = (actor: UserProfile, order: Order, label: string): OrderAction => ({
  label,
  run: async (b) => outcome(await actAs(b.container, actor).get(DeliverOrder).execute({ orderId: order.id })),
});

export const handBackBy = (actor: UserProfile, order: Order, label: string): OrderAction => ({
  label,
  run: async (b) => outcome(await actAs(b.container, actor).get(HandBackOrder).execute({ orderId: order.id })),
});

export const acceptBy = (actor: UserProfile, order: Order, label: string): OrderAction => ({
  label,
  run: async (b) => outcome(await actAs(b.container, actor).get(AcceptOrder).execute({ orderId: order.id })),
});

/** The state before an action and after it succeeded once, on a fresh shop of the same backend. */
export async function actionReference(name: BackendName, action: OrderAction): Promise<{ before: ShopState; after: ShopState }> {
  const backend = await orderShop(name);
  try {
    const before = await backend.state();
    const result = await action.run(backend);
    if (!result.ok) throw new Error(`the reference ${action.label} failed: ${result.code}`);
    return { before, after: await backend.state() };
  } finally {
    await backend.dispose();
  }
}
