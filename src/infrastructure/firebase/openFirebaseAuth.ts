import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type PopupRedirectResolver,
  type User,
} from 'firebase/auth';
import type { FirebaseEnv } from './readFirebaseEnv';

/**
 * Everything the shop does with Firebase Auth, over one started Auth. This module is the entry of
 * the Auth chunk (78 kB of the 119 kB the Firebase binding weighed raw), which the first render does
 * not wait for: the binding downloads it beside the first screen and starts Auth on first use (the
 * session's first look, a sign-in or a read).
 */
export interface AuthKit {
  /** Started, for Firestore to send the user's token with its requests. */
  readonly auth: Auth;
  user(): User | null;
  onChange(listener: (user: User | null) => void): () => void;
  signIn(email: string, password: string): Promise<User>;
  signUp(email: string, password: string, displayName?: string): Promise<User>;
  signInWithGoogle(): Promise<User>;
  signOut(): Promise<void>;
}

/** The kit over `auth`; Google's sign-in opens its popup through `popupResolver`. */
export function authKit(auth: Auth, popupResolver?: PopupRedirectResolver): AuthKit {
  return {
    auth,
    user: () => auth.currentUser,
    onChange: (listener) => onAuthStateChanged(auth, listener),
    signIn: async (email, password) => (await signInWithEmailAndPassword(auth, email, password)).user,
    signUp: async (email, password, displayName) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      if (displayName) await updateProfile(user, { displayName });
      return user;
    },
    // The resolver is given per popup rather than at start-up, so the popup machinery loads only when someone uses it.
    signInWithGoogle: async () => (await signInWithPopup(auth, new GoogleAuthProvider(), popupResolver)).user,
    signOut: () => signOut(auth),
  };
}

/** Auth started with the kept user's persistence (IndexedDB, else localStorage), at the emulator when the build says so. */
export function openFirebaseAuth(app: FirebaseApp, env: FirebaseEnv): AuthKit {
  // No popup resolver here: with one, Auth would load Google's sign-in frame on every start.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (env.useEmulators) {
    const { host, port } = env.emulatorHosts.auth;
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  return authKit(auth, browserPopupRedirectResolver);
}
