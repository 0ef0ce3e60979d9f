import { inject, injectable } from 'inversify';
import { defaultCustomerProfile } from '../../domain/user/defaultCustomerProfile';
import { legacyRoleMigration } from '../../domain/user/legacyRoleMigration';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { AuthServiceToken, type AuthService, type AuthUser } from '../ports/AuthService';
import { ClockToken, type Clock } from '../ports/Clock';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { sameValue } from '../../domain/shared/sameValue';
import { SignedInUser } from './SignedInUser';
import type { SessionState } from './SessionState';

type Listener = (state: SessionState) => void;

const signedIn = (user: AuthUser, profile: UserProfile): SessionState => ({
  status: 'signedIn',
  user,
  profile,
  role: roleOf(profile),
});

/**
 * The session as docs/SPEC.md 'States and transitions' describes it: 'loading' until the first auth result; on sign-in the
 * profile is loaded (the default customer document created when missing, the legacy isAdmin flag
 * migrated), then followed live so a role change made elsewhere reaches the session at once.
 * If the profile cannot be read the user is a customer (not written) and the failure is logged.
 */
@injectable()
export class ObserveSession {
  constructor(
    @inject(AuthServiceToken) private readonly auth: AuthService,
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(SignedInUser) private readonly signedInUser: SignedInUser,
  ) {}

  /** Reports every session change to `listener`; the returned function stops everything. */
  execute(listener: Listener): () => void {
    let disposed = false;
    let lastStatus: SessionState['status'] = 'loading';
    // undefined until the first auth result; then the user that result named (or null).
    let current: AuthUser | null | undefined;
    let stopProfile: (() => void) | null = null;

    const emit = (state: SessionState): void => {
      if (disposed) return;
      lastStatus = state.status;
      // The use cases act for the user the session shows, from the same moment.
      this.signedInUser.set(state.status === 'signedIn' ? state.profile : null);
      listener(state);
    };

    emit({ status: 'loading' });
    const stopAuth = this.auth.observe((user) => {
      if (disposed) return;
      if (current !== undefined && (current?.uid ?? null) === (user?.uid ?? null)) return;
      current = user;
      stopProfile?.();
      stopProfile = null;
      if (!user) {
        emit({ status: 'signedOut' });
        return;
      }
      // A different user's profile must never show under this one while it loads.
      if (lastStatus !== 'loading') emit({ status: 'loading' });
      const stale = (): boolean => disposed || current !== user;
      void this.follow(user, stale, emit).then((stop) => {
        if (stale()) stop();
        else stopProfile = stop;
      });
    });

    return () => {
      disposed = true;
      stopAuth();
      stopProfile?.();
    };
  }

  /** Loads the profile, reports it, then reports each live change; resolves to the unsubscribe. */
  private async follow(user: AuthUser, stale: () => boolean, emit: Listener): Promise<() => void> {
    let latest = await this.load(user);
    if (stale()) return () => {};
    emit(signedIn(user, latest));
    return this.users.observe(user.uid, (live) => {
      // A missing document (or one deleted meanwhile) keeps the profile already shown.
      if (stale() || !live) return;
      const next = normaliseProfile(live, user.uid);
      if (sameValue(next, latest)) return;
      latest = next;
      emit(signedIn(user, next));
    });
  }

  private async load(user: AuthUser): Promise<UserProfile> {
    const fallback = defaultCustomerProfile({ uid: user.uid, email: user.email, name: user.displayName }, this.clock.now());
    try {
      const stored = await this.users.get(user.uid);
      if (!stored) {
        await this.users.create(fallback);
        return fallback;
      }
      const profile = normaliseProfile(stored, user.uid);
      const migration = legacyRoleMigration(profile);
      if (!migration) return profile;
      await this.users.update(user.uid, migration);
      // The patch's isAdmin: undefined removes the flag here too.
      return normaliseProfile({ ...profile, ...migration }, user.uid);
    } catch (e) {
      // docs/SPEC.md 'Error catalogue': logged, and the user is treated as a customer. The live listener
      // still replaces this stand-in as soon as the real document can be read.
      console.error('Could not load the user profile; continuing as a customer', e);
      return fallback;
    }
  }
}
