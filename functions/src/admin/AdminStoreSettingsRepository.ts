import type { Firestore } from 'firebase-admin/firestore';
import type { StoreSettingsRepository } from '../../../src/application/ports/StoreSettingsRepository';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { settingsFromDoc } from '../../../src/infrastructure/firebase/converters/settingsFromDoc';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { SETTINGS_COLLECTION, STORE_SETTINGS_DOC } from '../../../src/infrastructure/firebase/StoreSettingsReads';
import { adminFault } from './adminFault';
import { adminStoredValues } from './adminStoredValues';

/** settings/store, read by the server where checkout applies the owner's rules; a missing document reads as the defaults. */
export class AdminStoreSettingsRepository implements StoreSettingsRepository {
  constructor(private readonly db: Firestore) {}

  async get(): Promise<StoreSettings> {
    try {
      return settingsFromDoc((await this.settingsDoc().get()).data());
    } catch (error) {
      throw adminFault(error);
    }
  }

  observe(listener: (settings: StoreSettings) => void): () => void {
    return this.settingsDoc().onSnapshot((snap) => listener(settingsFromDoc(snap.data())));
  }

  async save(settings: StoreSettings): Promise<void> {
    try {
      await this.settingsDoc().set(settingsToDoc(settings, adminStoredValues));
    } catch (error) {
      throw adminFault(error);
    }
  }

  private settingsDoc() {
    return this.db.collection(SETTINGS_COLLECTION).doc(STORE_SETTINGS_DOC);
  }
}
