import { readFileSync } from 'node:fs';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { SavedAddress } from '../../src/domain/address/Address';
import { buildCartLine } from '../../src/domain/cart/buildCartLine';
import { cartLineKey } from '../../src/domain/cart/cartLineKey';
import type { Product } from '../../src/domain/catalog/Product';
import type { Order } from '../../src/domain/order/Order';
import type { StoreSettings } from '../../src/domain/store/StoreSettings';
import type { UserType } from '../../src/domain/user/UserProfile';
import { cartLineToDoc } from '../../src/infrastructure/firebase/converters/cartLineToDoc';
import { catalogEntryToDoc } from '../../src/infrastructure/firebase/converters/catalogEntryToDoc';
import { orderFromDoc } from '../../src/infrastructure/firebase/converters/orderFromDoc';
import { productFromDoc } from '../../src/infrastructure/firebase/converters/productFromDoc';
import { productPath } from '../../src/infrastructure/firebase/converters/productPath';
import { productToDoc } from '../../src/infrastructure/firebase/converters/productToDoc';
import { profileFromDoc } from '../../src/infrastructure/firebase/converters/profileFromDoc';
import { profileToDoc } from '../../src/infrastructure/firebase/converters/profileToDoc';
import { SEED_CATALOG } from '../../src/infrastructure/local/seed/seedCatalog';
import { seedProducts } from '../../src/infrastructure/local/seed/seedProducts';
import { adminStoredValues as values } from '../../functions/src/admin/adminStoredValues';
import { settingsDocs } from '../../scripts/setup/setupStore';
import { addressFactory } from '../../test/factories/addressFactory';
import { sizeOf } from '../../test/factories/sizeOf';
import { userFactory } from '../../test/factories/userFactory';

/**
 * The emulators behind the Firebase-mode build of e2e/helpers/firebaseServers.ts, seen from the
 * test process (Node): accounts through the Auth emulator's REST API, documents through the Admin
 * SDK past the rules, for seeding what a journey does not prove itself and for reading back what the
 * server functions really wrote. Needs the variables scripts/lib/emulators.sh exports.
 */
export const PROJECT = 'demo-shop';
export const STORE = 'main';
export const PASSWORD = 'secret-123';

