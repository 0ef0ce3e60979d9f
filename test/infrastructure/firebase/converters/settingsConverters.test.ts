import { webStoredValues } from '../../../../src/infrastructure/firebase/webStoredValues';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../../src/domain/store/StoreSettings';
import { deliveryCodeFromDoc } from '../../../../src/infrastructure/firebase/converters/deliveryCodeFromDoc';
import { settingsFromDoc } from '../../../../src/infrastructure/firebase/converters/settingsFromDoc';
import { settingsToDoc } from '../../../../src/infrastructure/firebase/converters/settingsToDoc';
import { JAN_10 } from './legacyDocuments';

const DAY = { opens: '07:00', closes: '21:00' };

/** settings/store as the admin dashboard saves it: rupees, a Timestamp, a day off, a closure. */
const savedDoc = {
  name: 'Sharma Kirana',
  address: 'Station Road, Mandi Dhanaura',
  phone: '+91 98370 55555',
  whatsapp: '',
  location: { lat: 29.05, lng: 78.25 },
  deliveryRadiusKm: 6,
  allowedPincodes: ['244231', '244001'],
  deliveryFee: 30.5,
  freeDeliveryFrom: 750,
  minimumOrder: 0,
  hours: [null, DAY, DAY, { opens: '18:00', closes: '02:00' }, DAY, DAY, DAY],
  closure: { date: '2025-01-14', message: 'Closed for Makar Sankranti' },
  maxOpenOrders: 5,
  deliveryCodeEnabled: true,
  updatedAt: Timestamp.fromMillis(JAN_10),
  updatedBy: 'admin-uid',
};

const saved: StoreSettings = {
  name: 'Sharma Kirana',
  address: 'Station Road, Mandi Dhanaura',
  phone: '+91 98370 55555',
  whatsapp: '',
  location: { lat: 29.05, lng: 78.25 },
  deliveryRadiusKm: 6,
  allowedPincodes: ['244231', '244001'],
  deliveryFee: 3050,
  freeDeliveryFrom: 75000,
  minimumOrder: 0,
  hours: [null, DAY, DAY, { opens: '18:00', closes: '02:00' }, DAY, DAY, DAY],
  closure: { date: '2025-01-14', message: 'Closed for Makar Sankranti' },
  maxOpenOrders: 5,
  deliveryCodeEnabled: true,
  updatedAt: JAN_10,
  updatedBy: 'admin-uid',
};

describe('settingsFromDoc', () => {
  it('reads a saved document: rupees as paise, the Timestamp as millis, nulls kept', () => {
    expect(settingsFromDoc(savedDoc)).toEqual(saved);
  });

  it.each([
    ['a missing document', undefined],
    ['null', null],
    ['an empty document', {}],
    ['a list', [1, 2]],
  ])('reads %s as the defaults', (_, data) => {
    expect(settingsFromDoc(data)).toEqual(defaultStoreSettings());
  });

  it('reads numbers typed into the console as text, and ISO or epoch times', () => {
    const typed = settingsFromDoc({
      ...savedDoc,
      deliveryFee: '25',
      minimumOrder: ' 99.5 ',
      deliveryRadiusKm: '8',
      maxOpenOrders: '4',
      updatedAt: '2025-01-10T05:00:00.000Z',
    });
    expect(typed).toMatchObject({ deliveryFee: 2500, minimumOrder: 9950, deliveryRadiusKm: 8, maxOpenOrders: 4, updatedAt: JAN_10 });
  });

  it('reads each odd field as its default and keeps the sound ones', () => {
    const odd = settingsFromDoc({
      name: 'Ram Kirana',
      phone: 9837012345,
      location: { latitude: 29.1, longitude: 78.3 },
      deliveryRadiusKm: -2,
      allowedPincodes: ['244231', 244001, null],
      deliveryFee: 'free',
      freeDeliveryFrom: -1,
      minimumOrder: Number.NaN,
      hours: [DAY, DAY, DAY],
      closure: 'today',
      maxOpenOrders: 2.5,
      deliveryCodeEnabled: 1,
      updatedAt: 'yesterday',
      updatedBy: 42,
      stray: { nested: true },
    });
    const defaults = defaultStoreSettings();
    expect(odd).toEqual({ ...defaults, name: 'Ram Kirana', location: { lat: 29.1, lng: 78.3 }, allowedPincodes: ['244231'] });
  });

  it('keeps good days of a week and replaces a bad one by the default', () => {
    const hours = settingsFromDoc({ hours: [DAY, { opens: '25:00', closes: '21:00' }, null, DAY, DAY, DAY, { opens: 7 }] }).hours;
    expect(hours).toEqual([DAY, DAY, null, DAY, DAY, DAY, DAY]);
  });
});

describe('settingsToDoc', () => {
  it('stores rupees, a Timestamp and nulls, in the fields firestore.rules accept, and reads back the same settings', () => {
    const stored = settingsToDoc(saved, webStoredValues);
    expect(stored).toMatchObject({ deliveryFee: 30.5, freeDeliveryFrom: 750, minimumOrder: 0, closure: saved.closure });
    expect((stored.updatedAt as Timestamp).toMillis()).toBe(JAN_10);
    expect((stored.hours as unknown[])[0]).toBeNull();
    expect(Object.keys(stored).sort()).toEqual(Object.keys(savedDoc).sort());
    expect(settingsFromDoc(stored)).toEqual(saved);
  });

  it('leaves out updatedAt and updatedBy when the settings have none, and stores an open shop as closure null', () => {
    const stored = settingsToDoc(defaultStoreSettings(), webStoredValues);
    expect(stored).not.toHaveProperty('updatedAt');
    expect(stored).not.toHaveProperty('updatedBy');
    expect(stored.closure).toBeNull();
    expect(settingsFromDoc(stored)).toEqual(defaultStoreSettings());
  });
});

describe('deliveryCodeFromDoc', () => {
  it('reads the code, keeping leading zeros of one typed as a number', () => {
    expect(deliveryCodeFromDoc({ userId: 'u', code: '0427' })).toBe('0427');
    expect(deliveryCodeFromDoc({ userId: 'u', code: 427 })).toBe('0427');
  });

  it.each([undefined, null, {}, { code: '' }, { code: 12345 }, { code: true }])('reads %s as no code', (data) => {
    expect(deliveryCodeFromDoc(data)).toBeNull();
  });
});
