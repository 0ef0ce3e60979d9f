import type { Firestore } from 'firebase/firestore';
import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import { settingsFromDoc } from './converters/settingsFromDoc';
import { firestoreCall } from './firestoreCall';
import type { FirestoreReadSdk } from './FirestoreReadSdk';

/** Where the one store settings document lives (firestore.rules: everyone signed in reads, admins write). */
export const SETTINGS_COLLECTION = 'settings';
export const STORE_SETTINGS_DOC = 'store';

/**
 * The one-shot settings read of StoreSettingsRepository, over either Firestore SDK (see
 * FirestoreReadSdk): the home page shows a closure message before the full SDK has arrived.
 */
export class StoreSettingsReads implements Pick<StoreSettingsRepository, 'get'> {
  constructor(
    private readonly sdk: FirestoreReadSdk,
    private readonly db: Firestore,
  ) {}

  get(): Promise<StoreSettings> {
    return firestoreCall(async () => {
      const snap = await this.sdk.getDoc(this.sdk.doc(this.db, SETTINGS_COLLECTION, STORE_SETTINGS_DOC));
      return settingsFromDoc(snap.data());
    });
  }
}
