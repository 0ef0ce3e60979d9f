import { inject, injectable } from 'inversify';
import { hasValidAddress } from '../../domain/user/hasValidAddress';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type Result } from '../../domain/shared/Result';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';

/**
 * docs/SPEC.md 'States and transitions', 'Business constants and limits': address verification tries 3 times,
 * re-reading 0.5 s after each wait.
 */
export const VERIFY_ADDRESS_ATTEMPTS = 3;
export const VERIFY_ADDRESS_DELAY_MS = 500;

/**
 * Confirms that a just-saved delivery address has reached the profile (a cloud database may show
 * the write a moment later). Each attempt waits, then re-reads the signed-in user's profile; a failed
 * read counts as a miss.
 */
@injectable()
export class VerifyAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(): Promise<Result<UserProfile, 'address.saveFailed'>> {
    const uid = this.currentUser.profile()?.uid;
    if (!uid) return err('address.saveFailed');
    for (let attempt = 0; attempt < VERIFY_ADDRESS_ATTEMPTS; attempt += 1) {
      await this.clock.sleep(VERIFY_ADDRESS_DELAY_MS);
      try {
        const stored = await this.users.get(uid);
        if (stored && hasValidAddress(stored)) return ok(normaliseProfile(stored, uid));
      } catch {
        // A read that fails is one more attempt used, like a read that comes back without it.
      }
    }
    return err('address.saveFailed');
  }
}
