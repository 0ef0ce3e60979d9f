import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../src/domain/address/distanceKm';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { checkDeliveryArea } from '../../../src/domain/store/deliveryArea';

const store = { ...defaultStoreSettings(), location: { lat: 29, lng: 78 }, deliveryRadiusKm: 10, allowedPincodes: ['244231'] };

/** A point `km` due north of the store, on the same sphere as distanceKm. */
const north = (km: number) => ({ lat: 29 + km / ((Math.PI * 6371) / 180), lng: 78 });

describe('checkDeliveryArea', () => {
  it('accepts an address inside the radius and says how far it is', () => {
    const result = checkDeliveryArea(store, { coordinates: north(4) });
    expect(result).toEqual({ ok: true, value: { distanceKm: 4 } });
  });

  it('accepts an address just inside the radius and refuses one just outside', () => {
    const inside = north(9.99);
    const outside = north(10.01);
    expect(distanceKm(store.location, inside)).toBeCloseTo(9.99, 6);
    expect(checkDeliveryArea(store, { lat: inside.lat, lng: inside.lng }).ok).toBe(true);
    expect(checkDeliveryArea(store, { lat: outside.lat, lng: outside.lng }).ok).toBe(false);
  });

  it('refuses an address just outside, with the distance and the radius', () => {
    const result = checkDeliveryArea(store, { coordinates: { latitude: north(12.34).lat, longitude: 78 } });
    expect(result).toEqual({ ok: false, error: { code: 'store.outsideArea', params: { distance: 12.3, radius: 10 } } });
  });

  it('reads every stored coordinate shape', () => {
    const far = north(30);
    for (const address of [{ coordinates: far }, { lat: far.lat, lng: far.lng }, { latitude: far.lat, longitude: far.lng }]) {
      expect(checkDeliveryArea(store, address).ok).toBe(false);
    }
  });

  it('without coordinates, accepts only a PIN code on the owner list', () => {
    expect(checkDeliveryArea(store, { pincode: ' 244231 ' })).toEqual({ ok: true, value: { distanceKm: null } });
    expect(checkDeliveryArea(store, { pincode: '244001' })).toEqual({
      ok: false,
      error: { code: 'store.pincodeNotServed', params: { pincode: '244001' } },
    });
    expect(checkDeliveryArea(store, {})).toMatchObject({ ok: false, error: { code: 'store.pincodeNotServed' } });
  });
});
