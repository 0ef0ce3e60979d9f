import type { UserProfile, UserType } from '../../domain/user/UserProfile';
import type { AuthUser } from '../ports/AuthService';

/** docs/SPEC.md 'States and transitions': loading until the first auth result, then signed out, or signed in with the profile. */
export type SessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AuthUser; profile: UserProfile; role: UserType };
