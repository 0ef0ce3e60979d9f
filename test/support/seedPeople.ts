import type { Container } from 'inversify';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryUserRepository } from '../../src/infrastructure/memory/InMemoryUserRepository';

/**
 * Stores each profile document (as given: legacy shapes too) and an account with the same uid and
 * email whose password is `password`. Returns the profiles, ready to act as (actAs) or to sign in
 * with through the auth service.
 */
export function seedPeople(container: Container, profiles: readonly UserProfile[], password = 'secret-123'): UserProfile[] {
  const auth = container.get(InMemoryAuthService);
  const users = container.get(InMemoryUserRepository);
  for (const profile of profiles) {
    users.seedDocument(profile.uid, profile);
    auth.addAccount(profile.email, password, { uid: profile.uid, displayName: profile.name || null });
  }
  return [...profiles];
}
