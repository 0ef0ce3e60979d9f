import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { createFirestoreAdapters, type FirestoreAdapters } from './createFirestoreAdapters';
import type { FirebaseEnv } from './readFirebaseEnv';

/**
 * Opens Firestore for the app. This module is the entry of the Firestore chunk: bindFirebaseAdapters
 * imports it dynamically so the SDK loads beside the first screen instead of before it.
 */
export function openFirestoreAdapters(app: FirebaseApp, env: FirebaseEnv): FirestoreAdapters {
  // Optional domain fields are undefined when absent; the converters drop them, this is the safety net.
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHosts.firestore.host, env.emulatorHosts.firestore.port);
  return createFirestoreAdapters(db, env.storeId);
}
