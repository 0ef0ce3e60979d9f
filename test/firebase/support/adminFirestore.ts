import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { firestoreEmulator } from './emulatorHosts';

const opened: App[] = [];

/**
 * The Admin SDK on the Firestore emulator (it reads FIRESTORE_EMULATOR_HOST), as the server
 * functions use it: past firestore.rules, with the server's own adapters on top.
 */
export function adminFirestore(projectId: string): Firestore {
  if (!firestoreEmulator()) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  const app = initializeApp({ projectId }, `admin-${crypto.randomUUID()}`);
  opened.push(app);
  return getFirestore(app);
}

/** Ends every Admin app opened since the last call. */
export async function closeAdminApps(): Promise<void> {
  await Promise.all(opened.splice(0).map((app) => deleteApp(app)));
}
