import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../src/domain/address/Address';
import { hasValidAddress } from '../../../src/domain/user/hasValidAddress';
import { addressFactory } from '../../factories/addressFactory';

const withShape = (shape: Record<string, unknown>): SavedAddress => ({ ...addressFactory.build({ coordinates: null }), ...shape });

describe('hasValidAddress', () => {
  it.each([
    ['coordinates {lat, lng}', { coordinates: { lat: 29, lng: 78 } }],
    ['coordinates {latitude, longitude}', { coordinates: { latitude: 29, longitude: 78 } }],
    ['lat/lng', { lat: 29, lng: 78 }],
    ['latitude/longitude', { latitude: 29, longitude: 78 }],
  ])('accepts a delivery address with %s', (_, shape) => {
    expect(hasValidAddress({ deliveryAddress: withShape(shape) })).toBe(true);
  });

  it('accepts an address typed by hand without a map point by its 6-digit PIN code (issue 18)', () => {
    expect(hasValidAddress({ deliveryAddress: withShape({ pincode: '244231' }) })).toBe(true);
    expect(hasValidAddress({ deliveryAddress: withShape({ pincode: ' 244001 ' }) })).toBe(true);
  });

  it.each([
    ['no coordinates and no PIN code', { pincode: '' }],
    ['no coordinates and a 5-digit PIN code', { pincode: '24423' }],
    ['NaN coordinates and no PIN code', { coordinates: { lat: Number.NaN, lng: 78 }, pincode: '' }],
  ])('refuses a delivery address with %s', (_, shape) => {
    expect(hasValidAddress({ deliveryAddress: withShape(shape) })).toBe(false);
  });

  it('refuses no delivery address, or no profile', () => {
    expect(hasValidAddress({ deliveryAddress: null })).toBe(false);
    expect(hasValidAddress({})).toBe(false);
    expect(hasValidAddress(null)).toBe(false);
  });
});
