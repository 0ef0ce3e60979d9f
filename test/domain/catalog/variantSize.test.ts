import { describe, expect, it } from 'vitest';
import { parseVariantLabel } from '../../../src/domain/catalog/variantSize';

describe('parseVariantLabel', () => {
  it.each([
    ['500g', 500, 'g'],
    ['2kg', 2, 'kg'],
    ['2 KG', 2, 'kg'],
    ['1.5L', 1.5, 'l'],
    ['250 ml', 250, 'ml'],
    ['16 fl oz', 16, 'fl oz'],
    ['1 gallon', 1, 'gallon'],
    ['5 lb', 5, 'lb'],
  ])('%s weighs %d %s', (label, weight, unit) => {
    expect(parseVariantLabel(label)).toEqual({ weight, unit });
  });

  it('defaults the weight to 1 when the label has no leading number', () => {
    expect(parseVariantLabel('kg')).toEqual({ weight: 1, unit: 'kg' });
    expect(parseVariantLabel('Family pack')).toEqual({ weight: 1, unit: 'family pack' });
  });

  it('defaults the unit to piece when nothing follows the number', () => {
    expect(parseVariantLabel('12')).toEqual({ weight: 12, unit: 'piece' });
    expect(parseVariantLabel('')).toEqual({ weight: 1, unit: 'piece' });
  });

  it('never yields a zero weight that would divide stock by zero', () => {
    expect(parseVariantLabel('0g')).toEqual({ weight: 1, unit: 'g' });
  });
});
