import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Product } from '../../../src/domain/catalog/Product';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import type { UserProfile, UserType } from '../../../src/domain/user/UserProfile';
import { CallableShopCommands } from '../../../src/infrastructure/firebase/CallableShopCommands';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { profileToDoc } from '../../../src/infrastructure/firebase/converters/profileToDoc';
import { settingsToDoc } from '../../../src/infrastructure/firebase/converters/settingsToDoc';
import { adminStoredValues } from '../../../functions/src/admin/adminStoredValues';
import { userFactory } from '../../factories/userFactory';
import { adminFirestore, closeAdminApps } from './adminFirestore';
import { authEmulator, firestoreEmulator, functionsEmulator } from './emulatorHosts';
import { clearFirestore } from './firestoreAs';
import { within } from './within';

/** The project the Functions emulator serves (scripts/lib/emulators.sh): every suite on it shares these documents. */
export const FUNCTIONS_PROJECT = 'demo-shop';

/** A signed-in person as the shop in Firebase mode has them: a real account on the Auth emulator and its own app. */
export interface Person {
  uid: string;
  email: string;
  app: FirebaseApp;
  auth: Auth;
  /** The browser's way to the server functions (CallableShopCommands). */
  commands: CallableShopCommands;
  /** The web SDK as this person's browser holds it, under firestore.rules. */
  db: Firestore;
}

const apps: FirebaseApp[] = [];
const dbs: Firestore[] = [];

const hostOf = (at: { host: string; port: number } | null) => {
  if (!at) throw new Error('the emulators are not running');
  return at;
};

function browserApp(): { app: FirebaseApp; auth: Auth; db: Firestore; commands: CallableShopCommands } {
  const app = initializeApp({ apiKey: 'emulator-api-key', projectId: FUNCTIONS_PROJECT }, `shop-${crypto.randomUUID()}`);
  apps.push(app);
  const auth = getAuth(app);
  const at = hostOf(authEmulator());
  connectAuthEmulator(auth, `http://${at.host}:${at.port}`, { disableWarnings: true });
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  const fs = hostOf(firestoreEmulator());
  connectFirestoreEmulator(db, fs.host, fs.port);
  dbs.push(db);
  return { app, auth, db, commands: new CallableShopCommands(app, hostOf(functionsEmulator())) };
}

/** A new account signed in on a browser of its own; with a role, its users document is written too (as the setup or an admin would). */
export async function signUp(name: string, role: UserType | null = 'customer', profile: Partial<UserProfile> = {}): Promise<Person> {
  const browser = browserApp();
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.in`;
  const { user } = await within(createUserWithEmailAndPassword(browser.auth, email, 'secret-123'), 'sign up');
  if (role) {
    const stored = userFactory.build({ uid: user.uid, email, name, userType: role, ...profile });
    await adminDb().doc(`users/${user.uid}`).set(profileToDoc(stored, adminStoredValues));
  }
  return { uid: user.uid, email, ...browser };
}

/** Someone signed in anonymously (the shop offers no such sign-in; an attacker could switch one on in a copy). */
export async function anonymous(): Promise<Person> {
  const browser = browserApp();
  const { user } = await within(signInAnonymously(browser.auth), 'anonymous sign-in');
  return { uid: user.uid, email: '', ...browser };
}

/** A browser with nobody signed in. */
export function visitor(): Omit<Person, 'uid' | 'email'> {
  return browserApp();
}

let admin: AdminFirestore | null = null;

/** The Admin SDK on the same emulator, for seeding and for reading back what really happened. */
export function adminDb(): AdminFirestore {
  admin ??= adminFirestore(FUNCTIONS_PROJECT);
  return admin;
}

export async function seedProducts(products: readonly Product[], store = 'main'): Promise<void> {
  const batch = adminDb().batch();
  for (const p of products) batch.set(adminDb().doc(productPath(store, p)), productToDoc(p, adminStoredValues, store));
  await batch.commit();
}

export async function seedSettings(settings: StoreSettings): Promise<void> {
  await adminDb().doc('settings/store').set(settingsToDoc(settings, adminStoredValues));
}

/** Empties the emulators' accounts and documents of the project. */
export async function clearShop(): Promise<void> {
  const at = hostOf(authEmulator());
  await within(
    fetch(`http://${at.host}:${at.port}/emulator/v1/projects/${FUNCTIONS_PROJECT}/accounts`, { method: 'DELETE' }),
    'clear accounts',
  );
  await clearFirestore(FUNCTIONS_PROJECT);
}

/** Closes every browser opened since the last call, and the Admin SDK. */
export async function closeShop(): Promise<void> {
  await Promise.all(dbs.splice(0).map((db) => within(terminate(db), 'terminate Firestore')));
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  admin = null;
  await closeAdminApps();
}
