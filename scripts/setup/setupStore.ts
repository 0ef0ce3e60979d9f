import { isDeepStrictEqual } from 'node:util';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { catalogFromCsv, type CsvProduct } from '../../src/domain/catalog/csv/catalogFromCsv';
import { csvDraftIssues } from '../../src/domain/catalog/csv/csvDraftIssues';
import { parseCsv } from '../../src/domain/catalog/csv/parseCsv';
import type { Group, Product, Subgroup } from '../../src/domain/catalog/Product';
import { productFromDraft } from '../../src/domain/catalog/productDraft';
import type { Millis } from '../../src/domain/shared/Timestamp';
import { defaultStoreSettings } from '../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../src/domain/store/StoreSettings';
import { STORE_PUBLIC_FIELDS } from '../../src/domain/store/storePublicFacts';
import { defaultCustomerProfile } from '../../src/domain/user/defaultCustomerProfile';
import { catalogEntryToDoc } from '../../src/infrastructure/firebase/converters/catalogEntryToDoc';
import { parseProductPath } from '../../src/infrastructure/firebase/converters/parseProductPath';
import { productFromDoc } from '../../src/infrastructure/firebase/converters/productFromDoc';
import { productPath } from '../../src/infrastructure/firebase/converters/productPath';
import { productToDoc, SHELVES, shelvesToDoc } from '../../src/infrastructure/firebase/converters/productToDoc';
import { profilePatchToDoc } from '../../src/infrastructure/firebase/converters/profilePatchToDoc';
import { profileToDoc } from '../../src/infrastructure/firebase/converters/profileToDoc';
import { settingsFromDoc } from '../../src/infrastructure/firebase/converters/settingsFromDoc';
import { settingsToDoc } from '../../src/infrastructure/firebase/converters/settingsToDoc';
import { PUBLIC_SETTINGS_DOC, SETTINGS_COLLECTION, STORE_SETTINGS_DOC } from '../../src/infrastructure/firebase/StoreSettingsReads';
import { SEED_CATALOG } from '../../src/infrastructure/local/seed/seedCatalog';
import { adminStoredValues as values } from '../../functions/src/admin/adminStoredValues';

/** What the setup works on: the project's Firestore and Auth through the Admin SDK (past the rules). */
export interface SetupTarget {
  db: Firestore;
  auth: Auth;
  /** The catalogue's store/{store} document (VITE_FIREBASE_STORE_ID; 'main' by default). */
  store: string;
}

export interface SetupRequest {
  /** The owner's email: an account that already exists in Firebase Authentication. */
  adminEmail: string;
  /** The starter catalogue's CSV text, when the owner asked for it. */
  catalogueCsv?: string;
  now: Millis;
}

/** One line of the report: `changed` false means it was already so and nothing was written. */
export interface SetupStep {
  changed: boolean;
  message: string;
}

/** A reason to stop without changing anything, in words for the owner. */
export class SetupRefusal extends Error {}

/** Firestore's limit on writes in one batch: the starter catalogue is written in one, all or nothing. */
const MAX_BATCH_WRITES = 500;

/**
 * Makes a new store ready, changing only what is missing, so a second run changes nothing:
 * the owner's existing account becomes the store's admin, the default store settings are written
 * when there are none (settings/store and its public part settings/public, as the admin screen
 * saves them), the starter catalogue is imported when asked for and the store has no products, and
 * products saved before the home page's shelves were stored with them get their shelf facts.
 */
export async function setupStore(target: SetupTarget, request: SetupRequest): Promise<SetupStep[]> {
  const owner = await findAccount(target.auth, request.adminEmail);
  // Checked before anything is written: a broken file must not leave a half-set-up store.
  const catalogue = request.catalogueCsv === undefined ? null : readCatalogue(request.catalogueCsv);
  const steps = [await makeAdmin(target.db, owner, request.now), await writeDefaultSettings(target.db, owner.uid, request.now)];
  if (catalogue) steps.push(await importCatalogue(target, catalogue, request.now));
  steps.push(await writeShelfFacts(target));
  return steps;
}

