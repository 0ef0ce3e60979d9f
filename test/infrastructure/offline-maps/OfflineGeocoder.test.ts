import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/domain/address/Address';
import { GAZETTEER } from '../../../src/infrastructure/offline-maps/gazetteer';
import { OfflineGeocoder } from '../../../src/infrastructure/offline-maps/OfflineGeocoder';

const geocoder = new OfflineGeocoder();
const place = (id: string) => {
  const found = GAZETTEER.places.find((p) => p.id === id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};
const areaOf = (id: string, name: string) => {
  const found = place(id).areas.find((a) => a.name === name);
  if (!found) throw new Error(`no area ${name} in ${id}`);
  return found;
};
const typed = (fields: Partial<Address>): Address => ({
  street: '',
  area: '',
  city: '',
  state: 'Uttar Pradesh',
  pincode: '',
  country: 'India',
  formatted: '',
  coordinates: null,
  ...fields,
});

async function searchFor(query: string) {
  const result = await geocoder.search(query, GAZETTEER.store);
  if (!result.ok) throw new Error(`search '${query}' failed with ${result.error.code}`);
  return result.value;
}

describe('gazetteer', () => {
  it('lists 25 to 40 places around the store, each with a PIN code, Hindi name and localities', () => {
    expect(GAZETTEER.places.length).toBeGreaterThanOrEqual(25);
    expect(GAZETTEER.places.length).toBeLessThanOrEqual(40);
    expect(new Set(GAZETTEER.places.map((p) => p.id)).size).toBe(GAZETTEER.places.length);
    for (const p of GAZETTEER.places) {
      expect(p.pincode, p.id).toMatch(/^\d{6}$/);
      expect(p.nameHi, p.id).toMatch(/[\u0900-\u097F]/);
      expect(p.state).toBe('Uttar Pradesh');
      expect(p.areas.length, p.id).toBeGreaterThanOrEqual(1);
      expect(Math.abs(p.location.lat - 29.01), p.id).toBeLessThan(0.4);
      expect(Math.abs(p.location.lng - 78.3), p.id).toBeLessThan(0.4);
    }
    for (const road of GAZETTEER.roads) for (const id of road) expect(() => place(id)).not.toThrow();
  });
});

describe('OfflineGeocoder.reverse', () => {
  it('names the village and mohalla at the store', async () => {
    const result = await geocoder.reverse(GAZETTEER.store);
    expect(result).toEqual({
      ok: true,
      value: {
        street: '',
        area: 'Main Chowk',
        city: 'Sherpur',
        state: 'Uttar Pradesh',
        pincode: '244231',
        country: 'India',
        formatted: 'Main Chowk, Sherpur, Uttar Pradesh, 244231',
        coordinates: GAZETTEER.store,
      },
    });
  });

  it('picks the nearest locality of the nearest town, keeping the exact point asked', async () => {
    const point = { lat: 28.9591, lng: 78.2539 };
    const result = await geocoder.reverse(point);
    expect(result.ok && result.value).toMatchObject({
      area: 'Purani Mandi',
      city: 'Mandi Dhanaura',
      pincode: '244231',
      coordinates: point,
    });
  });

  it('gives only the village when the point is out in the fields', async () => {
    const kanth = place('kanth').location;
    const result = await geocoder.reverse({ lat: kanth.lat + 0.03, lng: kanth.lng });
    expect(result.ok && result.value).toMatchObject({ area: '', city: 'Kanth', formatted: 'Kanth, Uttar Pradesh, 244501' });
  });

  it('says Unknown location far from every known place', async () => {
    const delhi = { lat: 28.6139, lng: 77.209 };
    const result = await geocoder.reverse(delhi);
    expect(result.ok && result.value).toMatchObject({ formatted: 'Unknown location', city: '', country: 'India', coordinates: delhi });
  });

  it('answers asynchronously, like the network geocoder', () => {
    expect(geocoder.reverse(GAZETTEER.store)).toBeInstanceOf(Promise);
  });
});

describe('OfflineGeocoder.search', () => {
  it('finds a town by its English name, exact or by prefix', async () => {
    for (const query of ['Gajraula', 'gajr', '  GAJRAULA ']) {
      const [first] = await searchFor(query);
      expect(first?.address.city, query).toBe('Gajraula');
      expect(first?.location).toEqual(place('gajraula').location);
      expect(first?.address.formatted).toBe('Gajraula, Uttar Pradesh, 244235');
    }
  });

  it('finds a place spelled the way people type it', async () => {
    expect((await searchFor('Dhanora'))[0]?.address.city).toBe('Mandi Dhanaura');
    expect((await searchFor('Nurpur'))[0]?.address.city).toBe('Noorpur');
    expect((await searchFor('Seohara'))[0]?.address.city).toBe('Syohara');
    expect((await searchFor('dhanaura'))[0]?.address.city).toBe('Mandi Dhanaura');
  });

  it('finds places by their Hindi names, with or without nukta', async () => {
    expect((await searchFor('धनौरा'))[0]?.address.city).toBe('Mandi Dhanaura');
    expect((await searchFor('गजरौला'))[0]?.address.city).toBe('Gajraula');
    expect((await searchFor('फजलपुर'))[0]?.address.city).toBe('Fazalpur');
    expect((await searchFor('अमरो'))[0]?.address.city).toBe('Amroha');
  });

  it('finds a mohalla, alone or with its town, at the mohalla itself', async () => {
    const [first] = await searchFor('Purani Mandi Dhanaura');
    expect(first?.address).toMatchObject({
      area: 'Purani Mandi',
      city: 'Mandi Dhanaura',
      formatted: 'Purani Mandi, Mandi Dhanaura, Uttar Pradesh, 244231',
    });
    expect(first?.location).toEqual(areaOf('dhanaura', 'Purani Mandi').location);
    expect((await searchFor('दानिशमंदान'))[0]?.address).toMatchObject({ area: 'Danishmandan', city: 'Amroha' });
  });

  it('finds every place of a PIN code, towns first', async () => {
    const results = await searchFor('246725');
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.every((r) => r.address.pincode === '246725')).toBe(true);
    expect(results[0]?.address.city).toBe('Chandpur');
  });

  it('returns at most 8 results', async () => {
    expect((await searchFor('pur')).length).toBeLessThanOrEqual(8);
  });

  it('reports Location not found for nonsense or an empty query', async () => {
    for (const query of ['qwxz', '', '   ', '999999']) {
      expect(await geocoder.search(query, GAZETTEER.store), query).toEqual({ ok: false, error: { code: 'maps.locationNotFound' } });
    }
  });
});

describe('OfflineGeocoder.locate', () => {
  it('places a typed address at its mohalla when PIN, city and area match', async () => {
    const point = await geocoder.locate(typed({ pincode: '244235', city: 'Gajraula', area: 'Shivpuri' }));
    expect(point).toEqual(areaOf('gajraula', 'Shivpuri').location);
  });

  it('uses the city to choose among the villages sharing a PIN code, else the PIN’s town', async () => {
    expect(await geocoder.locate(typed({ pincode: '244231', city: 'Alampur' }))).toEqual(place('alampur').location);
    expect(await geocoder.locate(typed({ pincode: '244231', city: 'Somewhere Else' }))).toEqual(place('dhanaura').location);
  });

  it('falls back to the city name (English or Hindi) when the PIN code is unknown', async () => {
    expect(await geocoder.locate(typed({ pincode: '110001', city: 'Chandpur' }))).toEqual(place('chandpur').location);
    expect(await geocoder.locate(typed({ pincode: '', city: 'हसनपुर' }))).toEqual(place('hasanpur').location);
  });

  it('returns null for an address it cannot place', async () => {
    expect(await geocoder.locate(typed({ pincode: '400001', city: 'Mumbai', area: 'Colaba' }))).toBeNull();
  });
});
