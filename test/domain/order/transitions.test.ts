import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/order/Order';
import {
  accept,
  afterWrongCode,
  assign,
  cancel,
  deliver,
  handBack,
  unlockDelivery,
  type Actor,
} from '../../../src/domain/order/transitions';
import { orderFactory } from '../../factories/orderFactory';

const customer: Actor = { uid: 'cust1', role: 'customer', name: 'Ramesh' };
const suresh: Actor = { uid: 'del1', role: 'delivery', name: 'Suresh' };
const mahesh: Actor = { uid: 'del2', role: 'delivery', name: 'Mahesh' };
const admin: Actor = { uid: 'admin1', role: 'admin', name: 'Asha' };
const NOW = 1_800_000_000_000;

const pending = (more: Partial<Order> = {}): Order =>
  orderFactory.build({ userId: 'cust1', status: 'pending', deliveryPersonId: null, ...more });
const heldBySuresh = (more: Partial<Order> = {}): Order =>
  pending({ status: 'accepted', deliveryPersonId: 'del1', deliveryPersonName: 'Suresh', acceptedAt: 5, ...more });
const kept = (code = '0427', wrongTries = 0) => ({ userId: 'cust1', code, wrongTries });

describe('the life of an order', () => {
  it('accept: a delivery person takes a pending order nobody holds', () => {
    const order = pending();
    expect(accept(order, suresh, NOW)).toEqual({
      ok: true,
      value: { ...order, status: 'accepted', deliveryPersonId: 'del1', deliveryPersonName: 'Suresh', acceptedAt: NOW, updatedAt: NOW },
    });
    expect(accept(heldBySuresh(), mahesh, NOW)).toEqual({ ok: false, error: { code: 'orders.alreadyAccepted' } });
    expect(accept(order, admin, NOW)).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    expect(accept(order, customer, NOW)).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
  });

  it('handBack: by its delivery person or an admin, back to pending with nobody on it', () => {
    const held = heldBySuresh();
    const { deliveryPersonName: _n, acceptedAt: _a, ...rest } = held;
    const expected = { ...rest, status: 'pending', deliveryPersonId: null, handedBackAt: NOW, updatedAt: NOW };
    expect(handBack(held, suresh, NOW)).toEqual({ ok: true, value: expected });
    expect(handBack(held, admin, NOW)).toEqual({ ok: true, value: expected });
    expect(handBack(held, mahesh, NOW)).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
    expect(handBack(heldBySuresh(), customer, NOW)).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    expect(handBack(pending(), admin, NOW)).toEqual({ ok: false, error: { code: 'orders.invalidStatus' } });
  });

  it('handBack forgets that the shop gave the order: the next delivery person takes it themselves', () => {
    const given = { ...heldBySuresh(), assignedAt: NOW - 1 };
    const back = handBack(given, admin, NOW);
    expect(back.ok && back.value.assignedAt).toBeUndefined();
  });

  it('assign: an admin gives a pending or accepted order to a delivery person', () => {
    expect(assign(heldBySuresh(), admin, { uid: 'del2', name: 'Mahesh' }, NOW)).toMatchObject({
      ok: true,
      value: { status: 'accepted', deliveryPersonId: 'del2', deliveryPersonName: 'Mahesh', acceptedAt: NOW, assignedAt: NOW },
    });
    expect(assign(pending(), admin, { uid: 'del2', name: 'Mahesh' }, NOW)).toMatchObject({ ok: true, value: { deliveryPersonId: 'del2' } });
    expect(assign(pending(), suresh, { uid: 'del1', name: 'Suresh' }, NOW)).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    expect(assign(pending({ status: 'delivered' }), admin, { uid: 'del2', name: 'M' }, NOW)).toEqual({
      ok: false,
      error: { code: 'orders.invalidStatus' },
    });
  });

  describe('deliver', () => {
    it('the history copy, stamped; no code needed when the order has none', () => {
      const order = heldBySuresh();
      expect(deliver(order, suresh, { kept: null }, NOW)).toEqual({
        ok: true,
        value: { ...order, status: 'delivered', deliveredAt: NOW, updatedAt: NOW },
      });
      expect(deliver(order, mahesh, { kept: null }, NOW)).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
      expect(deliver(pending(), admin, { kept: null }, NOW)).toEqual({ ok: false, error: { code: 'orders.invalidStatus' } });
    });

    it('with a code: only the kept one, typed with spaces or not; a wrong one says nothing about the right one', () => {
      const order = heldBySuresh({ deliveryCodeRequired: true });
      expect(deliver(order, suresh, { entered: '04 27', kept: kept() }, NOW).ok).toBe(true);
      expect(deliver(order, suresh, { entered: '', kept: kept() }, NOW)).toEqual({
        ok: false,
        error: { code: 'store.deliveryCodeRequired' },
      });
      for (const wrong of ['0428', '427', 'abcd']) {
        expect(deliver(order, suresh, { entered: wrong, kept: kept() }, NOW)).toEqual({
          ok: false,
          error: { code: 'store.deliveryCodeWrong' },
        });
      }
      // An order that says it needs a code but has none kept cannot be delivered with a guess.
      expect(deliver(order, admin, { entered: '0427', kept: null }, NOW)).toEqual({
        ok: false,
        error: { code: 'store.deliveryCodeWrong' },
      });
    });

    it('five wrong tries lock it, for the right code too; unlocking starts the count again', () => {
      const order = heldBySuresh({ deliveryCodeRequired: true });
      let code = kept();
      for (let i = 1; i <= 5; i += 1) {
        const next = afterWrongCode(code);
        expect(next).toEqual({ kept: kept('0427', i), locked: i === 5 });
        code = next.kept;
      }
      expect(deliver(order, suresh, { entered: '0427', kept: code }, NOW)).toEqual({
        ok: false,
        error: { code: 'store.deliveryCodeLocked' },
      });
      const locked = { ...order, deliveryLocked: true };
      expect(deliver(locked, admin, { entered: '0427', kept: kept() }, NOW)).toEqual({
        ok: false,
        error: { code: 'store.deliveryCodeLocked' },
      });
      expect(unlockDelivery(locked, suresh, NOW)).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
      expect(unlockDelivery(locked, admin, NOW)).toEqual({ ok: true, value: { ...order, updatedAt: NOW } });
    });
  });

  it('cancel: the history copy with who and why; a finished order never', () => {
    expect(cancel(heldBySuresh(), suresh, 'Customer not at home', NOW)).toMatchObject({
      ok: true,
      value: {
        status: 'cancelled',
        cancelledBy: 'delivery',
        cancellationNote: 'Cancelled by delivery person: Suresh — Customer not at home',
      },
    });
    expect(cancel(pending(), customer, undefined, NOW)).toMatchObject({ ok: true, value: { cancelledBy: 'customer', cancelledAt: NOW } });
    expect(cancel(pending({ userId: 'cust2' }), customer, undefined, NOW)).toEqual({
      ok: false,
      error: { code: 'orders.noCancelPermission' },
    });
    expect(cancel(heldBySuresh(), mahesh, undefined, NOW)).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
    expect(cancel(pending({ status: 'delivered' }), admin, undefined, NOW)).toEqual({ ok: false, error: { code: 'orders.cannotCancel' } });
  });
});
