import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../src/domain/address/distanceKm';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 29.01, lng: 78.29 }, { lat: 29.01, lng: 78.29 })).toBe(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceKm({ lat: 29, lng: 78 }, { lat: 30, lng: 78 })).toBeCloseTo(111.19, 1);
  });

  it('measures the two SPEC map centres about 13 km apart, in either direction', () => {
    const store = { lat: 29.010975, lng: 78.297462 };
    const town = { lat: 28.8955, lng: 78.2659 };
    expect(distanceKm(store, town)).toBeCloseTo(13.2, 0);
    expect(distanceKm(town, store)).toBeCloseTo(distanceKm(store, town), 10);
  });

  it('handles antipodes without NaN', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20015.1, 0);
  });
});
