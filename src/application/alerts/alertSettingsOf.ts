import { defaultAlertSettings, type AlertSettings } from '../../domain/alerts/AlertSettings';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { AlertSettingsStore } from '../ports/AlertSettingsStore';

/** The person's choices on this device, or their role's defaults until they choose. */
export const alertSettingsOf = (store: AlertSettingsStore, person: UserProfile): AlertSettings =>
  store.read(person.uid) ?? defaultAlertSettings(roleOf(person));
