import { readFileSync } from 'node:fs';
import { FirebaseError } from 'firebase/app';
import type { DocumentData as AdminDocumentData } from 'firebase-admin/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import type { SavedAddress } from '../../../src/domain/address/Address';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import type { Order } from '../../../src/domain/order/Order';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { FUNCTIONS_REGION } from '../../../src/infrastructure/firebase/functionsRegion';
import { addressFactory } from '../../factories/addressFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { variantFactory } from '../../factories/variantFactory';
import { firestoreEmulator, functionsEmulator } from '../../firebase/support/emulatorHosts';
import {
  adminDb,
  anonymous,
  FUNCTIONS_PROJECT,
  seedProducts,
  seedSettings,
  signUp,
  visitor,
  type Person,
} from '../../firebase/support/emulatorShop';
import { within } from '../../firebase/support/within';
import type { ActorName, Observed } from './attempts';

/**
 * The shop the attacks are made on: real accounts on the Auth emulator, each with a browser of its
 * own (web SDK), the catalogue and settings seeded with the Admin SDK, and orders in every state
 * made the way the shop makes them, through the server functions.
 */

/** A browser as an actor holds it: its app (for the functions) and its Firestore handle. */
export type Browser = Pick<Person, 'app' | 'db'> & { uid: string; email: string };

export const STORE = 'main';
/** One call: the Functions emulator may first start a worker, seconds on a busy two-core machine. */
const MS = 60_000;

/** ₹ in paise, as the domain counts. */
export const rupees = (r: number): number => r * 100;

/** The shelf: plenty of most things, a few of one, and loose feed weighed out of sacks. */
export const ATTA = productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'atta', name: 'Chakki Atta', price: rupees(40) });
export const SALT = productFactory.build({ group: 'grocery', subgroup: 'spices', id: 'salt', name: 'Namak', price: rupees(20) });
export const GHEE = productFactory.build({ group: 'grocery', subgroup: 'dairy', id: 'ghee', name: 'Desi Ghee', price: rupees(600) });
export const OIL = productFactory.build({ group: 'grocery', subgroup: 'oil', id: 'mustard-oil', name: 'Sarson Tel', price: rupees(150) });
export const FEED = looseProductFactory.build({ id: 'khal', name: 'Sarson Khal' });
/** Loose chana without sizes: sold only by its own weight, 1 kg at ₹80, from 50 kg in the sack. */
export const CHANA = {
  ...looseProductFactory.build({ subgroup: 'pulses', id: 'chana', name: 'Chana', weight: '1kg', price: rupees(80) }),
  variants: {},
};
export const RICE = sizedProductFactory.build({
  subgroup: 'rice',
  id: 'basmati',
  name: 'Basmati',
  variants: {
    '1kg': variantFactory.build({ price: rupees(90), mrp: rupees(100), available: 100, unit: 'kg' }),
    '5kg': variantFactory.build({ price: rupees(420), mrp: rupees(480), available: 20, unit: 'kg' }),
  },
});

/** Stock every attempt starts from (prepare steps reset what they need). */
export const STOCK = { atta: 1000, salt: 1000, ghee: 3, oil: 5, feed: 100, chana: 50 } as const;

export const shelf = (): Product[] => [
  { ...ATTA, available: STOCK.atta, mrp: rupees(45) },
  { ...SALT, available: STOCK.salt, mrp: rupees(22) },
  { ...GHEE, available: STOCK.ghee, mrp: rupees(650) },
  { ...OIL, available: STOCK.oil, mrp: rupees(160) },
  { ...FEED, available: STOCK.feed },
  { ...CHANA, available: STOCK.chana, mrp: rupees(90) },
  RICE,
];

/** The store's rules: a ₹20 fee, a ₹30 minimum, the delivery code on, and the area around the store. */
export const SETTINGS: StoreSettings = {
  ...defaultStoreSettings(),
  deliveryFee: rupees(20),
  freeDeliveryFrom: 0,
  minimumOrder: rupees(30),
  maxOpenOrders: 50,
  deliveryCodeEnabled: true,
  allowedPincodes: ['244231'],
};

