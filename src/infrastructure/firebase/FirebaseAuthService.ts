import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type PopupRedirectResolver,
  type User,
} from 'firebase/auth';
import type { AuthErrorCode, AuthService, AuthUser } from '../../application/ports/AuthService';
import { err, ok, type Result } from '../../domain/shared/Result';
import { authErrorCode } from './authErrorCode';
import { authStartTurn } from './authStartTurn';

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email ?? '', displayName: user.displayName });

async function attempt(signIn: () => Promise<User>): Promise<Result<AuthUser, AuthErrorCode>> {
  try {
    return ok(toAuthUser(await signIn()));
  } catch (e) {
    const code = authErrorCode(e);
    if (code === 'auth.unknown') console.error('Firebase sign-in failed', e);
    return err(code);
  }
}

/** Firebase Authentication: email and password, Google, sign-out and the auth state. */
export class FirebaseAuthService implements AuthService {
  readonly supportsGoogle = true;

  constructor(
    /**
     * Auth, started on first use: its start reads the kept user and checks it with a round trip,
     * which a returning shopper's first screen (drawn from kept reads) does not wait for.
     */
    private readonly auth: () => Auth,
    /** Given per popup rather than at start-up, so the popup machinery loads only when someone uses it. */
    private readonly popupResolver?: PopupRedirectResolver,
  ) {}

  observe(listener: (user: AuthUser | null) => void): () => void {
    // Auth's start (its IndexedDB, the kept user, the check's round trip) once the main thread is idle,
    // not in the render's commit that asked for the session (authStartTurn; docs/BENCHMARK.md, issue 40).
    let stop: (() => void) | undefined;
    let stopped = false;
    void authStartTurn().then(() => {
      if (!stopped) stop = onAuthStateChanged(this.auth(), (user) => listener(user ? toAuthUser(user) : null));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  currentUser(): AuthUser | null {
    const user = this.auth().currentUser;
    return user ? toAuthUser(user) : null;
  }

  signIn(email: string, password: string): Promise<Result<AuthUser, AuthErrorCode>> {
    return attempt(async () => (await signInWithEmailAndPassword(this.auth(), email, password)).user);
  }

  signUp(email: string, password: string, displayName?: string): Promise<Result<AuthUser, AuthErrorCode>> {
    return attempt(async () => {
      const { user } = await createUserWithEmailAndPassword(this.auth(), email, password);
      if (displayName) await updateProfile(user, { displayName });
      return user;
    });
  }

  signInWithGoogle(): Promise<Result<AuthUser, AuthErrorCode>> {
    return attempt(async () => (await signInWithPopup(this.auth(), new GoogleAuthProvider(), this.popupResolver)).user);
  }

  signOut(): Promise<void> {
    return signOut(this.auth());
  }
}
