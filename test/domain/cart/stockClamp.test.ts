import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAdd, decidePlus, decideQuantity } from '../../../src/domain/cart/stockClamp';

const add = (requested: number, inCart: number, stock: number, hasVariants = false) =>
  decideAdd({ requested, inCart, stock, variant: '5kg', hasVariants });

describe('decideAdd', () => {
  it('adds what was asked when stock allows', () => {
    expect(add(3, 2, 10)).toEqual({ ok: true, value: { added: 3, qty: 5 } });
    expect(add(8, 2, 10)).toEqual({ ok: true, value: { added: 8, qty: 10 } });
  });

  it('clamps to what remains after the cart, naming the size when the product has sizes', () => {
    expect(add(5, 2, 4, true)).toEqual({
      ok: true,
      value: { added: 2, qty: 4, notice: { code: 'cart.clampedVariant', params: { n: 2, variant: '5kg' } } },
    });
  });

  it("clamps with 'Only {n} items available' for a product without sizes", () => {
    expect(add(5, 0, 3)).toEqual({ ok: true, value: { added: 3, qty: 3, notice: { code: 'cart.clamped', params: { n: 3 } } } });
  });

  it('is out of stock when nothing remains', () => {
    expect(add(1, 0, 0)).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    expect(add(1, 4, 4)).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    expect(add(1, 5, 4)).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
  });

  it('refuses invalid quantities and a line that would pass 1000', () => {
    for (const q of [0, -2, 1.5, Number.NaN, 1001])
      expect(add(q, 0, 5000)).toMatchObject({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(add(1000, 0, 5000)).toMatchObject({ ok: true, value: { qty: 1000 } });
    expect(add(1, 1000, 5000)).toMatchObject({ ok: false, error: { code: 'cart.invalidQuantity' } });
  });

  it('never lets the line exceed stock, and never adds a negative amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -5, max: 1500 }),
        (req, inCart, stock) => {
          const r = add(req, inCart, stock);
          if (!r.ok) return;
          expect(r.value.added).toBeGreaterThan(0);
          expect(r.value.added).toBeLessThanOrEqual(req);
          expect(r.value.qty).toBeLessThanOrEqual(Math.max(stock, 0));
          expect(r.value.qty).toBe(inCart + r.value.added);
        },
      ),
    );
  });
});

describe('decideQuantity', () => {
  it('0 or less removes the line', () => {
    expect(decideQuantity(0, 10)).toEqual({ ok: true, value: { remove: true } });
    expect(decideQuantity(-3, 10)).toEqual({ ok: true, value: { remove: true } });
  });

  it('sets a valid quantity within stock', () => {
    expect(decideQuantity(4, 10)).toEqual({ ok: true, value: { remove: false, qty: 4 } });
    expect(decideQuantity(10, 10)).toEqual({ ok: true, value: { remove: false, qty: 10 } });
  });

  it("clamps to stock with 'Only {n} items available'", () => {
    expect(decideQuantity(12, 10)).toEqual({
      ok: true,
      value: { remove: false, qty: 10, notice: { code: 'cart.onlyNAvailable', params: { n: 10 } } },
    });
  });

  it('refuses 1.5, NaN and 1001; says out of stock when none is left', () => {
    expect(decideQuantity(1.5, 10)).toMatchObject({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(decideQuantity(Number.NaN, 10)).toMatchObject({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(decideQuantity(1001, 5000)).toMatchObject({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(decideQuantity(2, 0)).toMatchObject({ ok: false, error: { code: 'cart.productOutOfStock' } });
  });

  it('never sets more than stock nor less than 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 2000 }), (qty, stock) => {
        const r = decideQuantity(qty, stock);
        if (!r.ok || r.value.remove) throw new Error('expected a quantity');
        expect(r.value.qty).toBeGreaterThanOrEqual(1);
        expect(r.value.qty).toBeLessThanOrEqual(stock);
      }),
    );
  });
});

describe('decidePlus', () => {
  it("adds one, or answers 'Sorry, only {n} items available.' at stock", () => {
    expect(decidePlus(2, 3)).toEqual({ ok: true, value: 3 });
    expect(decidePlus(3, 3)).toEqual({ ok: false, error: { code: 'cart.plusBeyondStock', params: { n: 3 } } });
    expect(decidePlus(1000, 5000)).toMatchObject({ ok: false, error: { code: 'cart.invalidQuantity' } });
  });
});
