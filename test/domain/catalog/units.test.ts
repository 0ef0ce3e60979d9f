import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertUnits, normaliseUnit } from '../../../src/domain/catalog/units';

const value = (r: ReturnType<typeof convertUnits>): number => {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('convertUnits', () => {
  it('converts between mg, g and kg', () => {
    expect(value(convertUnits(1, 'kg', 'g'))).toBe(1000);
    expect(value(convertUnits(2500, 'g', 'kg'))).toBe(2.5);
    expect(value(convertUnits(1500, 'mg', 'g'))).toBe(1.5);
    expect(value(convertUnits(1, 'kg', 'mg'))).toBe(1_000_000);
  });

  it('converts pounds and ounces to metric mass', () => {
    expect(value(convertUnits(1, 'lb', 'kg'))).toBeCloseTo(0.45359237, 10);
    expect(value(convertUnits(16, 'oz', 'lb'))).toBeCloseTo(1, 10);
    expect(value(convertUnits(1, 'oz', 'g'))).toBeCloseTo(28.349523125, 9);
  });

  it('converts l, ml, gallon and fl oz', () => {
    expect(value(convertUnits(1, 'l', 'ml'))).toBe(1000);
    expect(value(convertUnits(1, 'fl oz', 'ml'))).toBeCloseTo(29.5735295625, 9);
    expect(value(convertUnits(1, 'gallon', 'l'))).toBeCloseTo(3.785411784, 9);
    expect(value(convertUnits(128, 'fl oz', 'gallon'))).toBeCloseTo(1, 10);
  });

  it('reads the spellings found on labels and in stored data', () => {
    expect(normaliseUnit(' Gms ')).toBe('g');
    expect(normaliseUnit('gram')).toBe('g');
    expect(normaliseUnit('FL  OZ')).toBe('fl oz');
    expect(normaliseUnit('Ltr')).toBe('l');
    expect(value(convertUnits(2, 'kg', 'gram'))).toBe(2000);
  });

  it('refuses to mix mass and volume instead of guessing', () => {
    expect(convertUnits(1, 'kg', 'l')).toEqual({ ok: false, error: { code: 'product.unitMismatch', params: { from: 'kg', to: 'l' } } });
    expect(convertUnits(1, 'fl oz', 'oz').ok).toBe(false);
    expect(convertUnits(1, 'ml', 'g').ok).toBe(false);
  });

  it('a unit named after an object key is text, not a way into the prototype', () => {
    expect(normaliseUnit('__proto__')).toBe('__proto__');
    expect(normaliseUnit('constructor')).toBe('constructor');
    expect(convertUnits(1, '__proto__', 'kg').ok).toBe(false);
    expect(convertUnits(1, 'constructor', 'toString').ok).toBe(false);
  });

  it('refuses unknown units unless both sides are the same unit', () => {
    expect(convertUnits(3, 'piece', 'kg').ok).toBe(false);
    expect(value(convertUnits(3, 'piece', 'piece'))).toBe(3);
    expect(value(convertUnits(3, 'Packet', 'packet'))).toBe(3);
  });

  it('converts there and back to the same value within rounding', () => {
    const mass = fc.constantFrom('mg', 'g', 'kg', 'lb', 'oz');
    const volume = fc.constantFrom('ml', 'l', 'gallon', 'fl oz');
    const pair = fc.oneof(fc.tuple(mass, mass), fc.tuple(volume, volume));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), pair, (v, [from, to]) => {
        const back = value(convertUnits(value(convertUnits(v, from, to)), to, from));
        expect(Math.abs(back - v)).toBeLessThanOrEqual(1e-9 * Math.max(1, v));
      }),
    );
  });
});
