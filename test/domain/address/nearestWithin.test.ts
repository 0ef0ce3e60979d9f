import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../src/domain/address/distanceKm';
import { nearestWithin } from '../../../src/domain/address/nearestWithin';

const store = { lat: 29.010975, lng: 78.297462 };
const at = (name: string, lat: number, lng: number) => ({ name, point: { lat, lng } });

describe('nearestWithin', () => {
  it('keeps what lies within the radius, nearest first, the edge included', () => {
    const amroha = at('Amroha', 28.9036, 78.4676);
    const edge = distanceKm(store, amroha.point);
    const places = [amroha, at('Dehradun', 30.3243, 78.0418), at('Dhanaura', 29.0152, 78.2921), at('Gajraula', 28.8991, 78.2702)];
    expect(nearestWithin(places, store, edge, (p) => p.point).map((p) => p.name)).toEqual(['Dhanaura', 'Gajraula', 'Amroha']);
    expect(nearestWithin(places, store, edge - 0.001, (p) => p.point).map((p) => p.name)).toEqual(['Dhanaura', 'Gajraula']);
  });

  it('keeps the given order for places equally far', () => {
    const twins = [at('first', 29.1, 78.3), at('second', 29.1, 78.3)];
    expect(nearestWithin(twins, store, 50, (p) => p.point).map((p) => p.name)).toEqual(['first', 'second']);
  });
});
