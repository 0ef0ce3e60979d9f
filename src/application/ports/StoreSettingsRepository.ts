import type { ServiceIdentifier } from 'inversify';
import type { StoreSettings } from '../../domain/store/StoreSettings';

/**
 * The one store settings document. Reads never fail for a missing or odd document:
 * they give normaliseStoreSettings' defaults. Everyone signed in reads; only admins save.
 */
export interface StoreSettingsRepository {
  get(): Promise<StoreSettings>;
  /** Fires at once and on every change. Returns unsubscribe. */
  observe(listener: (settings: StoreSettings) => void): () => void;
  /** Replaces the document. SaveStoreSettings admits only admins; in Firebase mode the rules refuse anyone else too. */
  save(settings: StoreSettings): Promise<void>;
}

export const StoreSettingsRepositoryToken: ServiceIdentifier<StoreSettingsRepository> = Symbol.for('StoreSettingsRepository');