/** host:port of an emulator; the Admin SDK without one would talk to Google, so a missing one stops the test. */
function emulator(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FUNCTIONS_EMULATOR_ORIGIN'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: the Firebase browser tests run with the emulators of scripts/lib/emulators.sh`);
  return value.replace(/^https?:\/\//, '');
}

let app: App | undefined;

/** The Admin SDK on the Firestore emulator. */
export function adminDb(): Firestore {
  emulator('FIRESTORE_EMULATOR_HOST');
  // No Google credentials on the emulators: the client libraries need not look for a Google Cloud machine.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app ??= getApps().find((a) => a.name === 'e2e-admin') ?? initializeApp({ projectId: PROJECT }, 'e2e-admin');
  return getFirestore(app);
}

async function answer<T>(response: Promise<Response>, what: string): Promise<T> {
  const res = await response;
  const body = (await res.json()) as T & { error?: unknown };
  if (!res.ok || body.error) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * The project's firestore.rules, loaded into the Firestore emulator as `firebase deploy` would send
 * them. The Cloud SDK's emulator starts with no rules at all (open to every request), and nothing
 * else loads them for this project: without this, the browser would run past no rules.
 */
export async function loadFirestoreRules(): Promise<void> {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const url = `http://${emulator('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT}:securityRules`;
  const res = await fetch(url, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!res.ok) throw new Error(`loading firestore.rules: ${res.status} ${await res.text()}`);
}

/** No accounts and no documents: the project as a new store has it. */
export async function clearEmulators(): Promise<void> {
  await answer(
    fetch(`http://${emulator('FIREBASE_AUTH_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' }),
    'clear accounts',
  );
  const documents = `http://${emulator('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`;
  await answer(fetch(documents, { method: 'DELETE' }), 'clear documents');
}

export interface Account {
  uid: string;
  email: string;
  password: string;
}

/** An account as the login page's 'Create Account' makes it (the Auth emulator's accounts:signUp). */
export async function createAccount(email: string): Promise<Account> {
  const url = `http://${emulator('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`;
  const body = JSON.stringify({ email, password: PASSWORD, returnSecureToken: true });
  const { localId } = await answer<{ localId: string }>(
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    `sign up ${email}`,
  );
  return { uid: localId, email, password: PASSWORD };
}

export interface Person extends Account {
  name: string;
  role: UserType;
  address: SavedAddress;
}

/** An account whose profile and delivery address are complete (in the owner's PIN code), with its role in users/{uid}. */
export async function seedPerson(name: string, role: UserType, tag = name.split(' ')[0]!.toLowerCase()): Promise<Person> {
  const account = await createAccount(`${tag}-${crypto.randomUUID().slice(0, 6)}@example.in`);
  const address = addressFactory.build();
  const profile = userFactory.build({
    uid: account.uid,
    email: account.email,
    name,
    userType: role,
    phoneNumber: '9837012345',
    village: 'Sherpur',
    deliveryAddress: address,
    addresses: [address],
  });
  await adminDb().doc(`users/${account.uid}`).set(profileToDoc(profile, values));
  return { ...account, name, role, address };
}

/** Both settings documents as the admin screen saves them. */
export async function seedSettings(settings: StoreSettings): Promise<void> {
  const docs = settingsDocs(settings);
  const batch = adminDb().batch();
  batch.set(adminDb().doc('settings/store'), docs.store);
  batch.set(adminDb().doc('settings/public'), docs.public);
  await batch.commit();
}

/** The demo shop's catalogue (99 products with Hindi names), with its groups and subgroups. */
export async function seedCatalogue(): Promise<Product[]> {
  const products = seedProducts(Date.now());
  const batch = adminDb().batch();
  const groups = adminDb().collection('store').doc(STORE).collection('groups');
  for (const group of SEED_CATALOG.groups) batch.set(groups.doc(group.id), catalogEntryToDoc(group));
  for (const sub of SEED_CATALOG.subgroups) batch.set(groups.doc(sub.group).collection('subgroups').doc(sub.id), catalogEntryToDoc(sub));
  for (const p of products) batch.set(adminDb().doc(productPath(STORE, p)), productToDoc(p, values, STORE));
  await batch.commit();
  return products;
}

/** One size of one product: a cart or order line. */
export interface Line {
  product: Product;
  variant: string;
  qty: number;
}

/**
 * `count` different lines of packed sizes (loose items draw on one shared stock, so each line's stock
 * reads back on its own) with at least `qty` + 1 in stock, skipping the first `skip`.
 */
export function packedLines(products: readonly Product[], count: number, { qty = 1, skip = 0 } = {}): Line[] {
  const lines = products
    .filter((p) => !p.loose_item)
    .flatMap((p) => {
      const sizes = Object.entries(p.variants);
      return sizes.length === 0
        ? p.available > qty
          ? [{ product: p, variant: p.weight, qty }]
          : []
        : sizes.filter(([, v]) => v.available > qty).map(([variant]) => ({ product: p, variant, qty }));
    })
    .slice(skip, skip + count);
  if (lines.length < count) throw new Error(`the catalogue has only ${lines.length} lines with more than ${qty} in stock`);
  return lines;
}

/** Puts these lines in the person's cart (incart/{uid}), beside what is there, as Add to Cart stores them. */
export async function seedCart(uid: string, lines: readonly Line[]): Promise<void> {
  const items = Object.fromEntries(
    lines.map(({ product, variant, qty }) => [
      cartLineKey(product.id, variant),
      cartLineToDoc(buildCartLine(product, sizeOf(product, variant), qty), STORE, (path) => adminDb().doc(path)),
    ]),
  );
  await adminDb().doc(`incart/${uid}`).set({ items }, { merge: true });
}

/** The stock of a line's size as stored now. */
export async function stockOf({ product, variant }: Pick<Line, 'product' | 'variant'>): Promise<number> {
  const stored = productFromDoc(product, (await adminDb().doc(productPath(STORE, product)).get()).data());
  return Object.keys(stored.variants).length === 0 ? stored.available : (stored.variants[variant]?.available ?? Number.NaN);
}

export const stocksOf = (lines: readonly Line[]): Promise<number[]> => Promise.all(lines.map(stockOf));

/** The person's active orders (orders/{id}) as stored. */
export async function activeOrdersOf(uid: string): Promise<Order[]> {
  const snap = await adminDb().collection('orders').where('userId', '==', uid).get();
  return snap.docs.map((d) => orderFromDoc(d.id, d.data()));
}

/** The person's finished orders (orderHistory/{uid}/orders). */
export async function historyOf(uid: string): Promise<Order[]> {
  const snap = await adminDb().collection('orderHistory').doc(uid).collection('orders').get();
  return snap.docs.map((d) => orderFromDoc(d.id, d.data()));
}

export async function cartLineCount(uid: string): Promise<number> {
  const items = (await adminDb().doc(`incart/${uid}`).get()).get('items') as Record<string, unknown> | undefined;
  return Object.keys(items ?? {}).length;
}

export async function roleOf(uid: string): Promise<UserType> {
  return profileFromDoc(uid, (await adminDb().doc(`users/${uid}`).get()).data()).userType;
}

/** The uid of the account with this email (the Auth emulator's accounts:lookup, as an admin). */
export async function uidOf(email: string): Promise<string> {
  const url = `http://${emulator('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`;
  const { users } = await answer<{ users?: Array<{ localId: string }> }>(
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    }),
    `look up ${email}`,
  );
  if (users?.length !== 1) throw new Error(`no account ${email}`);
  return users[0]!.localId;
}

/** The store's server functions (functions/src/index.ts). */
const SERVER_FUNCTIONS = [
  'placeOrder',
  'acceptOrder',
  'updateOrderStatus',
  'assignOrder',
  'cancelOrder',
  'unlockDelivery',
  'saveProduct',
  'adjustStock',
  'changeUserType',
  'registerDevice',
  'unregisterDevice',
];

/**
 * Calls every server function once, without a sign-in (each answers 'unauthenticated'): the
 * Functions emulator starts a function's worker at its first call, seconds on a busy machine, and
 * that start-up is not what a journey's timing is about.
 */
export async function warmServerFunctions(): Promise<void> {
  await Promise.all(
    SERVER_FUNCTIONS.map(async (name) => {
      const res = await fetch(`http://${emulator('FUNCTIONS_EMULATOR_ORIGIN')}/${PROJECT}/asia-south1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      if (res.status !== 401) throw new Error(`${name} answered ${res.status} without a sign-in, not 401`);
    }),
  );
}

/** A new store's project: the real rules loaded, no accounts, no documents, and the server functions started. */
export async function emptyStore(): Promise<void> {
  await Promise.all([warmServerFunctions(), loadFirestoreRules(), clearEmulators()]);
}

/** An ID token of the account, from the Auth emulator, as the shop's sign-in gets one. */
async function idTokenOf(account: Account): Promise<string> {
  const url = `http://${emulator('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`;
  const body = JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true });
  const { idToken } = await answer<{ idToken: string }>(
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    `sign in ${account.email}`,
  );
  return idToken;
}

/**
 * The person's checkout through the placeOrder server function, as the shop's Place Order calls it
 * (CallableShopCommands): for journeys whose subject is what happens to an order afterwards.
 */
export async function placeOrderAs(person: Person, lines: readonly Line[]): Promise<Order> {
  const data = {
    lines: lines.map(({ product, variant, qty }) => ({
      ref: { group: product.group, subgroup: product.subgroup, id: product.id },
      variant,
      qty,
    })),
    addressId: person.address.id,
    phoneNumber: '9837012345',
    checkoutKey: crypto.randomUUID(),
  };
  return callAs<Order>(person, 'placeOrder', data);
}

/** A server function called as the person, as the shop's CallableShopCommands calls it: the use case's value; throws when refused. */
export async function callAs<T>(person: Account, name: string, data: unknown): Promise<T> {
  const { result } = await answer<{ result: { ok: true; value: T } | { ok: false; error: unknown } }>(
    fetch(`http://${emulator('FUNCTIONS_EMULATOR_ORIGIN')}/${PROJECT}/asia-south1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(person)}` },
      body: JSON.stringify({ data }),
    }),
    name,
  );
  if (!result.ok) throw new Error(`${name} refused: ${JSON.stringify(result.error)}`);
  return result.value;
}
