import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH_RADIUS_METRES, SearchPlaces } from '../../../src/application/maps/SearchPlaces';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { distanceKm } from '../../../src/domain/address/distanceKm';
import { InMemoryGeocoder } from '../../../src/infrastructure/memory/InMemoryGeocoder';
import { MemoryDatabase } from '../../../src/infrastructure/memory/MemoryDatabase';
import { createTestContainer } from '../../support/createTestContainer';
import { storeSettings } from '../../ui/support/storeSettings';

const cities = (result: Awaited<ReturnType<SearchPlaces['execute']>>) => (result.ok ? result.value.map((p) => p.address.city) : result);

describe('SearchPlaces', () => {
  it('finds places by name, case and spaces ignored', async () => {
    const result = await createTestContainer().get(SearchPlaces).execute('  sabzi MANDI ');
    expect(result.ok && result.value.map((p) => p.address.street)).toEqual(['Sabzi Mandi']);
    expect(result.ok && result.value[0]?.location).toEqual({ lat: 29.0061, lng: 78.3018 });
  });

  it('finds places by PIN code', async () => {
    const result = await createTestContainer().get(SearchPlaces).execute('244235');
    expect(cities(result)).toEqual(['Gajraula', 'Gajraula']);
  });

  it('puts the nearest place to the store first, whatever order the maps service answered in', async () => {
    const result = await createTestContainer().get(SearchPlaces).execute('Station Road');
    expect(cities(result)).toEqual(['Dhanaura', 'Gajraula', 'Hasanpur']);
  });

  it('leaves out places beyond 50 km of the store, and says so when nothing near is left', async () => {
    const container = createTestContainer();
    const dehradun = InMemoryGeocoder.places.find((p) => p.address.city === 'Dehradun')!;
    expect(await container.get(InMemoryGeocoder).search('Clock Tower')).toMatchObject({ ok: true, value: [dehradun] });
    expect(PLACE_SEARCH_RADIUS_METRES).toBe(50_000);
    expect(await container.get(SearchPlaces).execute('Clock Tower')).toEqual({ ok: false, error: { code: 'maps.locationNotFound' } });
  });

  it("measures from the store's location in its settings", async () => {
    const container = createTestContainer();
    // A store in Hasanpur: Dhanaura's places are about 32 km away, Gajraula's about 20, still within reach.
    const hasanpur = { lat: 28.7227, lng: 78.2839 };
    await container.get(StoreSettingsRepositoryToken).save(storeSettings({ location: hasanpur }));
    const result = await container.get(SearchPlaces).execute('Station Road');
    expect(cities(result)).toEqual(['Hasanpur', 'Gajraula', 'Dhanaura']);
    const km = result.ok ? result.value.map((p) => distanceKm(hasanpur, p.location)) : [];
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(50);
  });

  it('still searches around the default store location when the settings cannot be read', async () => {
    const container = createTestContainer();
    container.get(MemoryDatabase).failNext('settings.get', new DataFaultError('permission', 'visitor'));
    expect(cities(await container.get(SearchPlaces).execute('Station Road'))).toEqual(['Dhanaura', 'Gajraula', 'Hasanpur']);
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