export const pathOf = (p: ProductRef): string => productPath(STORE, p);
export const refOf = (p: ProductRef): ProductRef => ({ group: p.group, subgroup: p.subgroup, id: p.id });
export const lineOf = (p: Product, qty = 1, variant = p.weight) => ({ ref: refOf(p), variant, qty });

/**
 * Alice's saved addresses: home (in the area), a farm 100 km away on the map, and one typed by hand
 * with a PIN code the store does not serve.
 */
export const HOME_A = addressFactory.build({ id: '1736500000001', label: 'Home' });
export const FAR_A = addressFactory.build({ id: '1736500000002', label: 'Work', coordinates: { lat: 28.6139, lng: 77.209 } });
export const TYPED_A = addressFactory.build({ id: '1736500000003', label: 'Other', coordinates: null, pincode: '110001' });
/** Typed by hand too, with the PIN code the store serves: delivered without a map point. */
export const TYPED_OK = addressFactory.build({ id: '1736500000004', label: 'Other', coordinates: null, pincode: '244231' });
export const BOBBY_HOME = addressFactory.build({ id: '1736500000010' });
export const CAROL_HOME = addressFactory.build({ id: '1736500000020' });

export interface World {
  people: Record<ActorName, Browser>;
  /** Orders made in beforeAll, each in the state its name says. */
  orders: {
    bobbyPending: string;
    bobbyAccepted: string;
    bobbyHeldByOther: string;
    bobbyDelivered: string;
    aliceAccepted: string;
    demotedCarried: string;
    demotedDelivered: string;
  };
}

// ---------------------------------------------------------------- calling the server functions as a browser does

const functionsOf = new WeakMap<object, Functions>();

function functionsFor(browser: Browser): Functions {
  let functions = functionsOf.get(browser.app);
  if (!functions) {
    functions = getFunctions(browser.app, FUNCTIONS_REGION);
    const at = functionsEmulator()!;
    connectFunctionsEmulator(functions, at.host, at.port);
    functionsOf.set(browser.app, functions);
  }
  return functions;
}

