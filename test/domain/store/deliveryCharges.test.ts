import { describe, expect, it } from 'vitest';
import { checkMinimumOrder, deliveryCharges } from '../../../src/domain/store/deliveryCharges';

const rules = { deliveryFee: 2000, freeDeliveryFrom: 50000, minimumOrder: 10000 };

describe('deliveryCharges', () => {
  it('charges the fee below the free-delivery value and says how much more makes it free', () => {
    expect(deliveryCharges(rules, 49999)).toEqual({
      subtotal: 49999,
      deliveryFee: 2000,
      total: 51999,
      addForFreeDelivery: 1,
      belowMinimumBy: 0,
    });
  });

  it('delivers free at exactly the free-delivery value and above', () => {
    expect(deliveryCharges(rules, 50000)).toMatchObject({ deliveryFee: 0, total: 50000, addForFreeDelivery: 0 });
    expect(deliveryCharges(rules, 90000)).toMatchObject({ deliveryFee: 0, total: 90000 });
  });

  it('with the offer off (0), always charges the fee and never tempts with free delivery', () => {
    const noOffer = { ...rules, freeDeliveryFrom: 0 };
    expect(deliveryCharges(noOffer, 1_000_000)).toMatchObject({ deliveryFee: 2000, addForFreeDelivery: 0 });
  });

  it('with no fee, there is nothing to add for free delivery', () => {
    expect(deliveryCharges({ ...rules, deliveryFee: 0 }, 100)).toMatchObject({ deliveryFee: 0, addForFreeDelivery: 0, total: 100 });
  });

  it('total is always subtotal plus fee', () => {
    for (const subtotal of [0, 1, 9999, 10000, 49999, 50000, 123456]) {
      const c = deliveryCharges(rules, subtotal);
      expect(c.total).toBe(c.subtotal + c.deliveryFee);
    }
  });
});

describe('checkMinimumOrder', () => {
  it('accepts exactly the minimum', () => {
    expect(checkMinimumOrder(rules, 10000)).toMatchObject({ ok: true, value: { deliveryFee: 2000, total: 12000 } });
  });

  it('refuses one paisa less, saying how much is missing and what the minimum is', () => {
    expect(checkMinimumOrder(rules, 9999)).toEqual({
      ok: false,
      error: { code: 'store.belowMinimum', params: { missing: 1, minimum: 10000 } },
    });
  });

  it('has no minimum when it is 0', () => {
    expect(checkMinimumOrder({ ...rules, minimumOrder: 0 }, 1).ok).toBe(true);
  });
});
