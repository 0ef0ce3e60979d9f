import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/domain/order/Order';
import { mayAccept, mayCancel, mayUpdateStatus, type OrderActor } from '../../../src/domain/order/orderPermissions';
import { canMove, isFinal } from '../../../src/domain/order/orderStatus';

const actors: Record<string, OrderActor> = {
  owner: { uid: 'c1', role: 'customer' },
  otherCustomer: { uid: 'c2', role: 'customer' },
  assignedDelivery: { uid: 'd1', role: 'delivery' },
  otherDelivery: { uid: 'd2', role: 'delivery' },
  admin: { uid: 'a1', role: 'admin' },
};

/** Every state an order can be in; once accepted it belongs to d1. */
const orders: Record<OrderStatus, { userId: string; status: OrderStatus; deliveryPersonId: string | null }> = {
  pending: { userId: 'c1', status: 'pending', deliveryPersonId: null },
  accepted: { userId: 'c1', status: 'accepted', deliveryPersonId: 'd1' },
  delivered: { userId: 'c1', status: 'delivered', deliveryPersonId: 'd1' },
  cancelled: { userId: 'c1', status: 'cancelled', deliveryPersonId: 'd1' },
};

const code = (r: { ok: true } | { ok: false; error: { code: string } }): string => (r.ok ? 'ok' : r.error.code);

type Row = [actor: string, pending: string, accepted: string, delivered: string, cancelled: string];

const check = (name: string, rows: Row[], decide: (actor: OrderActor, status: OrderStatus) => string) => {
  describe(name, () => {
    it.each(rows)('%s: pending %s, accepted %s, delivered %s, cancelled %s', (actor, ...expected) => {
      const statuses: OrderStatus[] = ['pending', 'accepted', 'delivered', 'cancelled'];
      expect(statuses.map((s) => decide(actors[actor]!, s))).toEqual(expected);
    });
  });
};

check(
  'accept',
  [
    ['owner', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['otherCustomer', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['assignedDelivery', 'ok', 'orders.alreadyAccepted', 'orders.invalidStatus', 'orders.invalidStatus'],
    ['otherDelivery', 'ok', 'orders.alreadyAccepted', 'orders.invalidStatus', 'orders.invalidStatus'],
    ['admin', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
  ],
  (actor, s) => code(mayAccept(actor, orders[s])),
);

check(
  'cancel',
  [
    ['owner', 'ok', 'ok', 'orders.cannotCancel', 'orders.cannotCancel'],
    ['otherCustomer', 'orders.noCancelPermission', 'orders.noCancelPermission', 'orders.noCancelPermission', 'orders.noCancelPermission'],
    ['assignedDelivery', 'orders.notAssigned', 'ok', 'orders.cannotCancel', 'orders.cannotCancel'],
    ['otherDelivery', 'orders.notAssigned', 'orders.notAssigned', 'orders.notAssigned', 'orders.notAssigned'],
    ['admin', 'ok', 'ok', 'orders.cannotCancel', 'orders.cannotCancel'],
  ],
  (actor, s) => code(mayCancel(actor, orders[s])),
);

check(
  'update status to delivered',
  [
    ['owner', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['otherCustomer', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['assignedDelivery', 'orders.invalidStatus', 'ok', 'orders.invalidStatus', 'orders.invalidStatus'],
    ['otherDelivery', 'orders.invalidStatus', 'orders.notAssigned', 'orders.notAssigned', 'orders.notAssigned'],
    ['admin', 'orders.invalidStatus', 'ok', 'orders.invalidStatus', 'orders.invalidStatus'],
  ],
  (actor, s) => code(mayUpdateStatus(actor, orders[s], 'delivered')),
);

check(
  'update status back to pending (handing an order back)',
  [
    ['owner', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['otherCustomer', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['assignedDelivery', 'orders.invalidStatus', 'ok', 'orders.invalidStatus', 'orders.invalidStatus'],
    ['otherDelivery', 'orders.invalidStatus', 'orders.notAssigned', 'orders.notAssigned', 'orders.notAssigned'],
    ['admin', 'orders.invalidStatus', 'ok', 'orders.invalidStatus', 'orders.invalidStatus'],
  ],
  (actor, s) => code(mayUpdateStatus(actor, orders[s], 'pending')),
);

check(
  'update status to accepted (same as accepting)',
  [
    ['owner', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['otherCustomer', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['assignedDelivery', 'ok', 'orders.alreadyAccepted', 'orders.invalidStatus', 'orders.invalidStatus'],
    ['otherDelivery', 'ok', 'orders.alreadyAccepted', 'orders.invalidStatus', 'orders.invalidStatus'],
    ['admin', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
  ],
  (actor, s) => code(mayUpdateStatus(actor, orders[s], 'accepted')),
);

check(
  'update status to cancelled (same as cancelling, but never by a customer)',
  [
    ['owner', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['otherCustomer', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied', 'orders.permissionDenied'],
    ['assignedDelivery', 'orders.notAssigned', 'ok', 'orders.cannotCancel', 'orders.cannotCancel'],
    ['otherDelivery', 'orders.notAssigned', 'orders.notAssigned', 'orders.notAssigned', 'orders.notAssigned'],
    ['admin', 'ok', 'ok', 'orders.cannotCancel', 'orders.cannotCancel'],
  ],
  (actor, s) => code(mayUpdateStatus(actor, orders[s], 'cancelled')),
);

describe('status machine', () => {
  it('pending -> accepted -> delivered, cancelled from either, back from accepted to pending; nothing after the end', () => {
    const all: OrderStatus[] = ['pending', 'accepted', 'delivered', 'cancelled'];
    const moves = all.flatMap((from) => all.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`));
    expect(moves).toEqual(['pending->accepted', 'pending->cancelled', 'accepted->pending', 'accepted->delivered', 'accepted->cancelled']);
    expect(all.filter(isFinal)).toEqual(['delivered', 'cancelled']);
  });

  it('a pending order already taken by someone reads as accepted', () => {
    expect(code(mayAccept(actors.otherDelivery!, { userId: 'c1', status: 'pending', deliveryPersonId: 'd1' }))).toBe(
      'orders.alreadyAccepted',
    );
  });
});
