import { describe, expect, it } from 'vitest';
import { alertPath, orderAnchor } from '../../../src/domain/alerts/alertPath';
import { pushTargetOf } from '../../../src/domain/alerts/pushTargetOf';
import type { Order } from '../../../src/domain/order/Order';
import type { OrderEvent, OrderEventKind } from '../../../src/domain/order/OrderEvent';
import { orderFactory } from '../../factories/orderFactory';

const T = 1_800_000_000_000;
const order = orderFactory.build({ id: 'order_9', userId: 'cust1', status: 'accepted', deliveryPersonId: 'del1', acceptedAt: T });
const event = (kind: OrderEventKind, change: Partial<Order> = {}): OrderEvent => ({
  kind,
  order: { ...order, ...change },
  previous: null,
  at: T,
});

describe('pushTargetOf', () => {
  it('sends a new order to the staff, an assignment to its delivery person, the rest to the customer', () => {
    expect(pushTargetOf(event('placed', { status: 'pending', deliveryPersonId: null }))).toMatchObject({
      to: 'staff',
      alert: { kind: 'placed', audience: 'staff' },
    });
    expect(pushTargetOf(event('assigned', { assignedAt: T }))).toMatchObject({ to: 'person', uid: 'del1', alert: { audience: 'courier' } });
    for (const kind of ['accepted', 'handedBack', 'delivered'] as const) {
      expect(pushTargetOf(event(kind))).toMatchObject({ to: 'person', uid: 'cust1', alert: { kind, audience: 'customer' } });
    }
    expect(pushTargetOf(event('cancelled', { cancelledBy: 'delivery' }))).toMatchObject({ to: 'person', uid: 'cust1' });
  });

  it("tells nobody of the customer's own cancel", () => {
    expect(pushTargetOf(event('cancelled', { cancelledBy: 'customer' }))).toBeNull();
  });

  it('keys the push as the open app keys the same change, so one replaces the other', () => {
    expect(pushTargetOf(event('accepted'))!.alert.key).toBe(`order_9:accepted:${T}`);
  });
});

describe('alertPath', () => {
  it("opens the order's card on the page of whoever is told", () => {
    const anchor = `#${orderAnchor('order_9')}`;
    expect(alertPath({ kind: 'placed', audience: 'staff', orderId: 'order_9' }, 'delivery')).toBe(`/delivery-dashboard${anchor}`);
    expect(alertPath({ kind: 'placed', audience: 'staff', orderId: 'order_9' }, 'admin')).toBe(`/adminorders${anchor}`);
    expect(alertPath({ kind: 'assigned', audience: 'courier', orderId: 'order_9' }, 'delivery')).toBe(`/delivery-dashboard${anchor}`);
    expect(alertPath({ kind: 'accepted', audience: 'customer', orderId: 'order_9' }, 'customer')).toBe(`/orders${anchor}`);
    expect(alertPath({ kind: 'delivered', audience: 'customer', orderId: 'order_9' }, 'customer')).toBe(`/orderhistory${anchor}`);
    expect(alertPath({ kind: 'cancelled', audience: 'customer', orderId: 'order_9' }, 'customer')).toBe(`/orderhistory${anchor}`);
  });
});
