import { describe, expect, it } from 'vitest';
import { validateManualAddress, type ManualAddressInput } from '../../../src/domain/address/validateManualAddress';

const valid: ManualAddressInput = {
  street: 'Station Road',
  area: 'Ward 4',
  city: 'Mandi Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
};

const errorsOf = (input: ManualAddressInput) => {
  const result = validateManualAddress(input);
  return result.ok ? {} : result.errors;
};

describe('validateManualAddress', () => {
  it('builds the address: trimmed, formatted in SPEC order, country India, no coordinates', () => {
    const result = validateManualAddress({
      street: '  Station Road ',
      area: ' Ward 4',
      city: 'Mandi Dhanaura ',
      state: ' Uttar Pradesh ',
      pincode: ' 244231 ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        street: 'Station Road',
        area: 'Ward 4',
        city: 'Mandi Dhanaura',
        state: 'Uttar Pradesh',
        pincode: '244231',
        country: 'India',
        formatted: 'Station Road, Ward 4, Mandi Dhanaura, Uttar Pradesh, 244231',
        coordinates: null,
      },
    });
  });

  it('keeps a country that was typed', () => {
    const result = validateManualAddress({ ...valid, country: ' Nepal ' });
    expect(result.ok && result.value.country).toBe('Nepal');
  });

  it('defaults a blank country to India', () => {
    const result = validateManualAddress({ ...valid, country: '   ' });
    expect(result.ok && result.value.country).toBe('India');
  });

  it('reports every missing field at once', () => {
    expect(errorsOf({})).toEqual({
      street: 'address.streetRequired',
      area: 'address.areaRequired',
      city: 'address.cityRequired',
      state: 'address.stateRequired',
      pincode: 'address.pincodeRequired',
    });
  });

  it.each(['street', 'area', 'city', 'state'] as const)('treats a whitespace-only %s as missing', (field) => {
    expect(errorsOf({ ...valid, [field]: ' \t ' })).toEqual({ [field]: `address.${field}Required` });
  });

  it('treats a whitespace-only PIN code as missing', () => {
    expect(errorsOf({ ...valid, pincode: '   ' })).toEqual({ pincode: 'address.pincodeRequired' });
  });

  it.each([
    ['5 digits', '24423'],
    ['7 digits', '2442311'],
    ['letters', '24423a'],
    ['inner space', '244 231'],
    ['a sign', '-24423'],
  ])('rejects a PIN code with %s', (_, pincode) => {
    expect(errorsOf({ ...valid, pincode })).toEqual({ pincode: 'address.pincodeInvalid' });
  });

  it('accepts exactly 6 digits surrounded by spaces', () => {
    expect(validateManualAddress({ ...valid, pincode: ' 110001 ' }).ok).toBe(true);
  });

  it('caps very long text', () => {
    const result = validateManualAddress({ ...valid, street: 'x'.repeat(500) });
    expect(result.ok && result.value.street).toHaveLength(100);
  });
});
