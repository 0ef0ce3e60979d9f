import { inject, injectable } from 'inversify';
import { isPushToken } from '../../domain/alerts/pushToken';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { isLanguage, type Language } from '../../domain/shared/Language';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DeviceTokenRepositoryToken, type DeviceTokenRepository } from '../ports/DeviceTokenRepository';
import { faultCode } from '../shared/faultCode';

export interface RegisterDeviceInput {
  token: string;
  language: Language;
}

/** A person's devices kept at most: a new one pushes out the one registered longest ago, so nobody can fill the store. */
export const MAX_DEVICES_PER_PERSON = 10;

/**
 * A device of the signed-in person asks for closed-app alerts (issue 38): its push token is kept for
 * them (the server alone reads the store), with the language its pushes are written in and whether
 * they are staff. A token someone else registered stays theirs ('common.permission'): nobody takes
 * over another person's alerts. A phone whose last person did not sign out cleanly deletes that
 * token at the push service and registers a new one (SyncAlertDevice).
 */
@injectable()
export class RegisterDevice {
  constructor(
    @inject(DeviceTokenRepositoryToken) private readonly devices: DeviceTokenRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute({ token, language }: RegisterDeviceInput): Promise<Result<void, ErrorCode>> {
    const person = this.currentUser.profile();
    if (!person) return err('orders.mustBeLoggedIn');
    if (!isPushToken(token) || !isLanguage(language)) return err('common.unknown');
    try {
      const holder = await this.devices.get(token);
      if (holder && holder.uid !== person.uid) return err('common.permission');
      const others = (await this.devices.listByUser(person.uid)).filter((d) => d.token !== token);
      const oldestFirst = others.sort((a, b) => a.updatedAt - b.updatedAt);
      for (const old of oldestFirst.slice(0, Math.max(0, oldestFirst.length - (MAX_DEVICES_PER_PERSON - 1)))) {
        await this.devices.remove(old.token);
      }
      const staff = roleOf(person) !== 'customer';
      await this.devices.put({ token, uid: person.uid, language, staff, updatedAt: this.clock.now() });
      return ok(undefined);
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
