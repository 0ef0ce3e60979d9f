import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryCodeFrom, readDeliveryCode } from '../../../src/domain/store/deliveryCode';

describe('delivery codes', () => {
  it('are four digits with leading zeros kept, for any random number in [0, 1)', () => {
    expect(deliveryCodeFrom(0)).toBe('0000');
    expect(deliveryCodeFrom(0.0042)).toBe('0042');
    expect(deliveryCodeFrom(0.99999999)).toBe('9999');
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => /^\d{4}$/.test(deliveryCodeFrom(r))));
  });

  it('read what the delivery person typed, forgiving spaces', () => {
    expect(readDeliveryCode(' 12 34 ')).toEqual({ ok: true, value: '1234' });
    expect(readDeliveryCode('')).toEqual({ ok: false, error: { code: 'store.deliveryCodeRequired' } });
    expect(readDeliveryCode(undefined)).toEqual({ ok: false, error: { code: 'store.deliveryCodeRequired' } });
    for (const bad of ['123', '12345', 'abcd', '12a4', '١٢٣٤']) {
      expect(readDeliveryCode(bad)).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
    }
  });
});
