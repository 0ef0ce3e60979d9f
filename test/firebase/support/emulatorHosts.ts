import { describe } from 'vitest';

/** host:port the emulators announce through the variables firebase-tools and the SDKs use. */
const parse = (value: string | undefined): { host: string; port: number } | null => {
  if (!value) return null;
  const [host = '127.0.0.1', port = ''] = value.replace(/^https?:\/\//, '').split(':');
  return { host, port: Number(port) };
};

export const authEmulator = () => parse(process.env.FIREBASE_AUTH_EMULATOR_HOST);
export const firestoreEmulator = () => parse(process.env.FIRESTORE_EMULATOR_HOST);

/**
 * `describe` when the official Firestore emulator is reachable through FIRESTORE_EMULATOR_HOST,
 * otherwise `describe.skip` with the reason printed, so a run without it is never a silent pass.
 */
export function describeWithFirestore(name: string): typeof describe | typeof describe.skip {
  if (firestoreEmulator()) return describe;
  console.warn(
    `SKIPPED "${name}": FIRESTORE_EMULATOR_HOST is not set. These suites need the official Firestore emulator; ` +
      'run `npm run test:firebase` where Java 17+ and the Cloud SDK emulator are available.',
  );
  return describe.skip;
}

/** Same for the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, set by scripts/lib/emulators.sh). */
export function describeWithAuth(name: string): typeof describe | typeof describe.skip {
  if (authEmulator()) return describe;
  console.warn(`SKIPPED "${name}": FIREBASE_AUTH_EMULATOR_HOST is not set. Run 'npm run test:firebase', which starts the emulators.`);
  return describe.skip;
}

export const functionsEmulator = () => parse(process.env.FUNCTIONS_EMULATOR_ORIGIN);

/** Same for the Functions emulator (FUNCTIONS_EMULATOR_ORIGIN, set by scripts/lib/emulators.sh when it starts the functions). */
export function describeWithFunctions(name: string): typeof describe | typeof describe.skip {
  if (functionsEmulator() && firestoreEmulator() && authEmulator()) return describe;
  console.warn(`SKIPPED "${name}": the Functions, Firestore and Auth emulators are not all running. Run 'npm run test:firebase'.`);
  return describe.skip;
}
