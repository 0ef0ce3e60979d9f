import type { User } from 'firebase/auth';
import type { AuthErrorCode, AuthService, AuthUser } from '../../application/ports/AuthService';
import { err, ok, type Result } from '../../domain/shared/Result';
import { nextChance } from '../browser/nextChance';
import { yieldToMain } from '../browser/yieldToMain';
import { authErrorCode } from './authErrorCode';
import type { Loader } from './deferPort';
import type { AuthKit } from './openFirebaseAuth';

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email ?? '', displayName: user.displayName });

/** Firebase Authentication: email and password, Google, sign-out and the auth state. */
export class FirebaseAuthService implements AuthService {
  readonly supportsGoogle = true;

  constructor(
    /**
     * Auth's code and its start, on first use: its start reads the kept user and checks it with a
     * round trip, which a returning shopper's first screen (drawn from kept reads) does not wait for.
     */
    private readonly kit: Loader<AuthKit>,
  ) {}

  observe(listener: (user: AuthUser | null) => void): () => void {
    // Auth's start (its IndexedDB, the kept user) in a task of its own, not in the render's commit
    // that asked for the session: 15 to 20 ms of main thread at 4x (docs/BENCHMARK.md, issue 40).
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = async (): Promise<void> => {
      if (stopped) return;
      let kit: AuthKit;
      try {
        kit = await this.kit();
      } catch {
        // Its code did not arrive (offline, or a patchy connection, before the service worker kept
        // it): again once online or after a pause, or the session would never leave its spinner.
        void nextChance().then(start);
        return;
      }
      if (!stopped) stop = kit.onChange((user) => listener(user ? toAuthUser(user) : null));
    };
    void yieldToMain().then(start);
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /** Null until Auth has started: nobody is known to be signed in before that. */
  currentUser(): AuthUser | null {
    const user = this.kit.current()?.user();
    return user ? toAuthUser(user) : null;
  }

  signIn(email: string, password: string): Promise<Result<AuthUser, AuthErrorCode>> {
    return this.attempt((kit) => kit.signIn(email, password));
  }

  signUp(email: string, password: string, displayName?: string): Promise<Result<AuthUser, AuthErrorCode>> {
    return this.attempt((kit) => kit.signUp(email, password, displayName));
  }

  signInWithGoogle(): Promise<Result<AuthUser, AuthErrorCode>> {
    return this.attempt((kit) => kit.signInWithGoogle());
  }

  async signOut(): Promise<void> {
    await (await this.kit()).signOut();
  }

  private async attempt(signIn: (kit: AuthKit) => Promise<User>): Promise<Result<AuthUser, AuthErrorCode>> {
    let kit: AuthKit;
    try {
      kit = await this.kit();
    } catch {
      // Auth's code did not arrive: the phone is offline, as a sign-in's own request would find.
      return err('auth.network');
    }
    try {
      return ok(toAuthUser(await signIn(kit)));
    } catch (e) {
      const code = authErrorCode(e);
      if (code === 'auth.unknown') console.error('Firebase sign-in failed', e);
      return err(code);
    }
  }
}
