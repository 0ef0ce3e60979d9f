import { describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { STORE_PUBLIC_FIELDS, storePublicFacts } from '../../../src/domain/store/storePublicFacts';

describe('storePublicFacts', () => {
  it('keeps only the public part of the settings, blank text as not set', () => {
    const settings = { ...defaultStoreSettings(), address: '  ', phone: '+91 99999 11111', allowedPincodes: ['244231', ' '] };
    expect(storePublicFacts(settings)).toEqual({
      name: 'Gaon Kirana & Feed Store',
      address: null,
      phone: '+91 99999 11111',
      whatsapp: null,
      hours: settings.hours,
      deliveryRadiusKm: 10,
      allowedPincodes: ['244231'],
    });
    expect(Object.keys(storePublicFacts(settings)).sort()).toEqual([...STORE_PUBLIC_FIELDS].sort());
  });

  it('starts a store with no address or numbers of anyone else', () => {
    expect(storePublicFacts(defaultStoreSettings())).toMatchObject({ address: null, phone: null, whatsapp: null });
  });
});
