import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { STORE_PUBLIC_FIELDS } from '../../../src/domain/store/storePublicFacts';
import { defaultCustomerProfile } from '../../../src/domain/user/defaultCustomerProfile';
import { productFromDoc } from '../../../src/infrastructure/firebase/converters/productFromDoc';
import { productPath } from '../../../src/infrastructure/firebase/converters/productPath';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { profileFromDoc } from '../../../src/infrastructure/firebase/converters/profileFromDoc';
import { profileToDoc } from '../../../src/infrastructure/firebase/converters/profileToDoc';
import { settingsFromDoc } from '../../../src/infrastructure/firebase/converters/settingsFromDoc';
import { adminStoredValues } from '../../../functions/src/admin/adminStoredValues';
import { setupStore, settingsDocs, type SetupStep } from '../../../scripts/setup/setupStore';
import { STARTER_CATALOGUE_FILE } from '../../../scripts/setup/starterCatalogue';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { authEmulator, describeWithAuthAndFirestore } from '../support/emulatorHosts';
import { clearFirestore } from '../support/firestoreAs';
import { within } from '../support/within';

// `npm run setup:firebase` (scripts/setup-firebase.mjs, scripts/setup/) against the Auth and
// Firestore emulators, in a project of its own so no other suite's documents are in the way:
// the refusal of an unknown account, the first run, a second run that writes nothing, settings the
// owner saved and a catalogue the store has left alone. What it wrote is read back with the Admin SDK.

const PROJECT = 'demo-store-setup';
const OWNER = 'owner@example.in';
const run = promisify(execFile);

let app: App;
let db: Firestore;

