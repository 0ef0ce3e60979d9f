import type { Firestore } from 'firebase/firestore';
import type { UserRepository } from '../../application/ports/UserRepository';
import type { UserProfile } from '../../domain/user/UserProfile';
import { profileFromDoc } from './converters/profileFromDoc';
import { firestoreCall } from './firestoreCall';
import type { FirestoreReadSdk } from './FirestoreReadSdk';

/** The one-shot profile read of UserRepository, over either Firestore SDK (see FirestoreReadSdk). */
export class ProfileReads implements Pick<UserRepository, 'get'> {
  constructor(
    private readonly sdk: FirestoreReadSdk,
    private readonly db: Firestore,
  ) {}

  get(uid: string): Promise<UserProfile | null> {
    return firestoreCall(async () => {
      const snap = await this.sdk.getDoc(this.sdk.doc(this.db, 'users', uid));
      return snap.exists() ? profileFromDoc(snap.id, snap.data()) : null;
    });
  }
}
