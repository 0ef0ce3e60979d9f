import { describe, expect, it } from 'vitest';
import { checkOpenOrderCap, countOpenOrders } from '../../../src/domain/store/openOrderCap';

describe('the open-order cap', () => {
  it('counts pending and accepted orders only', () => {
    const statuses = ['pending', 'accepted', 'delivered', 'cancelled', 'pending'] as const;
    expect(countOpenOrders(statuses.map((status) => ({ status })))).toBe(3);
  });

  it('lets a customer below the cap order, and refuses at the cap with the number', () => {
    expect(checkOpenOrderCap(2, 3).ok).toBe(true);
    expect(checkOpenOrderCap(3, 3)).toEqual({ ok: false, error: { code: 'store.tooManyOpenOrders', params: { max: 3 } } });
    expect(checkOpenOrderCap(7, 3).ok).toBe(false);
  });

  it('with a cap of 1, the first order is allowed and the second is not', () => {
    expect(checkOpenOrderCap(0, 1).ok).toBe(true);
    expect(checkOpenOrderCap(1, 1).ok).toBe(false);
  });
});
