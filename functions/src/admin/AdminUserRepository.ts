import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { UserRepository } from '../../../src/application/ports/UserRepository';
import type { SavedAddress } from '../../../src/domain/address/Address';
import type { Millis } from '../../../src/domain/shared/Timestamp';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { addressToDoc } from '../../../src/infrastructure/firebase/converters/addressToDoc';
import {
  removedAddress,
  replacedAddress,
  type AddressBookWrite,
  type StoredAddressBook,
} from '../../../src/infrastructure/firebase/converters/addressBookChanges';
import { profileFromDoc } from '../../../src/infrastructure/firebase/converters/profileFromDoc';
import { profilePatchToDoc } from '../../../src/infrastructure/firebase/converters/profilePatchToDoc';
import { profileToDoc } from '../../../src/infrastructure/firebase/converters/profileToDoc';
import { adminFault } from './adminFault';
import { adminStoredValues as values } from './adminStoredValues';

/**
 * users/{uid} for the server: the caller's own profile (their role is read here, never taken from
 * the browser) and the people an admin's change names. Same documents and shapes as the browser's
 * FirestoreUserRepository.
 */
export class AdminUserRepository implements UserRepository {
  constructor(private readonly db: Firestore) {}

  get(uid: string): Promise<UserProfile | null> {
    return this.call(async () => {
      const snap = await this.userDoc(uid).get();
      return snap.exists ? profileFromDoc(uid, snap.data()) : null;
    });
  }

  create(profile: UserProfile): Promise<void> {
    // create() refuses an existing document, like the browser's transaction.
    return this.call(async () => {
      await this.userDoc(profile.uid).create(profileToDoc(profile, values));
    });
  }

  update(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): Promise<void> {
    return this.call(async () => {
      await this.userDoc(uid).update(profilePatchToDoc(patch, values));
    });
  }

  list(): Promise<UserProfile[]> {
    return this.call(async () => (await this.db.collection('users').get()).docs.map((d) => profileFromDoc(d.id, d.data())));
  }

  appendAddress(uid: string, address: SavedAddress): Promise<void> {
    return this.call(async () => {
      await this.userDoc(uid).update({ addresses: FieldValue.arrayUnion(addressToDoc(address)) });
    });
  }

  replaceAddress(uid: string, address: SavedAddress, updatedAt: Millis): Promise<boolean> {
    return this.changeAddresses(uid, (stored) => replacedAddress(stored, address, updatedAt));
  }

  removeAddress(uid: string, addressId: string, nextDelivery: SavedAddress | null, updatedAt: Millis): Promise<boolean> {
    return this.changeAddresses(uid, (stored) => removedAddress(stored, addressId, nextDelivery, updatedAt));
  }

  observe(uid: string, listener: (profile: UserProfile | null) => void): () => void {
    return this.userDoc(uid).onSnapshot((snap) => listener(snap.exists ? profileFromDoc(uid, snap.data()) : null));
  }

  private changeAddresses(uid: string, change: (stored: StoredAddressBook) => AddressBookWrite): Promise<boolean> {
    return this.call(() =>
      this.db.runTransaction(async (tx) => {
        const ref = this.userDoc(uid);
        const snap = await tx.get(ref);
        if (!snap.exists) throw new DataFaultError('notFound', `users/${uid}`);
        const data = snap.data() ?? {};
        const changed = change({ addresses: Array.isArray(data.addresses) ? data.addresses : [], deliveryAddress: data.deliveryAddress });
        if (!changed) return false;
        tx.update(ref, { addresses: changed.addresses, ...profilePatchToDoc(changed.fields, values) });
        return true;
      }),
    );
  }

  private async call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw adminFault(error);
    }
  }

  private userDoc(uid: string) {
    return this.db.collection('users').doc(uid);
  }
}
