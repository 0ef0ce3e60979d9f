import { inject, injectable } from 'inversify';
import type { Language } from '../../domain/shared/Language';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { AlertSoundToken, type AlertSound } from '../ports/AlertSound';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceNotificationsToken, type DeviceNotifications } from '../ports/DeviceNotifications';
import { alertSettingsOf } from './alertSettingsOf';
import { SyncAlertDevice } from './SyncAlertDevice';

/**
 * 'Turn on' (issue 38), from the person's tap: alerts on for them on this device, sound allowed
 * (phones play sound only after a tap), the browser's notification permission asked (only here,
 * never unasked), and with it given, this device registered for closed-app alerts.
 */
@injectable()
export class TurnOnAlerts {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly settings: AlertSettingsStore,
    @inject(AlertSoundToken) private readonly sound: AlertSound,
    @inject(DeviceNotificationsToken) private readonly notifications: DeviceNotifications,
    @inject(SyncAlertDevice) private readonly sync: SyncAlertDevice,
  ) {}

  async execute({ language }: { language: Language }): Promise<void> {
    const person = this.currentUser.profile();
    if (!person) return;
    const settings = alertSettingsOf(this.settings, person);
    // Both in the tap's own turn, before anything is awaited: a phone allows them only there.
    const unlocking = settings.sound ? this.sound.unlock() : Promise.resolve(true);
    const asking = this.notifications.permission() === 'default' ? this.notifications.requestPermission() : null;
    await Promise.all([unlocking, asking]);
    this.settings.write(person.uid, { ...settings, enabled: true });
    await this.sync.execute({ language });
  }
}
