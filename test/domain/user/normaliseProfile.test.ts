import { describe, expect, it } from 'vitest';
import { normaliseProfile } from '../../../src/domain/user/normaliseProfile';
import { userFactory } from '../../factories/userFactory';

describe('normaliseProfile', () => {
  it('leaves a well-formed profile as it is', () => {
    const profile = userFactory.build();
    expect(normaliseProfile(profile)).toEqual(profile);
  });

  it('reads an empty document with defaults, taking the uid from the document id', () => {
    expect(normaliseProfile({}, 'u1')).toEqual({
      uid: 'u1',
      email: '',
      name: '',
      userType: 'customer',
      createdAt: 0,
      updatedAt: 0,
      addresses: [],
    });
  });

  it.each([null, undefined, 'text', 7, []])('reads %j as an empty document', (raw) => {
    expect(normaliseProfile(raw, 'u1')).toMatchObject({ uid: 'u1', userType: 'customer', addresses: [] });
  });

  it('turns an unknown userType into customer', () => {
    expect(normaliseProfile({ userType: 'superuser' }).userType).toBe('customer');
  });

  it('derives the type of a legacy admin from the flag and keeps the flag for the migration', () => {
    expect(normaliseProfile({ isAdmin: true })).toMatchObject({ userType: 'admin', isAdmin: true });
  });

  it('drops fields of the wrong type', () => {
    const profile = normaliseProfile({ name: 42, village: ['x'], profileCompleted: 'yes', isAdmin: 'true', updatedBy: 3 });
    expect(profile).toEqual({ uid: '', email: '', name: '', userType: 'customer', createdAt: 0, updatedAt: 0, addresses: [] });
  });

  it('reads times as numbers, ISO strings or timestamp objects', () => {
    expect(normaliseProfile({ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: { seconds: 2 } })).toMatchObject({
      createdAt: Date.UTC(2025, 0, 1),
      updatedAt: 2000,
    });
    expect(normaliseProfile({ createdAt: { toMillis: () => 5 }, updatedAt: Number.NaN })).toMatchObject({
      createdAt: 5,
      updatedAt: 0,
    });
  });

  it('turns addresses that are not a list into [] and skips entries that are not objects', () => {
    expect(normaliseProfile({ addresses: { a: 1 } }).addresses).toEqual([]);
    expect(normaliseProfile({ addresses: [null, 'x', { id: '1', lat: 29, lng: 78 }] }).addresses).toMatchObject([
      { id: '1', coordinates: { lat: 29, lng: 78 } },
    ]);
  });

  it('keeps a null delivery address and drops one of the wrong type', () => {
    expect(normaliseProfile({ deliveryAddress: null }).deliveryAddress).toBeNull();
    expect(normaliseProfile({ deliveryAddress: 'home' })).not.toHaveProperty('deliveryAddress');
  });
});
