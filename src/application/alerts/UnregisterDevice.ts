import { inject, injectable } from 'inversify';
import { isPushToken } from '../../domain/alerts/pushToken';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceTokenRepositoryToken, type DeviceTokenRepository } from '../ports/DeviceTokenRepository';
import { faultCode } from '../shared/faultCode';

/**
 * A device stops getting the signed-in person's closed-app alerts (they sign out, or turn alerts
 * off). Only their own registration is removed; another person's token is left as it is, and the
 * answer is the same either way, so it tells nobody whose a token is.
 */
@injectable()
export class UnregisterDevice {
  constructor(
    @inject(DeviceTokenRepositoryToken) private readonly devices: DeviceTokenRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ token }: { token: string }): Promise<Result<void, ErrorCode>> {
    const person = this.currentUser.profile();
    if (!person) return err('orders.mustBeLoggedIn');
    if (!isPushToken(token)) return err('common.unknown');
    try {
      const stored = await this.devices.get(token);
      if (stored?.uid === person.uid) await this.devices.remove(token);
      return ok(undefined);
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
