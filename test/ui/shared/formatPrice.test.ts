import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/ui/shared/formatPrice';

describe('formatPrice', () => {
  it('drops the paise when there are none', () => {
    expect(formatPrice(12_500_000)).toBe('₹1,25,000');
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(4_900)).toBe('₹49');
  });

  it('shows two decimals when there are paise', () => {
    expect(formatPrice(12_500_050)).toBe('₹1,25,000.50');
    expect(formatPrice(4_905)).toBe('₹49.05');
  });

  it('groups large amounts the Indian way', () => {
    expect(formatPrice(1_234_567_800)).toBe('₹1,23,45,678');
  });
});
