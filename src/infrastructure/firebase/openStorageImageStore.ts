import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { FirebaseStorageImageStore } from './FirebaseStorageImageStore';
import type { FirebaseEnv } from './readFirebaseEnv';

/** Entry of the Storage chunk, loaded the first time an admin uploads an image. */
export function openStorageImageStore(app: FirebaseApp, env: FirebaseEnv): FirebaseStorageImageStore {
  const storage = getStorage(app);
  // A stalled upload on a village connection should fail within a minute, not the SDK's ten.
  storage.maxUploadRetryTime = 60_000;
  if (env.useEmulators) connectStorageEmulator(storage, env.emulatorHosts.storage.host, env.emulatorHosts.storage.port);
  return new FirebaseStorageImageStore(storage);
}
