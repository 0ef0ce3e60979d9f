import { inject, injectable } from 'inversify';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { faultCode } from '../shared/faultCode';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';

export type RefreshProfileErrorCode = 'common.network' | 'common.permission' | 'common.unknown';

/** docs/SPEC.md 'States and transitions': a manual refresh re-reads the signed-in user's profile (nobody signed in: 'common.unknown'). */
@injectable()
export class RefreshProfile {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(): Promise<Result<UserProfile, RefreshProfileErrorCode>> {
    const uid = this.currentUser.profile()?.uid;
    if (!uid) return err('common.unknown');
    try {
      const stored = await this.users.get(uid);
      return stored ? ok(normaliseProfile(stored, uid)) : err('common.unknown');
    } catch (e) {
      return err(faultCode(e));
    }
  }
}
