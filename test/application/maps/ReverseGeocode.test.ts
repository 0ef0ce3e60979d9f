import { describe, expect, it } from 'vitest';
import { ReverseGeocode } from '../../../src/application/maps/ReverseGeocode';
import { InMemoryGeocoder } from '../../../src/infrastructure/memory/InMemoryGeocoder';
import { createTestContainer } from '../../support/createTestContainer';

describe('ReverseGeocode', () => {
  it('gives the address at the picked point, keeping the point as its coordinates', async () => {
    const point = { lat: 29.0153, lng: 78.2922 };
    const result = await createTestContainer().get(ReverseGeocode).execute(point);
    expect(result.ok && result.value).toMatchObject({ street: 'Bus Stand', city: 'Dhanaura', pincode: '244231', coordinates: point });
  });

  it.each([
    ['NaN', { lat: Number.NaN, lng: 78 }],
    ['out of range', { lat: 95, lng: 78 }],
  ])('refuses a %s point', async (_, point) => {
    expect(await createTestContainer().get(ReverseGeocode).execute(point)).toEqual({
      ok: false,
      error: { code: 'maps.addressDetailsFailed' },
    });
  });

  it('answers maps.addressDetailsFailed when the geocoder fails', async () => {
    const container = createTestContainer();
    container.get(InMemoryGeocoder).failing = true;
    expect(await container.get(ReverseGeocode).execute({ lat: 29, lng: 78.3 })).toEqual({
      ok: false,
      error: { code: 'maps.addressDetailsFailed' },
    });
  });
});
