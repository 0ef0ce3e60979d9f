import { describe, expect, it } from 'vitest';
import { SearchPlaces } from '../../../src/application/maps/SearchPlaces';
import { InMemoryGeocoder } from '../../../src/infrastructure/memory/InMemoryGeocoder';
import { createTestContainer } from '../../support/createTestContainer';

describe('SearchPlaces', () => {
  it('finds places by name, case and spaces ignored', async () => {
    const result = await createTestContainer().get(SearchPlaces).execute('  sabzi MANDI ');
    expect(result.ok && result.value.map((p) => p.address.street)).toEqual(['Sabzi Mandi']);
    expect(result.ok && result.value[0]?.location).toEqual({ lat: 29.0061, lng: 78.3018 });
  });

  it('finds places by PIN code', async () => {
    const result = await createTestContainer().get(SearchPlaces).execute('244235');
    expect(result.ok && result.value.map((p) => p.address.city)).toEqual(['Gajraula', 'Gajraula']);
  });

  it.each(['', '   '])('refuses the blank query %j', async (query) => {
    expect(await createTestContainer().get(SearchPlaces).execute(query)).toEqual({
      ok: false,
      error: { code: 'maps.locationNotFound' },
    });
  });

  it('answers maps.locationNotFound when nothing matches', async () => {
    expect(await createTestContainer().get(SearchPlaces).execute('Mumbai')).toEqual({
      ok: false,
      error: { code: 'maps.locationNotFound' },
    });
  });

  it('answers maps.searchFailed when the geocoder fails', async () => {
    const container = createTestContainer();
    container.get(InMemoryGeocoder).failing = true;
    expect(await container.get(SearchPlaces).execute('Bus Stand')).toEqual({ ok: false, error: { code: 'maps.searchFailed' } });
  });
});
