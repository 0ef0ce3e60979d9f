/** Where the Emulator Suite listens (firebase.json "emulators"), for VITE_USE_FIREBASE_EMULATORS. */
export const EMULATOR_HOSTS = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  storage: { host: '127.0.0.1', port: 9199 },
  functions: { host: '127.0.0.1', port: 5001 },
} as const;
