import type { Firestore } from 'firebase/firestore';
import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import { DataFaultError } from '../../application/ports/DataFaultError';
import { settingsFromDoc } from './converters/settingsFromDoc';
import { firestoreCall } from './firestoreCall';
import type { FirestoreReadSdk } from './FirestoreReadSdk';

/** Where the store settings live (firestore.rules: everyone signed in reads, admins write). */
export const SETTINGS_COLLECTION = 'settings';
export const STORE_SETTINGS_DOC = 'store';
/** The part meant for visitors too (STORE_PUBLIC_FIELDS), written beside it: anyone reads it. */
export const PUBLIC_SETTINGS_DOC = 'public';

/**
 * The one-shot settings read of StoreSettingsRepository, over either Firestore SDK (see
 * FirestoreReadSdk): the home page shows a closure message before the full SDK has arrived.
 */
export class StoreSettingsReads implements Pick<StoreSettingsRepository, 'get'> {
  constructor(
    private readonly sdk: FirestoreReadSdk,
    private readonly db: Firestore,
  ) {}

  /** The whole settings when signed in; a visitor, whom the rules refuse, gets the public part (the rest as defaults). */
  async get(): Promise<StoreSettings> {
    try {
      return await this.read(STORE_SETTINGS_DOC);
    } catch (error) {
      if (error instanceof DataFaultError && error.kind === 'permission') return this.read(PUBLIC_SETTINGS_DOC);
      throw error;
    }
  }

  private read(name: string): Promise<StoreSettings> {
    return firestoreCall(async () => settingsFromDoc((await this.sdk.getDoc(this.sdk.doc(this.db, SETTINGS_COLLECTION, name))).data()));
  }
}
