import { inject, injectable } from 'inversify';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type Result } from '../../domain/shared/Result';
import { faultCode } from '../shared/faultCode';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';

export type RefreshProfileErrorCode = 'common.network' | 'common.permission' | 'common.unknown';

/** docs/SPEC.md 'States and transitions': a manual refresh re-reads the profile. */
@injectable()
export class RefreshProfile {
  constructor(@inject(UserRepositoryToken) private readonly users: UserRepository) {}

  async execute(uid: string): Promise<Result<UserProfile, RefreshProfileErrorCode>> {
    try {
      const stored = await this.users.get(uid);
      return stored ? ok(normaliseProfile(stored, uid)) : err('common.unknown');
    } catch (e) {
      return err(faultCode(e));
    }
  }
}