async function findAccount(auth: Auth, email: string): Promise<{ uid: string; email: string }> {
  try {
    const user = await auth.getUserByEmail(email.trim());
    return { uid: user.uid, email: user.email ?? email.trim() };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new SetupRefusal(
        `There is no account with the email ${email} in this project. Open the shop, choose 'Create Account' ` +
          'with that email (or sign in with Google), then run this command again. Nothing was changed.',
      );
    }
    throw error;
  }
}

async function makeAdmin(db: Firestore, owner: { uid: string; email: string }, now: Millis): Promise<SetupStep> {
  const ref = db.collection('users').doc(owner.uid);
  const snap = await ref.get();
  if (snap.exists && snap.get('userType') === 'admin') {
    return { changed: false, message: `${owner.email} is already the store's admin.` };
  }
  if (!snap.exists) {
    // The shop makes this document at the first sign-in; an account that never signed in gets it here.
    const profile = { ...defaultCustomerProfile(owner, now), userType: 'admin' as const };
    await ref.create(profileToDoc(profile, values));
  } else {
    // isAdmin: undefined deletes the old app's flag, as the shop's own migration does.
    const patch = { userType: 'admin' as const, updatedAt: now, ...(snap.get('isAdmin') === undefined ? {} : { isAdmin: undefined }) };
    await ref.update(profilePatchToDoc(patch, values));
  }
  return { changed: true, message: `${owner.email} is now the store's admin: sign out of the shop and in again to see the admin screens.` };
}

/** Both settings documents as FirestoreStoreSettingsRepository saves them: the public part is a copy of STORE_PUBLIC_FIELDS. */
export function settingsDocs(settings: StoreSettings): { store: Record<string, unknown>; public: Record<string, unknown> } {
  const stored = settingsToDoc(settings, values);
  const publicKeys = new Set<string>([...STORE_PUBLIC_FIELDS, 'updatedAt']);
  return { store: stored, public: Object.fromEntries(Object.entries(stored).filter(([key]) => publicKeys.has(key))) };
}

async function writeDefaultSettings(db: Firestore, ownerUid: string, now: Millis): Promise<SetupStep> {
  const storeRef = db.collection(SETTINGS_COLLECTION).doc(STORE_SETTINGS_DOC);
  const publicRef = db.collection(SETTINGS_COLLECTION).doc(PUBLIC_SETTINGS_DOC);
  const [storeSnap, publicSnap] = await Promise.all([storeRef.get(), publicRef.get()]);
  if (storeSnap.exists && publicSnap.exists) {
    return { changed: false, message: 'The store settings are already there: left as they are.' };
  }
  if (storeSnap.exists) {
    // Settings saved before the public part existed: only that part is added, from what is stored.
    await publicRef.create(settingsDocs(settingsFromDoc(storeSnap.data())).public);
    return { changed: true, message: "The public part of the store settings (for the About page) is written from the store's settings." };
  }
  const docs = settingsDocs({ ...defaultStoreSettings(), updatedAt: now, updatedBy: ownerUid });
  const batch = db.batch();
  batch.create(storeRef, docs.store);
  batch.set(publicRef, docs.public);
  await batch.commit();
  return {
    changed: true,
    message:
      "The default store settings are written. Set the store's address, phone, PIN codes and hours on the Admin Dashboard, " +
      "under 'Store settings'.",
  };
}

/** The catalogue file read and checked the way the admin screen's CSV import checks it. */
export function readCatalogue(csv: string): CsvProduct[] {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new SetupRefusal(`The catalogue file has an unclosed quote (line ${String(parsed.error.params?.line)}).`);
  const read = catalogFromCsv(parsed.value);
  const issues = read.ok ? csvDraftIssues(read.products, false) : read.issues;
  if (!read.ok || issues.length > 0) {
    const list = issues.map((issue) => `line ${issue.line}: ${issue.code}`).join('; ');
    throw new SetupRefusal(`The catalogue file has problems, so nothing was imported: ${list}.`);
  }
  const unnamed = read.products.find((p) => !p.id);
  if (unnamed) throw new SetupRefusal(`The catalogue file gives no id on line ${unnamed.line}: every product needs one.`);
  return read.products;
}

