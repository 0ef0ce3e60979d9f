import { inject, injectable } from 'inversify';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { PushDevicesToken, type PushDevices } from '../ports/PushDevices';
import { ShopCommandsToken, type ShopCommands } from '../ports/ShopCommands';

/** Signing out or turning alerts off never waits longer than this for the push service. */
export const FORGET_WAIT_MS = 4000;

/**
 * This device stops getting the signed-in person's closed-app alerts: their registration is removed
 * on the server and the token deleted at the push service. Run before signing out (the server needs
 * to know who asks). Never throws and never waits long: the server also drops a token the push
 * service stops knowing.
 */
@injectable()
export class ForgetAlertDevice {
  constructor(
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(PushDevicesToken) private readonly push: PushDevices,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const person = this.currentUser.profile();
    const token = person ? this.push.registeredToken(person.uid) : null;
    if (!person || !token) return;
    this.push.remember(person.uid, null);
    const forget = async () => {
      await this.commands.unregisterDevice({ token });
      await this.push.forget();
    };
    try {
      await Promise.race([forget(), this.clock.sleep(FORGET_WAIT_MS)]);
    } catch (error) {
      console.warn('This device could not be forgotten for closed-app alerts', error);
    }
  }
}
