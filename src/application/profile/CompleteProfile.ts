import { inject, injectable } from 'inversify';
import { defaultCustomerProfile } from '../../domain/user/defaultCustomerProfile';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import type { UserProfile } from '../../domain/user/UserProfile';
import { validateProfileForm, type ProfileFormErrorCode, type ProfileFormInput } from '../../domain/user/validateProfileForm';
import { err, ok, type Result } from '../../domain/shared/Result';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { faultKind } from '../shared/faultCode';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';

export type CompleteProfileErrorCode = ProfileFormErrorCode | 'profile.saveFailed' | 'common.network';

/**
 * Saves name, village and phone and marks the profile complete. The form shows every field error
 * through validateProfileForm; this answers with the first one if it is called with bad input.
 * Nobody signed in: 'profile.saveFailed'.
 */
@injectable()
export class CompleteProfile {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(form: ProfileFormInput): Promise<Result<UserProfile, CompleteProfileErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('profile.saveFailed');
    const valid = validateProfileForm(form);
    if (!valid.ok) {
      const first = valid.errors.name ?? valid.errors.village ?? valid.errors.phoneNumber ?? 'profile.saveFailed';
      return err(first);
    }
    const now = this.clock.now();
    const fields = { ...valid.value, profileCompleted: true, updatedAt: now };
    try {
      const stored = await this.users.get(actor.uid);
      if (!stored) {
        const created: UserProfile = { ...defaultCustomerProfile({ uid: actor.uid, email: actor.email }, now), ...fields };
        await this.users.create(created);
        return ok(created);
      }
      await this.users.update(actor.uid, fields);
      return ok({ ...normaliseProfile(stored, actor.uid), ...fields });
    } catch (e) {
      return err(faultKind(e) === 'network' ? 'common.network' : 'profile.saveFailed');
    }
  }
}
