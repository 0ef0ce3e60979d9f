import { inject, injectable } from 'inversify';
import { AlertSettingsStoreToken, type AlertSettingsStore } from '../ports/AlertSettingsStore';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { alertSettingsOf } from './alertSettingsOf';
import { ForgetAlertDevice } from './ForgetAlertDevice';
import { ShowAlertCount } from './ShowAlertCount';

/** 'Turn off': no more alerts for this person on this device, in the open app or closed (the device is forgotten for pushes). */
@injectable()
export class TurnOffAlerts {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AlertSettingsStoreToken) private readonly settings: AlertSettingsStore,
    @inject(ForgetAlertDevice) private readonly forget: ForgetAlertDevice,
    @inject(ShowAlertCount) private readonly count: ShowAlertCount,
  ) {}

  async execute(): Promise<void> {
    const person = this.currentUser.profile();
    if (!person) return;
    this.settings.write(person.uid, { ...alertSettingsOf(this.settings, person), enabled: false });
    this.count.execute(0);
    await this.forget.execute();
  }
}
