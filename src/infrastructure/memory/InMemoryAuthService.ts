import type { AuthErrorCode, AuthService, AuthUser } from '../../application/ports/AuthService';
import { err, ok, type Result } from '../../domain/shared/Result';

type Listener = (user: AuthUser | null) => void;

interface Account {
  user: AuthUser;
  password: string;
}

const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Email and password accounts held in memory, behaving like the local and Firebase adapters
 * (same error codes, the observer fires at once with the current user). Tests seed accounts with
 * addAccount and can make signOut fail through signOutFault.
 */
export class InMemoryAuthService implements AuthService {
  readonly supportsGoogle = false;
  /** When set, signOut rejects with it (the 'Logout failed' path). */
  signOutFault: Error | null = null;
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<Listener>();
  private user: AuthUser | null = null;
  private created = 0;

  observe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.user);
    return () => {
      this.listeners.delete(listener);
    };
  }

  currentUser(): AuthUser | null {
    return this.user;
  }

  async signIn(email: string, password: string): Promise<Result<AuthUser, AuthErrorCode>> {
    const address = normalizeEmail(email);
    if (!EMAIL_PATTERN.test(address)) return err('auth.invalidEmail');
    const account = this.accounts.get(address);
    if (!account) return err('auth.userNotFound');
    if (account.password !== password) return err('auth.wrongPassword');
    this.publish(account.user);
    return ok(account.user);
  }

  async signUp(email: string, password: string, displayName?: string): Promise<Result<AuthUser, AuthErrorCode>> {
    const address = normalizeEmail(email);
    if (!EMAIL_PATTERN.test(address)) return err('auth.invalidEmail');
    if (password.length < MIN_PASSWORD_LENGTH) return err('auth.weakPassword');
    if (this.accounts.has(address)) return err('auth.emailInUse');
    const user = this.addAccount(address, password, { displayName: displayName?.trim() || null });
    this.publish(user);
    return ok(user);
  }

  async signInWithGoogle(): Promise<Result<AuthUser, AuthErrorCode>> {
    return err('auth.unsupported');
  }

  async signOut(): Promise<void> {
    if (this.signOutFault) throw this.signOutFault;
    this.publish(null);
  }

  /** Registers an account without signing in (test seeding); the uid defaults to a fresh one. */
  addAccount(email: string, password: string, options: { uid?: string; displayName?: string | null } = {}): AuthUser {
    this.created += 1;
    const user: AuthUser = {
      uid: options.uid ?? `memory-user-${this.created}`,
      email: normalizeEmail(email),
      displayName: options.displayName ?? null,
    };
    this.accounts.set(user.email, { user, password });
    return user;
  }

  private publish(user: AuthUser | null): void {
    if (this.user?.uid === user?.uid) return;
    this.user = user;
    for (const listener of [...this.listeners]) listener(user);
  }
}
