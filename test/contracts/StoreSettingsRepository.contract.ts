import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreSettingsRepository } from '../../src/application/ports/StoreSettingsRepository';
import { defaultStoreSettings } from '../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../src/domain/store/StoreSettings';
import { liveValues } from './liveValues';

/** One backend's settings adapter over a fresh, empty store. */
export interface StoreSettingsAdapters {
  settings: StoreSettingsRepository;
  /**
   * Stores `raw` as the settings document exactly as given, past the adapter, the way a hand edit
   * in the Firebase console or an older version of the app could have left it.
   */
  storeRaw(raw: Record<string, unknown>): Promise<void>;
  dispose(): Promise<void>;
}

export type StoreSettingsAdaptersFactory = () => Promise<StoreSettingsAdapters>;

/** Every field away from its default: paise that are not whole rupees, a day off, hours past midnight, a closure. */
export const ownerSettings = (): StoreSettings => ({
  name: 'Sharma Kirana',
  address: 'Station Road, Mandi Dhanaura, Amroha 244231',
  phone: '+91 98370 55555',
  whatsapp: '',
  location: { lat: 29.05, lng: 78.25 },
  deliveryRadiusKm: 7,
  allowedPincodes: ['244231', '244001'],
  deliveryFee: 3050,
  freeDeliveryFrom: 75000,
  minimumOrder: 0,
  hours: [
    null,
    { opens: '06:30', closes: '22:00' },
    { opens: '06:30', closes: '22:00' },
    { opens: '18:00', closes: '02:00' },
    { opens: '06:30', closes: '22:00' },
    { opens: '06:30', closes: '22:00' },
    { opens: '08:00', closes: '13:00' },
  ],
  closure: { date: '2025-01-14', message: 'Closed for Makar Sankranti' },
  maxOpenOrders: 5,
  deliveryCodeEnabled: true,
  updatedAt: 1_736_485_200_000,
  updatedBy: 'admin-uid',
});

/** StoreSettingsRepository behaviour every backend must show (issue 12). */
export function storeSettingsRepositoryContract(name: string, make: StoreSettingsAdaptersFactory): void {
  describe(`StoreSettingsRepository contract (${name})`, () => {
    let a: StoreSettingsAdapters;
    beforeEach(async () => {
      a = await make();
    });
    afterEach(async () => {
      await a.dispose();
    });

    it('get gives the defaults while no settings were ever saved', async () => {
      expect(await a.settings.get()).toEqual(defaultStoreSettings());
    });

    it('save then get gives back every field as saved', async () => {
      await a.settings.save(ownerSettings());
      expect(await a.settings.get()).toEqual(ownerSettings());
    });

    it('save replaces the whole document: a reopened shop has no closure left', async () => {
      await a.settings.save(ownerSettings());
      const { updatedAt: _at, updatedBy: _by, ...rest } = ownerSettings();
      await a.settings.save({ ...rest, closure: null, hours: defaultStoreSettings().hours });
      expect(await a.settings.get()).toEqual({ ...rest, closure: null, hours: defaultStoreSettings().hours });
    });

    it('observe fires at once with what is stored, then on every change', async () => {
      const live = liveValues<StoreSettings>((l) => a.settings.observe(l));
      expect(await live.until(() => true)).toEqual(defaultStoreSettings());
      await a.settings.save(ownerSettings());
      expect(await live.until((s) => s.name === 'Sharma Kirana')).toEqual(ownerSettings());
      await a.settings.save({ ...ownerSettings(), deliveryCodeEnabled: false });
      expect(await live.until((s) => s.name === 'Sharma Kirana' && !s.deliveryCodeEnabled)).toEqual({
        ...ownerSettings(),
        deliveryCodeEnabled: false,
      });
      live.unsubscribe();
    });

    it('an odd stored document reads as the defaults field by field, keeping what is sound', async () => {
      await a.storeRaw({
        name: 'Ram Kirana',
        deliveryRadiusKm: 5,
        address: 42,
        deliveryFee: 'lots',
        minimumOrder: -100,
        maxOpenOrders: 0,
        hours: 'always',
        closure: { date: '2025-01-14' },
        deliveryCodeEnabled: 'yes',
        allowedPincodes: 'all',
        location: { lat: 'north' },
        somethingElse: true,
      });
      const defaults = defaultStoreSettings();
      expect(await a.settings.get()).toEqual({ ...defaults, name: 'Ram Kirana', deliveryRadiusKm: 5 });
      const live = liveValues<StoreSettings>((l) => a.settings.observe(l));
      expect(await live.until(() => true)).toEqual({ ...defaults, name: 'Ram Kirana', deliveryRadiusKm: 5 });
      live.unsubscribe();
    });
  });
}
