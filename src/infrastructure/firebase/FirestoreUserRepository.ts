import { webStoredValues } from './webStoredValues';
import { arrayUnion, collection, doc, getDocs, runTransaction, updateDoc, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import { DataFaultError } from '../../application/ports/DataFaultError';
import type { UserRepository } from '../../application/ports/UserRepository';
import type { SavedAddress } from '../../domain/address/Address';
import type { Millis } from '../../domain/shared/Timestamp';
import type { UserProfile } from '../../domain/user/UserProfile';
import { addressToDoc } from './converters/addressToDoc';
import { removedAddress, replacedAddress, type AddressBookWrite, type StoredAddressBook } from './converters/addressBookChanges';
import { profileFromDoc } from './converters/profileFromDoc';
import { profilePatchToDoc } from './converters/profilePatchToDoc';
import { profileToDoc } from './converters/profileToDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeDoc } from './observeSnapshot';
import { ProfileReads } from './ProfileReads';

const fromSnap = (snap: DocumentSnapshot): UserProfile | null => (snap.exists() ? profileFromDoc(snap.id, snap.data()) : null);

/** users/{uid}. Legacy shapes (isAdmin without userType, old address fields) are read by the domain's normaliser. */
export class FirestoreUserRepository implements UserRepository {
  private readonly reads: ProfileReads;

  constructor(private readonly db: Firestore) {
    this.reads = new ProfileReads(fullReadSdk, db);
  }

  get(uid: string): Promise<UserProfile | null> {
    return this.reads.get(uid);
  }

  create(profile: UserProfile): Promise<void> {
    return firestoreCall(() =>
      runTransaction(this.db, async (tx) => {
        const ref = this.userDoc(profile.uid);
        // A plain set would overwrite a profile written meanwhile by another tab or device.
        if ((await tx.get(ref)).exists()) throw new DataFaultError('conflict', `users/${profile.uid} exists`);
        tx.set(ref, profileToDoc(profile, webStoredValues));
      }),
    );
  }

  update(uid: string, patch: Partial<Omit<UserProfile, 'uid'>>): Promise<void> {
    // updateDoc fails with not-found on a missing profile rather than creating half of one.
    return firestoreCall(() => updateDoc(this.userDoc(uid), profilePatchToDoc(patch, webStoredValues)));
  }

  list(): Promise<UserProfile[]> {
    return firestoreCall(async () => (await getDocs(collection(this.db, 'users'))).docs.map((d) => profileFromDoc(d.id, d.data())));
  }

  appendAddress(uid: string, address: SavedAddress): Promise<void> {
    return firestoreCall(() => updateDoc(this.userDoc(uid), { addresses: arrayUnion(addressToDoc(address)) }));
  }

  replaceAddress(uid: string, address: SavedAddress, updatedAt: Millis): Promise<boolean> {
    return this.changeAddresses(uid, (stored) => replacedAddress(stored, address, updatedAt));
  }

  removeAddress(uid: string, addressId: string, nextDelivery: SavedAddress | null, updatedAt: Millis): Promise<boolean> {
    return this.changeAddresses(uid, (stored) => removedAddress(stored, addressId, nextDelivery, updatedAt));
  }

  observe(uid: string, listener: (profile: UserProfile | null) => void): () => void {
    return observeDoc(this.userDoc(uid), fromSnap, listener);
  }

  /**
   * A transaction, so an address added or changed on another phone meanwhile is not lost: the
   * list is read and written whole (Firestore cannot change one element of an array in place).
   */
  private changeAddresses(uid: string, change: (stored: StoredAddressBook) => AddressBookWrite): Promise<boolean> {
    return firestoreCall(() =>
      runTransaction(this.db, async (tx) => {
        const ref = this.userDoc(uid);
        const snap = await tx.get(ref);
        if (!snap.exists()) throw new DataFaultError('notFound', `users/${uid}`);
        const data = snap.data();
        const changed = change({ addresses: Array.isArray(data.addresses) ? data.addresses : [], deliveryAddress: data.deliveryAddress });
        if (!changed) return false;
        tx.update(ref, { addresses: changed.addresses, ...profilePatchToDoc(changed.fields, webStoredValues) });
        return true;
      }),
    );
  }

  private userDoc(uid: string) {
    return doc(this.db, 'users', uid);
  }
}
