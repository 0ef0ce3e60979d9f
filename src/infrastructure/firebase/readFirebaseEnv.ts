/** The Firebase web configuration and the shop's own switches, read from VITE_* variables. */
export interface FirebaseEnv {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /**
   * The Cloud Storage bucket for product photos; '' when none is set. Storage needs the paid
   * plan, so a new store may have none: then nothing is uploaded and the product form takes
   * photo links instead. Not defaulted from the project id, which would name a bucket that
   * may not exist.
   */
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  /** The store/{store} document the catalogue lives under. */
  storeId: string;
  /**
   * The web push certificate's public key (Cloud Messaging > Web Push certificates); '' when none is
   * set: then alerts come only while the app is open, and Settings says closed-app alerts are not set up.
   */
  vapidKey: string;
  /** Talk to the Emulator Suite on localhost instead of the project. */
  useEmulators: boolean;
  /** Where the emulators listen: firebase.json's ports unless VITE_*_EMULATOR_HOST says otherwise ('127.0.0.1:9099'). */
  emulatorHosts: EmulatorHosts;
  /**
   * The reCAPTCHA Enterprise site key App Check uses ('' when App Check is off). Always off against
   * the emulators, which verify no App Check token.
   */
  appCheckSiteKey: string;
}

export interface HostPort {
  host: string;
  port: number;
}

export interface EmulatorHosts {
  auth: HostPort;
  firestore: HostPort;
  functions: HostPort;
  storage: HostPort;
}

/** firebase.json's emulator ports, and the variables (named like the SDKs' own) that move them. */
const EMULATORS = {
  auth: ['VITE_FIREBASE_AUTH_EMULATOR_HOST', 9099],
  firestore: ['VITE_FIRESTORE_EMULATOR_HOST', 8080],
  functions: ['VITE_FUNCTIONS_EMULATOR_HOST', 5001],
  storage: ['VITE_FIREBASE_STORAGE_EMULATOR_HOST', 9199],
} as const;

function hostPort(text: string, port: number): HostPort {
  const [host, given] = text.split(':');
  return { host: host || '127.0.0.1', port: Number(given) || port };
}

const NAMES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  storeId: 'VITE_FIREBASE_STORE_ID',
  useEmulators: 'VITE_USE_FIREBASE_EMULATORS',
  appCheckSiteKey: 'VITE_FIREBASE_APP_CHECK_SITE_KEY',
} as const;

export const DEFAULT_STORE_ID = 'main';

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);

/**
 * The one rule for the backend, shared by the composition root and vite.config.ts (which imports
 * this file by its .ts path, so it must import nothing itself):
 * - no VITE_FIREBASE_* set (and the emulator switch off): null, local mode;
 * - a project id, and the web API key or the emulator switch (the emulators accept any key):
 *   Firebase mode, with the other values defaulted from the project id where Firebase has a default;
 * - anything in between throws, naming what is missing. A half-filled configuration is a mistake,
 *   and quietly opening the demo shop instead would take real customers' orders into their own
 *   browsers, where the store never sees them.
 */
export function readFirebaseEnv(env: Record<string, string | undefined>): FirebaseEnv | null {
  const value = (name: string): string => (env[name] ?? '').trim();
  const useEmulators = TRUE_WORDS.has(value(NAMES.useEmulators).toLowerCase());
  const projectId = value(NAMES.projectId);
  const apiKey = value(NAMES.apiKey);
  const set = Object.values(NAMES).filter((name) => (name === NAMES.useEmulators ? useEmulators : value(name) !== ''));
  if (set.length === 0) return null;
  const missing = [...(projectId ? [] : [NAMES.projectId]), ...(apiKey || useEmulators ? [] : [NAMES.apiKey])];
  if (missing.length > 0) {
    throw new Error(
      `Incomplete Firebase configuration: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set, but ${missing.join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing (${NAMES.useEmulators}=true can stand in for the API key). ` +
        'Set them for Firebase mode, or leave every VITE_FIREBASE_* empty for the local demo shop.',
    );
  }
  return {
    apiKey: apiKey || 'emulator-api-key',
    authDomain: value(NAMES.authDomain) || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: value(NAMES.storageBucket),
    messagingSenderId: value(NAMES.messagingSenderId),
    appId: value(NAMES.appId),
    storeId: value(NAMES.storeId) || DEFAULT_STORE_ID,
    // Not among NAMES: a push key alone is not a Firebase configuration (it changes nothing in local mode).
    vapidKey: value('VITE_FIREBASE_VAPID_KEY'),
    useEmulators,
    emulatorHosts: {
      auth: hostPort(value(EMULATORS.auth[0]), EMULATORS.auth[1]),
      firestore: hostPort(value(EMULATORS.firestore[0]), EMULATORS.firestore[1]),
      functions: hostPort(value(EMULATORS.functions[0]), EMULATORS.functions[1]),
      storage: hostPort(value(EMULATORS.storage[0]), EMULATORS.storage[1]),
    },
    appCheckSiteKey: useEmulators ? '' : value(NAMES.appCheckSiteKey),
  };
}
