import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/domain/address/Address';
import { validateAddressDetails } from '../../../src/domain/address/validateAddressDetails';

const location: Address = {
  street: 'Station Road',
  area: 'Ward 4',
  city: 'Mandi Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
  country: 'India',
  formatted: 'Station Road, Mandi Dhanaura, Uttar Pradesh 244231, India',
  coordinates: { lat: 29.01, lng: 78.3 },
};

const AT = '2025-03-01T10:00:00.000Z';

describe('validateAddressDetails', () => {
  it('builds the details: trimmed fields, label Home, fullAddress joined with commas, the location kept', () => {
    const result = validateAddressDetails(
      { location, houseNo: ' 12, first floor ', building: ' Shiv Colony ', landmark: ' Near the temple ', instructions: ' Ring twice ' },
      AT,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...location,
        label: 'Home',
        houseNo: '12, first floor',
        building: 'Shiv Colony',
        landmark: 'Near the temple',
        instructions: 'Ring twice',
        fullAddress: '12, first floor, Shiv Colony, Station Road, Mandi Dhanaura, Uttar Pradesh 244231, India',
        createdAt: AT,
      },
    });
  });

  it('leaves optional landmark and instructions empty', () => {
    const result = validateAddressDetails({ location, houseNo: '1', building: 'B' }, AT);
    expect(result.ok && [result.value.landmark, result.value.instructions]).toEqual(['', '']);
  });

  it.each(['Home', 'Work', 'Other'])('keeps the label %s', (label) => {
    const result = validateAddressDetails({ location, houseNo: '1', building: 'B', label }, AT);
    expect(result.ok && result.value.label).toBe(label);
  });

  it('falls back to Home for an unknown label', () => {
    const result = validateAddressDetails({ location, houseNo: '1', building: 'B', label: 'Farm' }, AT);
    expect(result.ok && result.value.label).toBe('Home');
  });

  it('requires house number and building after trimming', () => {
    expect(validateAddressDetails({ location, houseNo: '  ', building: '\n' }, AT)).toEqual({
      ok: false,
      errors: { houseNo: 'address.houseNoRequired', building: 'address.buildingRequired' },
    });
  });

  it('requires a location', () => {
    expect(validateAddressDetails({ location: null, houseNo: '1', building: 'B' }, AT)).toEqual({
      ok: false,
      errors: { location: 'address.noLocation' },
    });
  });

  it('carries initial data of the entry being edited, the form and location winning', () => {
    const result = validateAddressDetails(
      { location, houseNo: '7', building: 'New Block', initialData: { label: 'Work', houseNo: '1', landmark: 'Old' } },
      AT,
    );
    expect(result.ok && result.value).toMatchObject({ label: 'Work', houseNo: '7', building: 'New Block', landmark: '' });
  });

  it('skips a blank formatted line in fullAddress', () => {
    const result = validateAddressDetails({ location: { ...location, formatted: '' }, houseNo: '1', building: 'B' }, AT);
    expect(result.ok && result.value.fullAddress).toBe('1, B');
  });
});
