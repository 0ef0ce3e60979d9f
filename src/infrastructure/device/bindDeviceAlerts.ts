import type { Container } from 'inversify';
import { AlertLedgerToken } from '../../application/ports/AlertLedger';
import { AlertSettingsStoreToken } from '../../application/ports/AlertSettingsStore';
import { AlertSoundToken } from '../../application/ports/AlertSound';
import { DeviceNotificationsToken } from '../../application/ports/DeviceNotifications';
import { ScreenWakeLockToken } from '../../application/ports/ScreenWakeLock';
import { BrowserDeviceNotifications } from './BrowserDeviceNotifications';
import { BrowserScreenWakeLock } from './BrowserScreenWakeLock';
import { HtmlAudioAlertSound } from './HtmlAudioAlertSound';
import { IndexedDbAlertLedger } from './IndexedDbAlertLedger';
import { LocalStorageAlertSettings } from './LocalStorageAlertSettings';

/**
 * The browser's own alert ports, the same in every backend: the chime, notifications with the badge
 * and the buzz, the ledger of what was told, each person's choices, and the wake lock. Each backend
 * binds its PushDevices itself. Nothing here touches the browser until an alert or a setting needs it.
 */
export function bindDeviceAlerts(container: Container): void {
  container.bind(AlertSoundToken).toConstantValue(new HtmlAudioAlertSound());
  container.bind(DeviceNotificationsToken).toConstantValue(new BrowserDeviceNotifications());
  container.bind(AlertLedgerToken).toConstantValue(new IndexedDbAlertLedger());
  container.bind(AlertSettingsStoreToken).toConstantValue(new LocalStorageAlertSettings());
  container.bind(ScreenWakeLockToken).toConstantValue(new BrowserScreenWakeLock());
}
