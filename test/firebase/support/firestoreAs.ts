import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { firestoreEmulator } from './emulatorHosts';
import { within } from './within';

/** Who a database handle acts as: a signed-in user, rules-bypassing 'owner' (seeding), or nobody. */
export type Caller = { uid: string; email?: string; anonymous?: boolean } | 'owner' | 'signed-out';

const opened: Array<{ app: FirebaseApp; close: () => Promise<void> }> = [];

const emulator = () => {
  const at = firestoreEmulator();
  if (!at) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  return at;
};

/**
 * A modular Firestore handle on the emulator acting as `caller`, the way the signed-in app would
 * (the emulator accepts unsigned mock ID tokens). The app's adapters run on these handles as they are.
 */
export function firestoreAs(projectId: string, caller: Caller): Firestore {
  const { host, port } = emulator();
  const app = initializeApp({ projectId, apiKey: 'emulator-api-key' }, `fs-${crypto.randomUUID()}`);
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  if (caller === 'owner') connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  else if (caller === 'signed-out') connectFirestoreEmulator(db, host, port);
  else {
    connectFirestoreEmulator(db, host, port, {
      mockUserToken: {
        sub: caller.uid,
        user_id: caller.uid,
        ...(caller.email ? { email: caller.email } : {}),
        firebase: { sign_in_provider: caller.anonymous ? 'anonymous' : 'password', identities: {} },
      },
    });
  }
  opened.push({ app, close: () => terminate(db) });
  return db;
}

/** The same for Firestore Lite (the first screen's reads), acting as the rules' 'owner'. */
export function liteFirestoreAsOwner(projectId: string): lite.Firestore {
  const { host, port } = emulator();
  const app = initializeApp({ projectId, apiKey: 'emulator-api-key' }, `lite-${crypto.randomUUID()}`);
  const db = lite.getFirestore(app);
  lite.connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  opened.push({ app, close: () => lite.terminate(db) });
  return db;
}

/** Ends every handle opened since the last call (listeners included). */
export async function closeFirestores(): Promise<void> {
  const all = opened.splice(0);
  await Promise.all(
    all.map(async ({ app, close }) => {
      await within(close(), 'terminate Firestore');
      await deleteApp(app);
    }),
  );
}

/**
 * Deletes every document of the project in the emulator. The emulator has answered a clear with a
 * 500 now and then while the previous test's transactions were still ending: one retry, then fail.
 */
export async function clearFirestore(projectId: string): Promise<void> {
  const { host, port } = emulator();
  const url = `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  let response = await within(fetch(url, { method: 'DELETE' }), 'clear Firestore');
  if (response.status >= 500) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    response = await within(fetch(url, { method: 'DELETE' }), 'clear Firestore');
  }
  if (!response.ok) throw new Error(`clearing ${projectId} failed: ${response.status}`);
}
