import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from '../../../src/domain/user/normaliseIndianMobile';
import { validateProfileForm } from '../../../src/domain/user/validateProfileForm';

describe('validateProfileForm', () => {
  it('trims every field and normalises the phone', () => {
    expect(validateProfileForm({ name: ' Asha Devi ', village: ' Dhanaura ', phoneNumber: ' +91 98765 43210 ' })).toEqual({
      ok: true,
      value: { name: 'Asha Devi', village: 'Dhanaura', phoneNumber: '9876543210' },
    });
  });

  it('lets the phone be left blank', () => {
    expect(validateProfileForm({ name: 'Asha', village: 'Dhanaura', phoneNumber: '  ' })).toEqual({
      ok: true,
      value: { name: 'Asha', village: 'Dhanaura', phoneNumber: '' },
    });
  });

  it('reports every problem at once, whitespace-only counting as missing', () => {
    expect(validateProfileForm({ name: '  ', village: '', phoneNumber: '12345' })).toEqual({
      ok: false,
      errors: { name: 'profile.nameRequired', village: 'profile.villageRequired', phoneNumber: 'profile.invalidPhone' },
    });
  });

  it('reports a bad phone alone', () => {
    expect(validateProfileForm({ name: 'Asha', village: 'Dhanaura', phoneNumber: '5876543210' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'profile.invalidPhone' },
    });
  });

  it('caps long names at 100 characters', () => {
    const result = validateProfileForm({ name: 'a'.repeat(300), village: 'v' });
    expect(result.ok && result.value.name).toHaveLength(100);
  });
});

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normaliseIndianMobile(raw)).toBe(expected);
  });

  it.each(['5876543210', '987654321', '98765432101', '98765abcde', '+92 9876543210', '', '0000000000'])('rejects %j', (raw) => {
    expect(normaliseIndianMobile(raw)).toBeNull();
  });
});
