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

  it.each([
    ['no coordinates', {}],
    ['NaN coordinates', { coordinates: { lat: Number.NaN, lng: 78 } }],
  ])('refuses a delivery address with %s', (_, shape) => {
    expect(hasValidAddress({ deliveryAddress: withShape(shape) })).toBe(false);
  });

  it('refuses no delivery address, or no profile', () => {
    expect(hasValidAddress({ deliveryAddress: null })).toBe(false);
    expect(hasValidAddress({})).toBe(false);
    expect(hasValidAddress(null)).toBe(false);
  });
});
