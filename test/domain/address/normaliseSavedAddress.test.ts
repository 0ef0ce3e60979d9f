import { describe, expect, it } from 'vitest';
import { normaliseSavedAddress } from '../../../src/domain/address/normaliseSavedAddress';

describe('normaliseSavedAddress', () => {
  it('reads an old entry: houseNumber and formattedAddress only, lat/lng on the address', () => {
    const entry = normaliseSavedAddress({ id: 1700000000000, houseNumber: '5', formattedAddress: 'Old Mandi', lat: 29, lng: 78 });
    expect(entry).toMatchObject({
      id: '1700000000000',
      houseNo: '5',
      houseNumber: '5',
      formatted: 'Old Mandi',
      formattedAddress: 'Old Mandi',
      coordinates: { lat: 29, lng: 78 },
      country: 'India',
      label: 'Home',
      createdAt: '',
    });
  });

  it('gives strings for fields of the wrong type', () => {
    const entry = normaliseSavedAddress({ street: { x: 1 }, pincode: 244231, label: 7, coordinates: 'here' });
    expect(entry).toMatchObject({ street: '', pincode: '244231', label: 'Home', coordinates: null });
  });

  it.each([null, 'text', 42, [1, 2]])('gives null for %j', (raw) => {
    expect(normaliseSavedAddress(raw)).toBeNull();
  });
});