/** Firestore's and the Functions SDK's errors as the catalogue reads them. */
export function observedError(error: unknown): Observed {
  const message = error instanceof Error ? error.message : String(error);
  if (/no answer from the emulator/.test(message)) return { kind: 'timeout', message };
  if (error instanceof FirebaseError) {
    if (error.code === 'permission-denied') return { kind: 'denied' };
    if (error.code.startsWith('functions/')) {
      const code = error.code.replace(/^functions\//, '');
      return code === 'deadline-exceeded' ? { kind: 'timeout', message } : { kind: 'callable', code, message };
    }
  }
  return { kind: 'error', message: `${error instanceof FirebaseError ? error.code : ''} ${message}`.trim() };
}

/** A use case's answer ({ ok, value } or { ok: false, error }) as the catalogue reads it. */
export function observedAnswer(data: unknown): Observed {
  const answer = data as {
    ok?: unknown;
    value?: unknown;
    error?: { code?: unknown; params?: unknown; unavailableItems?: Array<{ reason?: unknown }> };
  };
  if (answer?.ok === true) return { kind: 'allowed', value: answer.value };
  if (answer?.ok === false && typeof answer.error?.code === 'string') {
    const reasons = (answer.error.unavailableItems ?? []).map((i) => String(i.reason));
    return { kind: 'refused', code: answer.error.code, reasons, params: answer.error.params };
  }
  return { kind: 'error', message: `not a use case's answer: ${JSON.stringify(data)?.slice(0, 200)}` };
}

/** Calls a server function with any data, as devtools would, and says what came back. */
export async function callAs(browser: Browser, name: string, data: unknown, ms = MS): Promise<Observed> {
  try {
    const result = await within(httpsCallable(functionsFor(browser), name, { timeout: ms })(data), `${name} call`, ms + 1000);
    return observedAnswer(result.data);
  } catch (error) {
    return observedError(error);
  }
}

/** A Firestore request with the actor's own web SDK, under firestore.rules. */
export async function firestoreAs(browser: Browser, run: (db: Browser['db']) => Promise<unknown>): Promise<Observed> {
  try {
    await within(run(browser.db), 'Firestore request');
    return { kind: 'allowed' };
  } catch (error) {
    return observedError(error);
  }
}

/**
 * The Functions emulator starts a worker process for each call that finds none idle, which takes
 * seconds on a busy machine: `n` calls at once that the function refuses at its first step leave
 * `n` workers ready, so a race that follows is decided by Firestore's transactions, not by start-up.
 */
export async function warmUp(browser: Browser, name: string, n: number): Promise<void> {
  await Promise.all(Array.from({ length: n }, () => callAs(browser, name, null, RACE_MS)));
}

/** A call in a race: many at once on a shared two-core machine take longer than one. */
export const RACE_MS = 120_000;

// ---------------------------------------------------------------- making orders the way the shop does

let keys = 0;
export const freshKey = (): string => `attack-${Date.now()}-${(keys += 1)}`;

/** Places an order through placeOrder as `who`, from their delivery address; throws when refused. */
export async function place(who: Browser, lines = [lineOf(ATTA)], addressId?: string): Promise<Order> {
  const profile = (await within(adminDb().doc(`users/${who.uid}`).get(), 'read a profile')).data() as
    { deliveryAddress?: { id?: string } } | undefined;
  const answer = await callAs(who, 'placeOrder', {
    lines,
    addressId: addressId ?? profile?.deliveryAddress?.id ?? '',
    phoneNumber: '9876543210',
    checkoutKey: freshKey(),
  });
  if (answer.kind !== 'allowed') throw new Error(`setup: placeOrder refused: ${JSON.stringify(answer)}`);
  return answer.value as Order;
}

/** Runs an order command that must work (setup); throws with the answer otherwise. */
export async function must(who: Browser, name: string, data: Record<string, unknown>): Promise<void> {
  const answer = await callAs(who, name, data);
  if (answer.kind !== 'allowed') throw new Error(`setup: ${name} refused: ${JSON.stringify(answer)}`);
}

/** The code kept for an order, read with the Admin SDK (as only its customer and admins may). */
export const codeOf = async (orderId: string): Promise<string> =>
  String((await within(adminDb().doc(`deliveryCodes/${orderId}`).get(), 'read a code')).get('code') ?? '');

/** A pending order of `customer`, accepted by `courier`. */
export async function acceptedOrder(customer: Browser, courier: Browser, lines = [lineOf(ATTA)]): Promise<string> {
  const order = await place(customer, lines);
  await must(courier, 'acceptOrder', { orderId: order.id });
  return order.id;
}

/** An order of `customer` carried and delivered by `courier` with the right code: now in history. */
export async function deliveredOrder(customer: Browser, courier: Browser): Promise<string> {
  const id = await acceptedOrder(customer, courier);
  await must(courier, 'updateOrderStatus', { orderId: id, status: 'delivered', deliveryCode: await codeOf(id) });
  return id;
}

/** A code that is not the order's. */
export const wrongCodeFor = async (orderId: string): Promise<string> =>
  ((Number(await codeOf(orderId)) + 1) % 10000).toString().padStart(4, '0');

// ---------------------------------------------------------------- reading back what happened

/** A document as read back: its data (undefined when absent) and that data as JSON, to compare. */
export interface Stored {
  data: AdminDocumentData | undefined;
  json: string | null;
}

/** Each document as it is now, read with the Admin SDK in one request. */
export async function snapshot(paths: readonly string[]): Promise<Map<string, Stored>> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return new Map();
  const snaps = await within(adminDb().getAll(...unique.map((p) => adminDb().doc(p))), 'read back');
  return new Map(snaps.map((s, i) => [unique[i]!, { data: s.data(), json: s.exists ? JSON.stringify(s.data()) : null }]));
}

/**
 * Puts documents an attempt got through to back as they were, so one hole does not hide the next
 * (a 900 kB field let in would make the next oversized write fail for its size instead).
 */
export async function repair(before: Map<string, Stored>, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const was = before.get(path);
    const ref = adminDb().doc(path);
    await within(was?.data ? ref.set(was.data) : ref.delete(), 'repair');
  }
}

/** Orders (active) a customer has. */
export const orderCount = async (uid: string): Promise<number> =>
  (await within(adminDb().collection('orders').where('userId', '==', uid).count().get(), 'count orders')).data().count;

