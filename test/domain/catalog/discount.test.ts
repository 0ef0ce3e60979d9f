import { describe, expect, it } from 'vitest';
import { discountPercent } from '../../../src/domain/catalog/discount';

describe('discountPercent', () => {
  it('is round((mrp - price) / mrp × 100) when mrp is above price', () => {
    expect(discountPercent(5000, 6000)).toBe(17);
    expect(discountPercent(4500, 5000)).toBe(10);
    expect(discountPercent(1, 3)).toBe(67);
    expect(discountPercent(0, 5000)).toBe(100);
  });

  it('is 0 when mrp equals price, is below it, or is missing', () => {
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(5100, 5000)).toBe(0);
    expect(discountPercent(5000, 0)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
