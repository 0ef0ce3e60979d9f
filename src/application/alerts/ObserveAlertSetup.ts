import { inject, injectable } from 'inversify';
import type { AlertSettings } from '../../domain/alerts/AlertSettings';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { AlertSoundToken, type AlertSound, type SoundState } from '../ports/AlertSound';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceNotificationsToken, type DeviceNotifications, type NotificationPermissionState } from '../ports/DeviceNotifications';
import { PushDevicesToken, type PushDevices } from '../ports/PushDevices';
import { alertSettingsOf } from './alertSettingsOf';

/**
 * Closed-app alerts on this device: 'on' (this device's token is registered for the person), 'off'
 * (alerts or notifications are not on here), 'notSetUp' (the shop has no push service, or it could
 * not be reached), 'unsupported' (this browser has no web push: an iPhone outside the installed app).
 */
export type ClosedAppAlerts = 'on' | 'off' | 'notSetUp' | 'unsupported';

/** Everything the person's alert settings on this device show. */
export interface AlertSetup {
  settings: AlertSettings;
  permission: NotificationPermissionState;
  sound: SoundState;
  closedApp: ClosedAppAlerts;
}

/** The signed-in person's alert set-up on this device, reported at once and after every change to it; null when nobody is signed in. */
@injectable()
export class ObserveAlertSetup {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly store: AlertSettingsStore,
    @inject(AlertSoundToken) private readonly sound: AlertSound,
    @inject(DeviceNotificationsToken) private readonly notifications: DeviceNotifications,
    @inject(PushDevicesToken) private readonly push: PushDevices,
  ) {}

  execute(listener: (setup: AlertSetup | null) => void): () => void {
    const report = () => listener(this.read());
    const stops = [this.currentUser.observe(report), this.store.observe(report), this.sound.observe(report)];
    return () => stops.forEach((stop) => stop());
  }

  private read(): AlertSetup | null {
    const person = this.currentUser.profile();
    if (!person) return null;
    const settings = alertSettingsOf(this.store, person);
    const permission = this.notifications.permission();
    return { settings, permission, sound: this.sound.state(), closedApp: this.closedApp(person.uid, settings, permission) };
  }

  private closedApp(uid: string, settings: AlertSettings, permission: NotificationPermissionState): ClosedAppAlerts {
    const availability = this.push.availability();
    if (availability !== 'ready') return availability;
    if (!settings.enabled || permission !== 'granted') return 'off';
    return this.push.registeredToken(uid) ? 'on' : 'notSetUp';
  }
}
