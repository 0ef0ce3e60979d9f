import { describe, expect, it } from 'vitest';
import { isProfileComplete } from '../../../src/domain/user/isProfileComplete';

describe('isProfileComplete', () => {
  it('is complete when profileCompleted is true, whatever else is missing', () => {
    expect(isProfileComplete({ profileCompleted: true, name: '' })).toBe(true);
  });

  it('is complete with both name and village', () => {
    expect(isProfileComplete({ name: 'Asha', village: 'Dhanaura' })).toBe(true);
  });

  it.each([
    ['no village', { name: 'Asha' }],
    ['a blank village', { name: 'Asha', village: '   ' }],
    ['a whitespace-only name', { name: ' \t', village: 'Dhanaura' }],
    ['profileCompleted false and no village', { name: 'Asha', profileCompleted: false }],
  ])('is incomplete with %s', (_, profile) => {
    expect(isProfileComplete(profile)).toBe(false);
  });

  it('is incomplete without a profile', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
  });
});
