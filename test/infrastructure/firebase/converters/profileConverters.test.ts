import { webStoredValues } from '../../../../src/infrastructure/firebase/webStoredValues';
import { deleteField, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addressToDoc } from '../../../../src/infrastructure/firebase/converters/addressToDoc';
import { profileFromDoc } from '../../../../src/infrastructure/firebase/converters/profileFromDoc';
import { profilePatchToDoc } from '../../../../src/infrastructure/firebase/converters/profilePatchToDoc';
import { profileToDoc } from '../../../../src/infrastructure/firebase/converters/profileToDoc';
import { userFactory } from '../../../factories/userFactory';
import { legacyAdminProfile } from './legacyDocuments';

describe('profileFromDoc', () => {
  it('reads a legacy admin (isAdmin, no userType) as admin, keeping the flag for the migration write', () => {
    const profile = profileFromDoc('uid-admin', legacyAdminProfile);
    expect(profile).toMatchObject({
      uid: 'uid-admin',
      userType: 'admin',
      isAdmin: true,
      createdAt: Date.parse('2024-03-01T10:00:00.000Z'),
    });
  });

  it('reads the three coordinate forms of saved addresses as { lat, lng }', () => {
    const coordinates = profileFromDoc('u', legacyAdminProfile).addresses.map((a) => a.coordinates);
    expect(coordinates).toEqual([
      { lat: 29.01, lng: 78.29 },
      { lat: 29.02, lng: 78.3 },
      { lat: 29.03, lng: 78.31 },
    ]);
  });

  it('reads a profile without userType or flag as customer, and Timestamps as millis', () => {
    const profile = profileFromDoc('u', { email: 'a@b.in', createdAt: Timestamp.fromMillis(5000) });
    expect(profile).toMatchObject({ uid: 'u', userType: 'customer', createdAt: 5000, addresses: [] });
  });
});

describe('profileToDoc and profilePatchToDoc', () => {
  it('stores a profile with Timestamps and reads back the same profile', () => {
    const profile = userFactory.build();
    const stored = profileToDoc(profile, webStoredValues);
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(stored).not.toHaveProperty('isAdmin');
    expect(profileFromDoc(profile.uid, stored)).toEqual(profile);
  });

  it('deletes the legacy isAdmin flag when the patch clears it', () => {
    const patch = profilePatchToDoc({ userType: 'admin', isAdmin: undefined, updatedAt: 7000 }, webStoredValues);
    expect(patch.userType).toBe('admin');
    expect(deleteField().isEqual(patch.isAdmin as ReturnType<typeof deleteField>)).toBe(true);
    expect((patch.updatedAt as Timestamp).toMillis()).toBe(7000);
  });

  it('stores a typed-in address with null coordinates', () => {
    const address = { ...userFactory.build().addresses[0]!, coordinates: null };
    expect(addressToDoc(address).coordinates).toBeNull();
  });
});
