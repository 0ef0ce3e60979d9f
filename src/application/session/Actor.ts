import type { AuthUser } from '../ports/AuthService';

/** The signed-in person a use case acts for: the session's user (or their profile) fits. */
export type Actor = Pick<AuthUser, 'uid' | 'email'>;
