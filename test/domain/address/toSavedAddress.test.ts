import { describe, expect, it } from 'vitest';
import type { AddressDetails } from '../../../src/domain/address/Address';
import { toSavedAddress } from '../../../src/domain/address/toSavedAddress';

const details: AddressDetails = {
  street: 'Station Road',
  area: 'Ward 4',
  city: 'Mandi Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
  country: 'India',
  formatted: 'Station Road, Mandi Dhanaura',
  coordinates: { lat: 29.01, lng: 78.3 },
  label: 'Work',
  houseNo: '12',
  building: 'Shiv Colony',
  landmark: 'Temple',
  instructions: 'Call first',
  fullAddress: '12, Shiv Colony, Station Road, Mandi Dhanaura',
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('toSavedAddress', () => {
  it('adds the SPEC entry fields beside the form details', () => {
    expect(toSavedAddress(details, '1740823200000')).toEqual({
      ...details,
      id: '1740823200000',
      formattedAddress: '12, Shiv Colony, Station Road, Mandi Dhanaura',
      houseNumber: '12',
    });
  });

  it('falls back to the formatted line when there is no full address', () => {
    expect(toSavedAddress({ ...details, fullAddress: '' }, '1').formattedAddress).toBe('Station Road, Mandi Dhanaura');
  });
});
