import type { ServiceIdentifier } from 'inversify';
import type { Result } from '../../domain/shared/Result';

export interface AuthUser {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string | null;
}

/**
 * Codes: auth.wrongPassword, auth.userNotFound, auth.emailInUse, auth.weakPassword,
 * auth.invalidEmail, auth.network, auth.popupClosed, auth.unknown.
 */
export type AuthErrorCode =
  | 'auth.wrongPassword'
  | 'auth.userNotFound'
  | 'auth.emailInUse'
  | 'auth.weakPassword'
  | 'auth.invalidEmail'
  | 'auth.network'
  | 'auth.popupClosed'
  | 'auth.unsupported'
  | 'auth.unknown';

export interface AuthService {
  /** Calls back with the first auth result as soon as it is known, then on every change. Returns unsubscribe. */
  observe(listener: (user: AuthUser | null) => void): () => void;
  /** The signed-in user right now, or null (also null while the first result is unknown). */
  currentUser(): AuthUser | null;
  signIn(email: string, password: string): Promise<Result<AuthUser, AuthErrorCode>>;
  signUp(email: string, password: string, displayName?: string): Promise<Result<AuthUser, AuthErrorCode>>;
  /** Google sign-in; adapters without it answer auth.unsupported. */
  signInWithGoogle(): Promise<Result<AuthUser, AuthErrorCode>>;
  signOut(): Promise<void>;
  /** Whether this backend offers Google sign-in (Firebase mode only). */
  readonly supportsGoogle: boolean;
}

export const AuthServiceToken: ServiceIdentifier<AuthService> = Symbol.for('AuthService');
