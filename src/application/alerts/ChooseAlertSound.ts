import { inject, injectable } from 'inversify';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { AlertSoundToken, type AlertSound } from '../ports/AlertSound';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { alertSettingsOf } from './alertSettingsOf';

/** Sound on or off for the person's alerts on this device; turned on from a tap, it also lets the chime play from now on. */
@injectable()
export class ChooseAlertSound {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly settings: AlertSettingsStore,
    @inject(AlertSoundToken) private readonly sound: AlertSound,
  ) {}

  async execute({ on }: { on: boolean }): Promise<void> {
    const person = this.currentUser.profile();
    if (!person) return;
    const unlocking = on ? this.sound.unlock() : Promise.resolve(true);
    this.settings.write(person.uid, { ...alertSettingsOf(this.settings, person), sound: on });
    await unlocking;
  }
}
