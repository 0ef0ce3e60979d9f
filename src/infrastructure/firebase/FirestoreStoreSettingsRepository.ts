import { webStoredValues } from './webStoredValues';
import { doc, onSnapshot, writeBatch, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import { settingsFromDoc } from './converters/settingsFromDoc';
import { settingsToDoc } from './converters/settingsToDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeDoc } from './observeSnapshot';
import { PUBLIC_SETTINGS_DOC, SETTINGS_COLLECTION, STORE_SETTINGS_DOC, StoreSettingsReads } from './StoreSettingsReads';
import { STORE_PUBLIC_FIELDS } from '../../domain/store/storePublicFacts';

const PUBLIC_KEYS = new Set<string>([...STORE_PUBLIC_FIELDS, 'updatedAt']);

/**
 * settings/store, and its public part settings/public. A missing or odd document reads as the
 * defaults; firestore.rules let only admins write them.
 */
export class FirestoreStoreSettingsRepository implements StoreSettingsRepository {
  private readonly reads: StoreSettingsReads;

  constructor(private readonly db: Firestore) {
    this.reads = new StoreSettingsReads(fullReadSdk, db);
  }

  get(): Promise<StoreSettings> {
    return this.reads.get();
  }

  /** Follows the whole settings; a visitor, whom the rules refuse, follows the public part instead. */
  observe(listener: (settings: StoreSettings) => void): () => void {
    const toSettings = (snap: DocumentSnapshot) => settingsFromDoc(snap.data());
    let stop = onSnapshot(
      this.settingsDoc(STORE_SETTINGS_DOC),
      (snap) => listener(toSettings(snap)),
      (error) => {
        if (error.code !== 'permission-denied') console.error('Firestore listener on settings/store failed', error);
        else stop = observeDoc(this.settingsDoc(PUBLIC_SETTINGS_DOC), toSettings, listener);
      },
    );
    return () => stop();
  }

  /** Both documents in one batch, so the public part never says something the settings do not. */
  save(settings: StoreSettings): Promise<void> {
    const stored = settingsToDoc(settings, webStoredValues);
    const visible = Object.fromEntries(Object.entries(stored).filter(([key]) => PUBLIC_KEYS.has(key)));
    const batch = writeBatch(this.db);
    batch.set(this.settingsDoc(STORE_SETTINGS_DOC), stored);
    batch.set(this.settingsDoc(PUBLIC_SETTINGS_DOC), visible);
    return firestoreCall(() => batch.commit());
  }

  private settingsDoc(name: string) {
    return doc(this.db, SETTINGS_COLLECTION, name);
  }
}
