import { describe } from 'vitest';
import { recordSkippedSuite } from '../../support/timing/skippedSuite';

/** host:port the emulators announce through the variables firebase-tools and the SDKs use. */
const parse = (value: string | undefined): { host: string; port: number } | null => {
  if (!value) return null;
  const [host = '127.0.0.1', port = ''] = value.replace(/^https?:\/\//, '').split(':');
  return { host, port: Number(port) };
};

export const authEmulator = () => parse(process.env.FIREBASE_AUTH_EMULATOR_HOST);
export const firestoreEmulator = () => parse(process.env.FIRESTORE_EMULATOR_HOST);

export const functionsEmulator = () => parse(process.env.FUNCTIONS_EMULATOR_ORIGIN);

type Emulator = 'Firestore' | 'Auth' | 'Functions';

const RUNNING: Record<Emulator, () => unknown> = { Firestore: firestoreEmulator, Auth: authEmulator, Functions: functionsEmulator };
const VARIABLE: Record<Emulator, string> = {
  Firestore: 'FIRESTORE_EMULATOR_HOST',
  Auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  Functions: 'FUNCTIONS_EMULATOR_ORIGIN',
};

/**
 * `describe` when every emulator in `needs` is reachable through the variables
 * scripts/lib/emulators.sh sets, otherwise `describe.skip` with the reason printed and recorded for
 * the closing summary of `npm test` (which says loudly what did not run and what to install), so a
 * run without them is never a silent pass.
 */
function describeWhen(name: string, needs: readonly Emulator[]): typeof describe | typeof describe.skip {
  const missing = needs.filter((emulator) => !RUNNING[emulator]());
  if (missing.length === 0) return describe;
  const reason = `${missing.map((m) => VARIABLE[m]).join(', ')} not set: no ${missing.join(', ')} emulator running`;
  console.warn(
    `SKIPPED "${name}": ${reason}. Run 'npm run test:firebase' where Java 17+ and the Cloud SDK's Firestore emulator are installed.`,
  );
  recordSkippedSuite({ suite: name, reason });
  return describe.skip;
}

/** The official Firestore emulator (the Cloud SDK's, or firebase-tools' own from its cache). */
export const describeWithFirestore = (name: string) => describeWhen(name, ['Firestore']);

/** The Auth emulator alone. */
export const describeWithAuth = (name: string) => describeWhen(name, ['Auth']);

/** Auth and Firestore: accounts and documents together (the store setup command). */
export const describeWithAuthAndFirestore = (name: string) => describeWhen(name, ['Auth', 'Firestore']);

/** The Functions emulator with the Firestore and Auth emulators it works against. */
export const describeWithFunctions = (name: string) => describeWhen(name, ['Functions', 'Firestore', 'Auth']);
