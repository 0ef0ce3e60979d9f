import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import { normaliseStoreSettings } from '../../domain/store/normaliseStoreSettings';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import type { MemoryDatabase } from './MemoryDatabase';

/** The store settings document in memory; whatever is stored is read through normaliseStoreSettings. */
export class InMemoryStoreSettingsRepository implements StoreSettingsRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(): Promise<StoreSettings> {
    this.db.throwFault('settings.get');
    return normaliseStoreSettings(structuredClone(this.db.state.settings));
  }

  observe(listener: (settings: StoreSettings) => void): () => void {
    return this.db.observe((s) => normaliseStoreSettings(s.settings), listener);
  }

  save(settings: StoreSettings): Promise<void> {
    const copy = structuredClone(settings);
    return this.db.write('settings.save', (s) => {
      s.settings = copy;
    });
  }
}
