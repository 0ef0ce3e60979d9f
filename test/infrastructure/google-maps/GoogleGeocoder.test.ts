import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../src/domain/address/Address';
import { GoogleGeocoder } from '../../../src/infrastructure/google-maps/GoogleGeocoder';
import { GoogleMapsLoader } from '../../../src/infrastructure/google-maps/GoogleMapsLoader';
import { FakeGeocoder, FakePlace, installFakeGoogleMaps, uninstallGoogleMaps } from './fakeGoogleMaps';
import { forwardBijnor, requestDenied, reverseChandpur, reverseNothing, searchDhampurBusStand } from './googleFixtures';

const PICKED = { lat: 29.1367, lng: 78.2712 };
const STORE = { lat: 29.010975, lng: 78.297462 };

const TYPED: Address = {
  street: '12 Station Road',
  area: 'Civil Lines',
  city: 'Bijnor',
  state: 'Uttar Pradesh',
  pincode: '246701',
  country: 'India',
  formatted: '12 Station Road, Civil Lines, Bijnor, Uttar Pradesh, 246701',
  coordinates: null,
};

const geocoder = (key = 'real-key') => new GoogleGeocoder(new GoogleMapsLoader(key));

describe('GoogleGeocoder', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeGoogleMaps();
  });
  afterEach(() => uninstallGoogleMaps());

  describe('reverse', () => {
    it('maps the first result to the picked address, keeping the picked point', async () => {
      FakeGeocoder.respond = () => Promise.resolve(reverseChandpur);
      const result = await geocoder().reverse(PICKED);
      expect(result).toEqual({
        ok: true,
        value: {
          street: 'Kashipur Road',
          area: 'Mohalla Chaudhariyan',
          city: 'Chandpur',
          state: 'Uttar Pradesh',
          pincode: '246725',
          country: 'India',
          formatted: 'Kashipur Rd, Mohalla Chaudhariyan, Chandpur, Uttar Pradesh 246725, India',
          coordinates: PICKED,
        },
      });
      expect(FakeGeocoder.requests).toEqual([{ location: PICKED, fulfillOnZeroResults: true }]);
    });

    it("gives 'Unknown location' at the picked point when nothing is known there", async () => {
      FakeGeocoder.respond = () => Promise.resolve(reverseNothing);
      const result = await geocoder().reverse(PICKED);
      expect(result.ok && result.value).toMatchObject({ formatted: 'Unknown location', coordinates: PICKED, street: '' });
    });

    it('reports maps.addressDetailsFailed when the geocoder refuses', async () => {
      FakeGeocoder.respond = () => Promise.reject(requestDenied);
      expect(await geocoder().reverse(PICKED)).toEqual({ ok: false, error: { code: 'maps.addressDetailsFailed' } });
    });

    it('reports maps.addressDetailsFailed when Maps cannot load', async () => {
      expect(await geocoder('your_api_key').reverse(PICKED)).toEqual({
        ok: false,
        error: { code: 'maps.addressDetailsFailed' },
      });
    });
  });

  describe('search', () => {
    it('searches the text around the given point (the store) within 50 km and returns the places in India', async () => {
      FakePlace.respond = () => Promise.resolve(searchDhampurBusStand);
      const result = await geocoder().search('  Dhampur bus stand ', STORE);

      expect(FakePlace.requests).toEqual([
        {
          textQuery: 'Dhampur bus stand',
          fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'],
          locationBias: { center: STORE, radius: 50000 },
          region: 'in',
          language: 'en',
        },
      ]);
      expect(result).toEqual({
        ok: true,
        value: [
          {
            location: { lat: 29.30832, lng: 78.51044 },
            address: {
              street: 'Nagina Road',
              area: '',
              city: 'Dhampur',
              state: 'Uttar Pradesh',
              pincode: '246761',
              country: 'India',
              formatted: 'Nagina Rd, Dhampur, Uttar Pradesh 246761, India',
              coordinates: { lat: 29.30832, lng: 78.51044 },
            },
          },
        ],
      });
    });

    it('reports maps.locationNotFound when nothing matches', async () => {
      expect(await geocoder().search('zzqx', STORE)).toEqual({ ok: false, error: { code: 'maps.locationNotFound' } });
    });

    it('reports maps.locationNotFound when every match lies outside India', async () => {
      FakePlace.respond = () => Promise.resolve({ places: searchDhampurBusStand.places.slice(1) });
      expect(await geocoder().search('Dhampur bus park', STORE)).toEqual({ ok: false, error: { code: 'maps.locationNotFound' } });
    });

    it('does not search for blank text', async () => {
      expect(await geocoder().search('   ', STORE)).toEqual({ ok: false, error: { code: 'maps.locationNotFound' } });
      expect(FakePlace.requests).toEqual([]);
    });

    it('reports maps.searchFailed when the search fails', async () => {
      FakePlace.respond = () => Promise.reject(Object.assign(new Error('PERMISSION_DENIED'), { code: 'PERMISSION_DENIED' }));
      expect(await geocoder().search('Dhampur', STORE)).toEqual({ ok: false, error: { code: 'maps.searchFailed' } });
    });

    it('reports maps.searchFailed when Maps cannot load', async () => {
      installFakeGoogleMaps(() => Promise.reject(new Error('The Google Maps JavaScript API could not load.')));
      expect(await geocoder().search('Dhampur', STORE)).toEqual({ ok: false, error: { code: 'maps.searchFailed' } });
    });
  });

  describe('locate', () => {
    it('places a typed address, restricted to India', async () => {
      FakeGeocoder.respond = () => Promise.resolve(forwardBijnor);
      expect(await geocoder().locate(TYPED)).toEqual({ lat: 29.37245, lng: 78.13582 });
      expect(FakeGeocoder.requests).toEqual([
        { address: TYPED.formatted, componentRestrictions: { country: 'IN' }, fulfillOnZeroResults: true },
      ]);
    });

    it('builds the query from the parts when the formatted line is blank', async () => {
      FakeGeocoder.respond = () => Promise.resolve(forwardBijnor);
      await geocoder().locate({ ...TYPED, formatted: ' ', area: '' });
      expect(FakeGeocoder.requests[0]?.address).toBe('12 Station Road, Bijnor, Uttar Pradesh, 246701');
    });

    it('leaves the address without coordinates when Google cannot place it or fails', async () => {
      FakeGeocoder.respond = () => Promise.resolve(reverseNothing);
      expect(await geocoder().locate(TYPED)).toBeNull();
      FakeGeocoder.respond = () => Promise.reject(requestDenied);
      expect(await geocoder().locate(TYPED)).toBeNull();
      expect(await geocoder('').locate(TYPED)).toBeNull();
    });
  });
});
