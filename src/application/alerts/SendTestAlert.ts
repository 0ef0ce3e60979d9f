import { inject, injectable } from 'inversify';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { AlertSoundToken, type AlertSound } from '../ports/AlertSound';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceNotificationsToken, type DeviceNotifications, type SystemNotice } from '../ports/DeviceNotifications';
import { alertSettingsOf } from './alertSettingsOf';

/** What a test alert did: whether it chimed, and whether the phone showed it as a notification. */
export interface TestAlertOutcome {
  sound: 'played' | 'blocked' | 'off';
  notification: 'shown' | 'notAllowed' | 'failed';
}

/**
 * 'Send a test alert': everything a real alert does on this device, at once and whatever the
 * ledger says (the person asked for it): a buzz, the chime when sound is on, and a notification in
 * the phone's notification area when they allowed them. Being a tap, it also lets sound play from now on.
 */
@injectable()
export class SendTestAlert {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly settings: AlertSettingsStore,
    @inject(AlertSoundToken) private readonly sound: AlertSound,
    @inject(DeviceNotificationsToken) private readonly notifications: DeviceNotifications,
  ) {}

  async execute(notice: SystemNotice): Promise<TestAlertOutcome> {
    const person = this.currentUser.profile();
    const soundOn = person ? alertSettingsOf(this.settings, person).sound : false;
    // Started before anything is awaited: a phone lets sound play only in the tap's own turn.
    const chime = soundOn ? this.sound.play() : Promise.resolve(null);
    this.notifications.vibrate();
    const shown =
      this.notifications.permission() === 'granted' ? ((await this.notifications.show(notice)) ? 'shown' : 'failed') : 'notAllowed';
    const played = await chime;
    return { sound: played === null ? 'off' : played ? 'played' : 'blocked', notification: shown };
  }
}
