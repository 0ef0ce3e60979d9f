import { webStoredValues } from './webStoredValues';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import { settingsFromDoc } from './converters/settingsFromDoc';
import { settingsToDoc } from './converters/settingsToDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeDoc } from './observeSnapshot';
import { SETTINGS_COLLECTION, STORE_SETTINGS_DOC, StoreSettingsReads } from './StoreSettingsReads';

/** settings/store. A missing or odd document reads as the defaults; firestore.rules let only admins write it. */
export class FirestoreStoreSettingsRepository implements StoreSettingsRepository {
  private readonly reads: StoreSettingsReads;

  constructor(private readonly db: Firestore) {
    this.reads = new StoreSettingsReads(fullReadSdk, db);
  }

  get(): Promise<StoreSettings> {
    return this.reads.get();
  }

  observe(listener: (settings: StoreSettings) => void): () => void {
    return observeDoc(this.settingsDoc(), (snap) => settingsFromDoc(snap.data()), listener);
  }

  save(settings: StoreSettings): Promise<void> {
    return firestoreCall(() => setDoc(this.settingsDoc(), settingsToDoc(settings, webStoredValues)));
  }

  private settingsDoc() {
    return doc(this.db, SETTINGS_COLLECTION, STORE_SETTINGS_DOC);
  }
}
