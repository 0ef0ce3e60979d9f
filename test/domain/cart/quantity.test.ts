import { describe, expect, it } from 'vitest';
import { cartLineKey } from '../../../src/domain/cart/cartLineKey';
import { lineQty, MAX_LINE_QTY, validateQuantity } from '../../../src/domain/cart/quantity';

describe('cart line key and quantity', () => {
  it("keys a line '{productId}_{variant}'", () => {
    expect(cartLineKey('p17', '500g')).toBe('p17_500g');
  });

  it('a stored line without qty counts as 1', () => {
    expect(lineQty(undefined)).toBe(1);
    expect(lineQty(null)).toBe(1);
    expect(lineQty(4)).toBe(4);
  });

  it.each([1, 7, 999, 1000])('%d is a valid quantity', (q) => {
    expect(validateQuantity(q)).toEqual({ ok: true, value: q });
  });

  it.each([0, -1, 1001, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('%d is refused with the 1-1000 message', (q) => {
    expect(validateQuantity(q)).toEqual({ ok: false, error: { code: 'cart.invalidQuantity' } });
  });

  it('the limit is 1000', () => {
    expect(MAX_LINE_QTY).toBe(1000);
  });
});
