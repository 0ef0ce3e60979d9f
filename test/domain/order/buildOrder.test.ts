import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../src/domain/order/buildOrder';
import { orderIdFor } from '../../../src/domain/order/orderId';
import { checkOrderLines, MAX_ORDER_LINES } from '../../../src/domain/order/orderLimits';
import { normaliseMobileNumber } from '../../../src/domain/order/phoneNumber';
import { deliveryAddress, orderItemFactory } from '../../factories/orderFactory';

describe('order id', () => {
  it("is 'order_{timestamp}_{first 5 chars of uid}'", () => {
    expect(orderIdFor(1736485200000, 'AbCdEfGhIj')).toBe('order_1736485200000_AbCdE');
    expect(orderIdFor(5, 'abc')).toBe('order_5_abc');
  });
});

describe('buildOrder', () => {
  it('with a delivery fee, stores subtotal, fee and total = subtotal + fee, and the delivery-code flag', () => {
    const items = [orderItemFactory.build({ price: 4500, qty: 2 })];
    const customer = { uid: 'cust-12345', email: 'ramesh@example.in', name: 'Ramesh', userName: 'ramesh' };
    const base = { customer, items, deliveryAddress, phoneNumber: '9876543210', now: 1 };
    expect(buildOrder({ ...base, deliveryFee: 2000, deliveryCodeRequired: true })).toMatchObject({
      subtotal: 9000,
      deliveryFee: 2000,
      total: 11000,
      deliveryCodeRequired: true,
    });
    const free = buildOrder({ ...base, deliveryFee: 0, deliveryCodeRequired: false });
    expect(free).toMatchObject({ subtotal: 9000, deliveryFee: 0, total: 9000 });
    expect(free).not.toHaveProperty('deliveryCodeRequired');
  });

  it('is pending, cash on delivery, payment pending, unassigned, with the total in paise', () => {
    const items = [orderItemFactory.build({ price: 4500, qty: 2 }), orderItemFactory.build({ price: 1250, qty: 1 })];
    const order = buildOrder({
      customer: { uid: 'cust-12345', email: 'ramesh@example.in', name: 'Ramesh', userName: 'ramesh' },
      items,
      deliveryAddress,
      phoneNumber: '9876543210',
      now: 1736485200000,
    });
    expect(order).toEqual({
      id: 'order_1736485200000_cust-',
      userId: 'cust-12345',
      userEmail: 'ramesh@example.in',
      userName: 'Ramesh',
      items,
      status: 'pending',
      total: 10250,
      createdAt: 1736485200000,
      deliveryAddress,
      phoneNumber: '9876543210',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      deliveryPersonId: null,
    });
  });

  it('falls back to the user name, then the email, when the profile has no name', () => {
    const base = { items: [], deliveryAddress, phoneNumber: '9876543210', now: 1 };
    expect(buildOrder({ ...base, customer: { uid: 'u', email: 'e@x.in', name: '', userName: 'ramu' } }).userName).toBe('ramu');
    expect(buildOrder({ ...base, customer: { uid: 'u', email: 'e@x.in', name: '' } }).userName).toBe('e@x.in');
  });
});

describe('order lines', () => {
  const line = (id: string, qty = 1, variant = '1kg') => ({ ref: { group: 'grocery', subgroup: 'flour', id }, variant, qty });

  it('allows 1 to 100 different lines, the same in every mode', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line(`p${i}`));
    expect(MAX_ORDER_LINES).toBe(100);
    expect(checkOrderLines(lines(1)).ok).toBe(true);
    expect(checkOrderLines(lines(100)).ok).toBe(true);
    expect(checkOrderLines(lines(101))).toEqual({ ok: false, error: { code: 'checkout.tooManyLines', params: { max: 100 } } });
    expect(checkOrderLines([])).toEqual({ ok: false, error: { code: 'checkout.noItems' } });
  });

  it('merges two lines of one product and size, and keeps other sizes apart', () => {
    expect(checkOrderLines([line('atta', 2), line('atta', 3), line('atta', 1, '5kg')])).toEqual({
      ok: true,
      value: [line('atta', 5), line('atta', 1, '5kg')],
    });
  });

  it('keeps a line of an invalid quantity on its own, so a 0 or -1 cannot hide in a sum that passes', () => {
    expect(checkOrderLines([line('atta', 1), line('atta', 0), line('atta', -1), line('atta', 2.5), line('atta', 2)])).toEqual({
      ok: true,
      value: [line('atta', 3), line('atta', 0), line('atta', -1), line('atta', 2.5)],
    });
  });
});

describe('normaliseMobileNumber', () => {
  it.each([
    ['9876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each(['', '12345', '5876543210', '98765432101', 'abcdefghij'])('refuses %s', (input) => {
    expect(normaliseMobileNumber(input)).toBeNull();
  });
});
