import type { Container } from 'inversify';
import type { AuthUser } from '../../src/application/ports/AuthService';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryUserRepository } from '../../src/infrastructure/memory/InMemoryUserRepository';

/**
 * Stores each profile document (as given: legacy shapes too) and an account with the same uid and
 * email whose password is `password`. Returns the accounts, ready to pass as a use case's actor or
 * to sign in with.
 */
export function seedPeople(container: Container, profiles: readonly UserProfile[], password = 'secret-123'): AuthUser[] {
  const auth = container.get(InMemoryAuthService);
  const users = container.get(InMemoryUserRepository);
  return profiles.map((profile) => {
    users.seedDocument(profile.uid, profile);
    return auth.addAccount(profile.email, password, { uid: profile.uid, displayName: profile.name || null });
  });
}
