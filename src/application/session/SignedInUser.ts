import { injectable } from 'inversify';
import type { UserProfile } from '../../domain/user/UserProfile';
import type { CurrentUser } from '../ports/CurrentUser';

/**
 * The browser's CurrentUser: ObserveSession reports every session change here, so a use case
 * always acts for whoever the session shows, live role changes included.
 */
@injectable()
export class SignedInUser implements CurrentUser {
  private current: UserProfile | null = null;

  profile(): UserProfile | null {
    return this.current;
  }

  set(profile: UserProfile | null): void {
    this.current = profile;
  }
}
