import { inject, injectable } from 'inversify';
import type { StoreSettings } from '../../domain/store/StoreSettings';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';

/** The store settings, live: the cart, checkout, home and dashboards follow the owner's changes at once. */
@injectable()
export class ObserveStoreSettings {
  constructor(@inject(StoreSettingsRepositoryToken) private readonly settings: StoreSettingsRepository) {}

  execute(listener: (settings: StoreSettings) => void): () => void {
    return this.settings.observe(listener);
  }
}