/** Whether a product document is the store's (any store's products are in the 'products' collection group). */
const isOfStore = (store: string) => (doc: { ref: { path: string } }) => doc.ref.path.startsWith(`store/${store}/groups/`);

async function storeProductCount(db: Firestore, store: string): Promise<number> {
  return (await db.collectionGroup('products').select().get()).docs.filter(isOfStore(store)).length;
}

/**
 * The home page reads its offers and new arrivals by the shelf facts stored with each product
 * (productToDoc). Products saved by an older version of the shop, or by an older app, have none and
 * would never be on those shelves: they get them here, and a second run finds nothing to write.
 */
async function writeShelfFacts(target: SetupTarget): Promise<SetupStep> {
  const { db, store } = target;
  const docs = (await db.collectionGroup('products').get()).docs.filter(isOfStore(store));
  const missing = docs.flatMap((doc) => {
    const at = parseProductPath(doc.ref.path);
    if (!at) return [];
    const shelves = shelvesToDoc(productFromDoc(at.ref, doc.data()), store);
    return isDeepStrictEqual(doc.get(SHELVES.field), shelves) ? [] : [{ ref: doc.ref, shelves }];
  });
  if (missing.length === 0) {
    return { changed: false, message: "Every product is on the home page's offers and new arrivals as its stock and price say." };
  }
  for (let i = 0; i < missing.length; i += MAX_BATCH_WRITES) {
    const batch = db.batch();
    for (const { ref, shelves } of missing.slice(i, i + MAX_BATCH_WRITES)) batch.update(ref, { [SHELVES.field]: shelves });
    await batch.commit();
  }
  return {
    changed: true,
    message:
      `${missing.length} products saved before this version are now on the home page's offers and new arrivals ` +
      'as their stock and price say.',
  };
}

async function importCatalogue(target: SetupTarget, catalogue: readonly CsvProduct[], now: Millis): Promise<SetupStep> {
  const { db, store } = target;
  const existing = await storeProductCount(db, store);
  if (existing > 0) {
    return { changed: false, message: `The catalogue already has ${existing} products: the starter catalogue is not imported.` };
  }
  const products: Product[] = catalogue.map(({ id, draft }) => productFromDraft(draft, { id: id ?? '', now }));
  const groups = new Map<string, Group>();
  const subgroups = new Map<string, Subgroup>();
  for (const p of products) {
    const group = SEED_CATALOG.groups.find((g) => g.id === p.group);
    const subgroup = SEED_CATALOG.subgroups.find((s) => s.group === p.group && s.id === p.subgroup);
    groups.set(p.group, group ?? { id: p.group, name: p.group });
    subgroups.set(`${p.group}/${p.subgroup}`, subgroup ?? { group: p.group, id: p.subgroup, name: p.subgroup });
  }
  const writes = groups.size + subgroups.size + products.length;
  if (writes > MAX_BATCH_WRITES) {
    throw new SetupRefusal(`The catalogue file needs ${writes} writes; one import takes at most ${MAX_BATCH_WRITES}.`);
  }
  const batch: WriteBatch = db.batch();
  const groupRef = (id: string) => db.collection('store').doc(store).collection('groups').doc(id);
  // Groups the store already has keep their names; only missing ones are added.
  const [groupSnaps, subgroupSnaps] = await Promise.all([
    db.getAll(...[...groups.keys()].map(groupRef)),
    db.getAll(...[...subgroups.values()].map((s) => groupRef(s.group).collection('subgroups').doc(s.id))),
  ]);
  for (const snap of groupSnaps) if (!snap.exists) batch.create(snap.ref, catalogEntryToDoc(groups.get(snap.id)!));
  for (const [i, snap] of subgroupSnaps.entries()) if (!snap.exists) batch.create(snap.ref, catalogEntryToDoc([...subgroups.values()][i]!));
  for (const p of products) batch.create(db.doc(productPath(store, p)), productToDoc(p, values, store));
  await batch.commit();
  return { changed: true, message: `The starter catalogue is imported: ${products.length} products in ${groups.size} groups.` };
}
