import { inject, injectable } from 'inversify';
import type { Language } from '../../domain/shared/Language';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceNotificationsToken, type DeviceNotifications } from '../ports/DeviceNotifications';
import { PushDevicesToken, type PushDevices } from '../ports/PushDevices';
import { ShopCommandsToken, type ShopCommands } from '../ports/ShopCommands';
import { alertSettingsOf } from './alertSettingsOf';
import type { ClosedAppAlerts } from './ObserveAlertSetup';

/**
 * Keeps this device registered for the signed-in person's closed-app alerts, in the language they
 * read now: run when the app opens (a token can change), when the language changes and when alerts
 * are turned on. Only with alerts on, notifications allowed and a push service: only then does the
 * push SDK load. The push service out of reach leaves the open app's alerts as they are.
 */
@injectable()
export class SyncAlertDevice {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly settings: AlertSettingsStore,
    @inject(DeviceNotificationsToken) private readonly notifications: DeviceNotifications,
    @inject(PushDevicesToken) private readonly push: PushDevices,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
  ) {}

  async execute({ language }: { language: Language }): Promise<ClosedAppAlerts> {
    const person = this.currentUser.profile();
    if (!person) return 'off';
    const availability = this.push.availability();
    if (availability !== 'ready') return availability;
    if (!alertSettingsOf(this.settings, person).enabled || this.notifications.permission() !== 'granted') return 'off';
    try {
      let token = await this.push.token();
      let registered = await this.commands.registerDevice({ token, language });
      if (!registered.ok && registered.error.code === 'common.permission') {
        // The token is still someone else's (they left without signing out): a new one is this person's.
        await this.push.forget();
        token = await this.push.token();
        registered = await this.commands.registerDevice({ token, language });
      }
      if (!registered.ok) return 'notSetUp';
      this.push.remember(person.uid, token);
      return 'on';
    } catch (error) {
      console.warn('Closed-app alerts could not be set up', error);
      return 'notSetUp';
    }
  }
}
