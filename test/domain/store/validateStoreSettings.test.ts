import { describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { storeSettings } from '../../ui/support/storeSettings';
import { normaliseStoreSettings } from '../../../src/domain/store/normaliseStoreSettings';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { validateStoreSettings } from '../../../src/domain/store/validateStoreSettings';

// A store as an owner sets it up: the defaults have no address or phone, which saving requires.
const valid = storeSettings();
const errorsOf = (patch: Partial<StoreSettings>) => {
  const result = validateStoreSettings({ ...valid, ...patch });
  return result.ok ? {} : result.errors;
};

describe('validateStoreSettings', () => {
  it('accepts the defaults, trimming text and dropping blank and repeated PIN codes', () => {
    const result = validateStoreSettings({ ...valid, name: '  Gaon Kirana  ', allowedPincodes: ['244231', ' ', '244231', '244001 '] });
    expect(result).toMatchObject({ ok: true, value: { name: 'Gaon Kirana', allowedPincodes: ['244231', '244001'] } });
  });

  it.each<[string, Partial<StoreSettings>, string, string]>([
    ['a blank name', { name: '   ' }, 'name', 'settings.nameRequired'],
    ['a blank address', { address: '' }, 'address', 'settings.addressRequired'],
    ['a short phone', { phone: '12345' }, 'phone', 'settings.invalidPhone'],
    ['a phone with letters', { phone: '98370abcde' }, 'phone', 'settings.invalidPhone'],
    ['a bad WhatsApp number', { whatsapp: '+91 98' }, 'whatsapp', 'settings.invalidPhone'],
    ['a latitude out of range', { location: { lat: 95, lng: 78 } }, 'location', 'settings.invalidLocation'],
    ['a NaN longitude', { location: { lat: 29, lng: Number.NaN } }, 'location', 'settings.invalidLocation'],
    ['a zero radius', { deliveryRadiusKm: 0 }, 'deliveryRadiusKm', 'settings.invalidRadius'],
    ['a radius over 100 km', { deliveryRadiusKm: 101 }, 'deliveryRadiusKm', 'settings.invalidRadius'],
    ['a 5-digit PIN code', { allowedPincodes: ['24423'] }, 'allowedPincodes', 'settings.invalidPincode'],
    ['a PIN code with letters', { allowedPincodes: ['24423a'] }, 'allowedPincodes', 'settings.invalidPincode'],
    [
      '201 PIN codes',
      { allowedPincodes: Array.from({ length: 201 }, (_, i) => String(244000 + i)) },
      'allowedPincodes',
      'settings.tooManyPincodes',
    ],
    ['a negative fee', { deliveryFee: -100 }, 'deliveryFee', 'settings.invalidAmount'],
    ['a fractional paisa', { minimumOrder: 10.5 }, 'minimumOrder', 'settings.invalidAmount'],
    ['a NaN free-delivery value', { freeDeliveryFrom: Number.NaN }, 'freeDeliveryFrom', 'settings.invalidAmount'],
    [
      'a badly written time',
      { hours: [{ opens: '7', closes: '21:00' }, null, null, null, null, null, null] },
      'hours',
      'settings.invalidHours',
    ],
    ['a cap of 0', { maxOpenOrders: 0 }, 'maxOpenOrders', 'settings.invalidMaxOpenOrders'],
    ['a cap of 1.5', { maxOpenOrders: 1.5 }, 'maxOpenOrders', 'settings.invalidMaxOpenOrders'],
    ['a closure without a message', { closure: { date: '2026-11-25', message: '  ' } }, 'closure', 'settings.closureMessageRequired'],
  ])('refuses %s', (_, patch, field, code) => {
    expect(errorsOf(patch)).toEqual({ [field]: code });
  });

  it('allows no WhatsApp number and a day with no hours', () => {
    expect(validateStoreSettings({ ...valid, whatsapp: '', hours: [null, ...valid.hours.slice(1)] as StoreSettings['hours'] }).ok).toBe(
      true,
    );
  });

  it('keeps markup in the closure message as text, capped', () => {
    const result = validateStoreSettings({ ...valid, closure: { date: '2026-11-25', message: `<script>x</script>${'a'.repeat(500)}` } });
    expect(result.ok && result.value.closure?.message.startsWith('<script>')).toBe(true);
    expect(result.ok && result.value.closure!.message.length).toBe(200);
  });
});

describe('normaliseStoreSettings', () => {
  it('gives the defaults for a missing document or one that is not an object', () => {
    expect(normaliseStoreSettings(undefined)).toEqual(defaultStoreSettings());
    expect(normaliseStoreSettings('settings')).toEqual(defaultStoreSettings());
  });

  it('keeps what is well formed and fills the rest', () => {
    const read = normaliseStoreSettings({
      deliveryFee: 3000,
      minimumOrder: 'a lot',
      maxOpenOrders: -2,
      location: { latitude: 29.1, longitude: 78.3 },
      hours: [null, { opens: '09:00', closes: '18:00' }, { opens: 'x' }, null, null, null, null],
      closure: { date: '2026-11-25' },
      deliveryCodeEnabled: 'yes',
    });
    const base = defaultStoreSettings();
    expect(read.deliveryFee).toBe(3000);
    expect(normaliseStoreSettings({ deliveryRadiusKm: 7.5 }).deliveryRadiusKm).toBe(7.5);
    expect(normaliseStoreSettings({ deliveryRadiusKm: -1 }).deliveryRadiusKm).toBe(base.deliveryRadiusKm);
    expect(read.minimumOrder).toBe(base.minimumOrder);
    expect(read.maxOpenOrders).toBe(base.maxOpenOrders);
    expect(read.location).toEqual({ lat: 29.1, lng: 78.3 });
    expect(read.hours[0]).toBeNull();
    expect(read.hours[1]).toEqual({ opens: '09:00', closes: '18:00' });
    expect(read.hours[2]).toEqual(base.hours[2]);
    expect(read.closure).toBeNull();
    expect(read.deliveryCodeEnabled).toBe(false);
  });
});
