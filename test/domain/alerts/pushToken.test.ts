import { describe, expect, it } from 'vitest';
import { defaultAlertSettings } from '../../../src/domain/alerts/AlertSettings';
import { isPushToken } from '../../../src/domain/alerts/pushToken';

describe('isPushToken', () => {
  it('takes a web push token as Cloud Messaging makes them', () => {
    expect(isPushToken('dXk3Zm9vYmFyLWJheg:APA91bH' + 'x'.repeat(140))).toBe(true);
  });

  it('refuses junk, paths and reserved names: the token is the token store’s document id', () => {
    for (const junk of [
      '',
      'short',
      'a/b'.repeat(10),
      '.'.repeat(30),
      `__${'x'.repeat(30)}__`,
      'x'.repeat(601),
      'ü'.repeat(30),
      42,
      null,
    ]) {
      expect(isPushToken(junk), String(junk)).toBe(false);
    }
  });
});

describe('defaultAlertSettings', () => {
  it('rings for staff, stays silent for customers, and is on for everyone until they choose', () => {
    expect(defaultAlertSettings('delivery')).toEqual({ enabled: true, sound: true });
    expect(defaultAlertSettings('admin')).toEqual({ enabled: true, sound: true });
    expect(defaultAlertSettings('customer')).toEqual({ enabled: true, sound: false });
  });
});
