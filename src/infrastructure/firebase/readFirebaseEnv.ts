/** The Firebase web configuration and the shop's own switches, read from VITE_* variables. */
export interface FirebaseEnv {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  /** The store/{store} document the catalogue lives under. */
  storeId: string;
  /** Talk to the Emulator Suite on localhost instead of the project. */
  useEmulators: boolean;
}

const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

export const DEFAULT_STORE_ID = 'main';

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);

/**
 * Firebase mode is on only when the project is named and the web keys are there. Without a project
 * id (or with the API key missing, as in a fresh clone) this is null and the shop runs in local mode.
 * It imports nothing from Firebase, so the composition root can call it without loading the SDK.
 */
export function readFirebaseEnv(env: Record<string, string | undefined>): FirebaseEnv | null {
  const value = (name: string): string => (env[name] ?? '').trim();
  const useEmulators = TRUE_WORDS.has(value('VITE_USE_FIREBASE_EMULATORS').toLowerCase());
  const projectId = value(REQUIRED.projectId);
  const apiKey = value(REQUIRED.apiKey);
  if (!projectId) return null;
  // The emulators accept any key, so a project id alone is enough to point the shop at them.
  if (!apiKey && !useEmulators) return null;
  return {
    apiKey: apiKey || 'emulator-api-key',
    authDomain: value(REQUIRED.authDomain) || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: value(REQUIRED.storageBucket) || `${projectId}.firebasestorage.app`,
    messagingSenderId: value(REQUIRED.messagingSenderId),
    appId: value(REQUIRED.appId),
    storeId: value('VITE_FIREBASE_STORE_ID') || DEFAULT_STORE_ID,
    useEmulators,
  };
}
