import type { ServiceIdentifier } from 'inversify';
import type { AlertSettings } from '../../domain/alerts/AlertSettings';

/** Each person's alert choices on this device (not on their account: a shared phone may want them off). */
export interface AlertSettingsStore {
  /** What the person chose here, or null when they never chose. */
  read(uid: string): AlertSettings | null;
  write(uid: string, settings: AlertSettings): void;
  /** Calls back when anyone's choices change here, in this tab or another; returns unsubscribe. */
  observe(listener: () => void): () => void;
}

export const AlertSettingsStoreToken: ServiceIdentifier<AlertSettingsStore> = Symbol.for('AlertSettingsStore');