/** The command as an owner types it, against the emulators the environment names; never throws. */
async function setupCommand(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run('node', ['scripts/setup-firebase.mjs', '--project', PROJECT, ...args], { env: process.env });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

/** An account in the Auth emulator, as the shop's 'Create Account' makes it. */
async function createAccount(email: string): Promise<string> {
  const at = authEmulator()!;
  const response = await within(
    fetch(`http://${at.host}:${at.port}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123' }),
    }),
    'create account',
  );
  return ((await response.json()) as { localId: string }).localId;
}

/** Every document of the project with the time it was last written: equal snapshots mean nothing was written. */
async function everyDocument(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    await Promise.all(
      collections.map(async (collection) => {
        // listDocuments also names documents that exist only as the parent of others (store/main).
        const refs = await collection.listDocuments();
        if (refs.length === 0) return;
        for (const snap of await db.getAll(...refs)) {
          if (snap.exists) found.set(snap.ref.path, snap.updateTime!.toDate().toISOString() + JSON.stringify(snap.data()));
        }
        await Promise.all(refs.map(async (ref) => walk(await ref.listCollections())));
      }),
    );
  };
  await walk(await db.listCollections());
  return found;
}

const productsOfStore = async () => (await db.collectionGroup('products').get()).docs.filter((d) => d.ref.path.startsWith('store/main/'));

const messages = (steps: SetupStep[]) => steps.map((s) => s.message);

describeWithAuthAndFirestore('the store setup command')('npm run setup:firebase against the emulators', () => {
  beforeAll(() => {
    // The emulators need no Google credentials: no looking for a Google Cloud machine's metadata server.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    app = initializeApp({ projectId: PROJECT }, `setup-test-${Date.now()}`);
    db = getFirestore(app);
  });

  beforeEach(async () => {
    await clearFirestore(PROJECT);
    const at = authEmulator()!;
    await within(fetch(`http://${at.host}:${at.port}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' }), 'clear accounts');
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it('refuses an email with no account, says what to do, and changes nothing', async () => {
    const result = await setupCommand('--admin', OWNER, '--catalogue');

    expect(result.code).toBe(1);
    expect(result.err).toContain(`There is no account with the email ${OWNER} in this project.`);
    expect(result.err).toContain("choose 'Create Account'");
    expect(result.err).toContain('Nothing was changed.');
    expect(await everyDocument()).toEqual(new Map());
  });

  it('makes the owner admin, writes the default settings and imports the starter catalogue; a second run writes nothing', async () => {
    const uid = await createAccount(OWNER);
    // The shop made the owner's profile at the first sign-in, as a customer.
    const signedUp = { ...defaultCustomerProfile({ uid, email: OWNER }, Date.UTC(2026, 10, 1)), name: 'Asha Devi', village: 'Sherpur' };
    await db.doc(`users/${uid}`).set(profileToDoc(signedUp, adminStoredValues));

    const first = await setupCommand('--admin', OWNER, '--catalogue');

    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`✓ ${OWNER} is now the store's admin`);
    expect(first.out).toContain('✓ The default store settings are written.');
    expect(first.out).toContain('✓ The starter catalogue is imported: 99 products in 8 groups.');
    const profile = profileFromDoc(uid, (await db.doc(`users/${uid}`).get()).data());
    expect(profile).toMatchObject({ userType: 'admin', name: 'Asha Devi', village: 'Sherpur', email: OWNER });
    const { updatedAt, updatedBy, ...settings } = settingsFromDoc((await db.doc('settings/store').get()).data());
    expect(settings).toEqual(defaultStoreSettings());
    expect(updatedBy).toBe(uid);
    expect(updatedAt).toBeGreaterThan(Date.now() - 60_000);
    const publicPart = (await db.doc('settings/public').get()).data()!;
    expect(Object.keys(publicPart).sort()).toEqual([...STORE_PUBLIC_FIELDS, 'updatedAt'].sort());
    expect(publicPart.allowedPincodes).toEqual(['244231']);
    expect(await productsOfStore()).toHaveLength(99);
    const atta = (await db.doc('store/main/groups/grocery/subgroups/atta/products/chakki_fresh_atta').get()).data();
    expect(productFromDoc({ group: 'grocery', subgroup: 'atta', id: 'chakki_fresh_atta' }, atta)).toMatchObject({
      name: 'Chakki Fresh Wheat Atta',
      nameHi: 'चक्की फ्रेश गेहूं आटा',
      imageData: ['/products/atta-bag.svg', '/products/atta-bag-open.svg'],
      variants: { '25kg': { price: 102_000, mrp: 110_000, available: 8, unit: 'kg' } },
    });
    expect((await db.doc('store/main/groups/animal_feed').get()).data()).toEqual({
      name: 'Animal Feed',
      nameHi: 'पशु आहार',
      image: '/products/sack-green.svg',
    });
    const afterFirst = await everyDocument();

    const second = await setupCommand('--admin', OWNER, '--catalogue');

    expect(second.code).toBe(0);
    expect(second.out).toContain(`· ${OWNER} is already the store's admin.`);
    expect(second.out).toContain('· The store settings are already there: left as they are.');
    expect(second.out).toContain('· The catalogue already has 99 products: the starter catalogue is not imported.');
    expect(second.out).toContain("· Every product is on the home page's offers and new arrivals as its stock and price say.");
    expect(second.out).toContain('Nothing needed changing.');
    expect(await everyDocument()).toEqual(afterFirst);
  });

  it("never overwrites the owner's settings, and adds only a missing public part", async () => {
    const uid = await createAccount(OWNER);
    await db.doc(`users/${uid}`).set(profileToDoc(userFactory.build({ uid, email: OWNER, userType: 'admin' }), adminStoredValues));
    const owners = {
      ...defaultStoreSettings(),
      name: 'Verma Kirana',
      deliveryFee: 2000,
      allowedPincodes: ['244221'],
      updatedAt: 1_790_000_000_000,
    };
    await db.doc('settings/store').set(settingsDocs(owners).store);
    const target = { db, auth: getAuth(app), store: 'main' };

    const steps = await setupStore(target, { adminEmail: OWNER, now: Date.now() });

    expect(steps.map((s) => s.changed)).toEqual([false, true, false]);
    expect(settingsFromDoc((await db.doc('settings/store').get()).data())).toEqual(owners);
    // Older settings without their public part get it, copied from what the owner saved.
    expect((await db.doc('settings/public').get()).data()).toEqual(settingsDocs(owners).public);
    const settled = await everyDocument();

    const again = await setupStore(target, { adminEmail: OWNER, now: Date.now() });

    expect(again.every((s) => !s.changed)).toBe(true);
    expect(await everyDocument()).toEqual(settled);
  });

  it('imports the starter catalogue only into a store without products, and never over its own', async () => {
    const uid = await createAccount(OWNER);
    await db.doc(`users/${uid}`).set(profileToDoc(userFactory.build({ uid, email: OWNER, userType: 'admin' }), adminStoredValues));
    await db.doc('store/main/groups/grocery/subgroups/atta/products/chakki_fresh_atta').set({ name: 'Our Own Atta', price: 50 });
    const catalogueCsv = readFileSync(STARTER_CATALOGUE_FILE, 'utf8');
    const before = await everyDocument();

    const steps = await setupStore({ db, auth: getAuth(app), store: 'main' }, { adminEmail: OWNER, catalogueCsv, now: Date.now() });

    expect(messages(steps)).toContain('The catalogue already has 1 products: the starter catalogue is not imported.');
    expect(await productsOfStore()).toHaveLength(1);
    // Its own fields stay as they are; it only gains the shelf facts (no stock: on no shelf).
    expect((await db.doc('store/main/groups/grocery/subgroups/atta/products/chakki_fresh_atta').get()).data()).toEqual({
      name: 'Our Own Atta',
      price: 50,
      shelves: { store: 'main', inStock: false, offer: 0 },
    });
    // Only the settings were missing.
    const after = await everyDocument();
    expect([...after.keys()].filter((path) => !before.has(path)).sort()).toEqual(['settings/public', 'settings/store']);

    // Another store document of the same project (VITE_FIREBASE_STORE_ID) gets its own starter catalogue.
    const other = await setupStore({ db, auth: getAuth(app), store: 'branch' }, { adminEmail: OWNER, catalogueCsv, now: Date.now() });
    expect(messages(other)).toContain('The starter catalogue is imported: 99 products in 8 groups.');
    expect(await productsOfStore()).toHaveLength(1);
  });

  it("gives products saved without shelf facts the facts the home page's shelves are read by; a second run writes nothing", async () => {
    const uid = await createAccount(OWNER);
    await db.doc(`users/${uid}`).set(profileToDoc(userFactory.build({ uid, email: OWNER, userType: 'admin' }), adminStoredValues));
    const older = [
      productFactory.build({ id: 'on-offer', price: 5000, mrp: 6000 }),
      productFactory.build({ id: 'sold-out', available: 0 }),
      productFactory.build({ id: 'full-price', price: 6000, mrp: 6000 }),
    ];
    for (const p of older) {
      // As a version of the shop before the shelf facts wrote it.
      const { shelves: _none, ...doc } = productToDoc(p, adminStoredValues, 'main');
      await db.doc(productPath('main', p)).set(doc);
    }
    const target = { db, auth: getAuth(app), store: 'main' };

    const steps = await setupStore(target, { adminEmail: OWNER, now: Date.now() });

    expect(messages(steps)).toContain(
      "3 products saved before this version are now on the home page's offers and new arrivals as their stock and price say.",
    );
    const shelves = async (id: string) => (await db.doc(`store/main/groups/grocery/subgroups/flour/products/${id}`).get()).get('shelves');
    expect(await shelves('on-offer')).toEqual({ store: 'main', inStock: true, offer: 17 });
    expect(await shelves('sold-out')).toEqual({ store: 'main', inStock: false, offer: 0 });
    expect(await shelves('full-price')).toEqual({ store: 'main', inStock: true, offer: 0 });
    const settled = await everyDocument();

    const again = await setupStore(target, { adminEmail: OWNER, now: Date.now() });

    expect(again.every((s) => !s.changed)).toBe(true);
    expect(await everyDocument()).toEqual(settled);
  });

  it('gives an account that never opened the shop an admin profile the shop can complete', async () => {
    const uid = await createAccount(OWNER);

    const steps = await setupStore({ db, auth: getAuth(app), store: 'main' }, { adminEmail: ` ${OWNER} `, now: Date.now() });

    expect(steps[0]).toEqual({ changed: true, message: expect.stringContaining(`${OWNER} is now the store's admin`) });
    const profile = profileFromDoc(uid, (await db.doc(`users/${uid}`).get()).data());
    expect(profile).toMatchObject({ uid, email: OWNER, userType: 'admin', name: '', addresses: [] });
    expect(profile.profileCompleted).toBeFalsy();
  });

  it('turns an old-app admin flag into the admin role', async () => {
    const uid = await createAccount(OWNER);
    await db.doc(`users/${uid}`).set({ uid, email: OWNER, name: 'Owner', isAdmin: true });

    await setupStore({ db, auth: getAuth(app), store: 'main' }, { adminEmail: OWNER, now: Date.now() });

    const stored = (await db.doc(`users/${uid}`).get()).data()!;
    expect(stored.userType).toBe('admin');
    expect(stored).not.toHaveProperty('isAdmin');
  });

  it('answers a wrong command line with its usage, and --deploy on the emulators with a refusal, changing nothing', async () => {
    await createAccount(OWNER);

    const [noAdmin, unknown, deploy] = await Promise.all([
      setupCommand('--catalogue'),
      setupCommand('--admin', OWNER, '--catalog'),
      setupCommand('--admin', OWNER, '--deploy'),
    ]);

    expect(noAdmin.code).toBe(2);
    expect(noAdmin.err).toContain("Name the owner's account with --admin");
    expect(noAdmin.err).toContain('Usage: npm run setup:firebase -- --admin owner@example.com');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("Unknown option '--catalog'");
    expect(deploy.code).toBe(2);
    expect(deploy.err).toContain('--deploy sends the rules and functions to the real project');
    expect(await everyDocument()).toEqual(new Map());
  });
});