export const stockOf = async (p: ProductRef, variant?: string): Promise<number> => {
  const data = (await within(adminDb().doc(pathOf(p)).get(), 'read stock')).data() ?? {};
  return variant ? Number((data.variants as Record<string, { available: number }>)[variant]?.available) : Number(data.available);
};

/** A fresh minute for everyone: the server's per-person call limits (callLimits/{uid}) start full. */
export const freshCallLimits = async (): Promise<void> => {
  await within(adminDb().recursiveDelete(adminDb().collection('callLimits')), 'reset call limits');
};

export const setStock = async (p: ProductRef, available: number): Promise<void> => {
  await within(adminDb().doc(pathOf(p)).update({ available }), 'set stock');
};

export const orderDoc = async (id: string) => (await within(adminDb().doc(`orders/${id}`).get(), 'read an order')).data();
export const historyDoc = async (uid: string, id: string) =>
  (await within(adminDb().doc(`orderHistory/${uid}/orders/${id}`).get(), 'read history')).data();

// ---------------------------------------------------------------- the world

/** firestore.rules on the project the Functions emulator serves, for the length of the catalogue. */
async function putRules(content: string): Promise<void> {
  const at = firestoreEmulator()!;
  const response = await within(
    fetch(`http://${at.host}:${at.port}/emulator/v1/projects/${FUNCTIONS_PROJECT}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    }),
    'load firestore.rules',
  );
  if (!response.ok) throw new Error(`the emulator refused firestore.rules: ${response.status} ${await response.text()}`);
}

export const loadShopRules = (): Promise<void> => putRules(readFileSync('firestore.rules', 'utf8'));

/**
 * What the project ran before: the Cloud SDK emulator starts with no rules, which lets every
 * request through; the other suites on this project were written against that.
 */
export const restoreOpenRules = (): Promise<void> =>
  putRules(
    "rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }",
  );

export const seedShelf = (): Promise<void> => within(seedProducts(shelf(), STORE), 'seed the shelf');
export const seedStoreSettings = (changes: Partial<StoreSettings> = {}): Promise<void> =>
  within(seedSettings({ ...SETTINGS, ...changes }), 'seed the settings');

const withHome = (address: SavedAddress, more: SavedAddress[] = []) => ({ deliveryAddress: address, addresses: [address, ...more] });

/** Every actor signed in on a browser of their own, the shelf, the settings and the orders of World. */
export async function buildWorld(): Promise<World> {
  await seedShelf();
  await seedStoreSettings();
  const [alice, bobby, carol, courier, otherCourier, demoted, owner, noProfile, anon] = await Promise.all([
    signUp('alice', 'customer', { name: 'Alice Devi', ...withHome(HOME_A, [FAR_A, TYPED_A, TYPED_OK]) }),
    signUp('bobby', 'customer', { name: 'Bobby Singh', ...withHome(BOBBY_HOME) }),
    signUp('carol', 'customer', { name: 'Carol Rani', ...withHome(CAROL_HOME) }),
    signUp('suresh', 'delivery', { name: 'Suresh' }),
    signUp('mahesh', 'delivery', { name: 'Mahesh' }),
    signUp('dinesh', 'delivery', { name: 'Dinesh' }),
    signUp('asha', 'admin', { name: 'Asha' }),
    signUp('ghost', null),
    anonymous(),
  ]);
  const nobody = { ...visitor(), uid: '', email: '' };
  const orders: World['orders'] = {
    bobbyPending: (await place(bobby)).id,
    bobbyAccepted: await acceptedOrder(bobby, courier),
    bobbyHeldByOther: await acceptedOrder(bobby, otherCourier),
    bobbyDelivered: await deliveredOrder(bobby, otherCourier),
    aliceAccepted: await acceptedOrder(alice, courier),
    demotedCarried: await acceptedOrder(bobby, demoted),
    demotedDelivered: await deliveredOrder(bobby, demoted),
  };
  // Dinesh carried orders as a delivery person; the owner has made him a customer since.
  await within(adminDb().doc(`users/${demoted.uid}`).update({ userType: 'customer' }), 'demote Dinesh');
  await seedShelf();
  return {
    people: { alice, bobby, carol, courier, otherCourier, demoted, owner, noProfile, anonymous: anon, visitor: nobody },
    orders,
  };
}
