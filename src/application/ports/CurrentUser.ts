import type { ServiceIdentifier } from 'inversify';
import type { UserProfile } from '../../domain/user/UserProfile';

/**
 * Who the use cases act for. In the browser it is the session's signed-in user; on the server, the
 * caller whose ID token was verified, with the profile read there (never what a browser says).
 */
export interface CurrentUser {
  /** The signed-in person's profile, or null when nobody is signed in (or the session is still loading). */
  profile(): UserProfile | null;
  /**
   * Reports the profile at once and after every change (sign-in, sign-out, a new profile); returns
   * the unsubscribe. A user fixed for one request reports once and never again.
   */
  observe(listener: (profile: UserProfile | null) => void): () => void;
}

export const CurrentUserToken: ServiceIdentifier<CurrentUser> = Symbol.for('CurrentUser');
