import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import { normaliseStoreSettings } from '../../domain/store/normaliseStoreSettings';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import type { LocalDatabase } from './LocalDatabase';
import { observeLive } from './observeLive';
import { STORE_SETTINGS_KEY } from './storeSettingsKey';
import { withDataFault } from './withDataFault';

/** The store settings document in IndexedDB; a missing or odd record reads as normaliseStoreSettings' defaults. */
export class LocalStoreSettingsRepository implements StoreSettingsRepository {
  constructor(private readonly db: LocalDatabase) {}

  get(): Promise<StoreSettings> {
    return withDataFault(() => this.read());
  }

  /** A live query, so a change saved in another tab (the owner's) reaches this one too. */
  observe(listener: (settings: StoreSettings) => void): () => void {
    return observeLive(() => this.read(), listener);
  }

  save(settings: StoreSettings): Promise<void> {
    return withDataFault(async () => {
      await this.db.settings.put({ key: STORE_SETTINGS_KEY, value: settings });
    });
  }

  private async read(): Promise<StoreSettings> {
    return normaliseStoreSettings((await this.db.settings.get(STORE_SETTINGS_KEY))?.value);
  }
}
