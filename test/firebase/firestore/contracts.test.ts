import { readFirebaseEnv } from '../../../src/infrastructure/firebase/readFirebaseEnv';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { createFirestoreAdapters } from '../../../src/infrastructure/firebase/createFirestoreAdapters';
import { earlyReads } from '../../../src/infrastructure/firebase/deferPort';
import { openFirestoreLiteReads } from '../../../src/infrastructure/firebase/openFirestoreLiteReads';
import { cartRepositoryContract } from '../../contracts/CartRepository.contract';
import type { ContractAdaptersFactory } from '../../contracts/ContractAdapters';
import { orderHistoryRepositoryContract } from '../../contracts/OrderHistoryRepository.contract';
import { orderRepositoryContract } from '../../contracts/OrderRepository.contract';
import { productRepositoryContract } from '../../contracts/ProductRepository.contract';
import { storeSettingsRepositoryContract, type StoreSettingsAdaptersFactory } from '../../contracts/StoreSettingsRepository.contract';
import { unitOfWorkContract } from '../../contracts/UnitOfWork.contract';
import { userRepositoryContract } from '../../contracts/UserRepository.contract';
import { describeWithFirestore, firestoreEmulator } from '../support/emulatorHosts';
import { AdminStoreSettingsRepository } from '../../../functions/src/admin/AdminStoreSettingsRepository';
import { AdminUnitOfWork } from '../../../functions/src/admin/AdminUnitOfWork';
import { AdminUserRepository } from '../../../functions/src/admin/AdminUserRepository';
import { adminFirestore, closeAdminApps } from '../support/adminFirestore';
import { clearFirestore, closeFirestores, firestoreAs, liteFirestoreAsOwner } from '../support/firestoreAs';

const PROJECT = 'demo-shop-contracts';

const LITE_ENV = {
  apiKey: '',
  authDomain: '',
  projectId: PROJECT,
  storageBucket: '',
  messagingSenderId: '',
  appId: '',
  storeId: 'main',
  vapidKey: '',
  useEmulators: false,
  emulatorHosts: readFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo', VITE_USE_FIREBASE_EMULATORS: 'true' })!.emulatorHosts,
  appCheckSiteKey: '',
};

/**
 * The Firestore adapters over an emptied emulator database per test, as Firebase mode runs them:
 * the browser's repositories (the handle acts as the rules' 'owner': these suites check what is
 * stored and read back; rules.test.ts checks the rules) and the server functions' unit of work,
 * which writes orders, history, codes and stock through the Admin SDK.
 */
const makeFirestore: ContractAdaptersFactory = async () => {
  await clearFirestore(PROJECT);
  const adapters = createFirestoreAdapters(firestoreAs(PROJECT, 'owner'), 'main');
  const unitOfWork = new AdminUnitOfWork(adminFirestore(PROJECT), 'main');
  return {
    ...adapters,
    unitOfWork,
    auth: undefined as never,
    dispose: async () => {
      await closeFirestores();
      await closeAdminApps();
    },
  };
};

/** The server functions' own user and settings adapters (Admin SDK) on the same emptied database. */
const makeServerSide: ContractAdaptersFactory = async () => {
  const browser = await makeFirestore();
  return { ...browser, users: new AdminUserRepository(adminFirestore(PROJECT)) };
};

const makeServerSettings: StoreSettingsAdaptersFactory = async () => {
  await clearFirestore(PROJECT);
  const db = adminFirestore(PROJECT);
  return {
    settings: new AdminStoreSettingsRepository(db),
    storeRaw: async (raw) => {
      await db.doc('settings/store').set(raw);
    },
    dispose: closeAdminApps,
  };
};

/** The settings adapter over an emptied database; raw documents are written as the console would. */
const makeSettings: StoreSettingsAdaptersFactory = async () => {
  await clearFirestore(PROJECT);
  const db = firestoreAs(PROJECT, 'owner');
  return {
    settings: createFirestoreAdapters(db, 'main').settings,
    storeRaw: (raw) => setDoc(doc(db, 'settings', 'store'), raw),
    dispose: closeFirestores,
  };
};

/** As during the shop's first screen: the light reads serve, and the listeners start with them. */
const firstScreen = { fullReads: () => false, listeners: { observe: 'get' } } as const;
/** A customer's order lists during the first screen: one light read each, then the live listener. */
const customerLists = { fullReads: () => false, reads: ['listByUser'], listeners: { observeByUser: 'listByUser' } } as const;

/** The same, with the first screen's settings read, and the settings listener's first value, served by Firestore Lite. */
const makeSettingsWithLiteReads: StoreSettingsAdaptersFactory = async () => {
  const full = await makeSettings();
  const light = openFirestoreLiteReads(liteFirestoreAsOwner(PROJECT).app, LITE_ENV);
  return {
    ...full,
    settings: earlyReads(full.settings, { ...firstScreen, early: async () => light.settings, reads: ['get'] }),
  };
};

/**
 * The same, with the reads the first screen makes (profile, cart, catalogue, a customer's orders) and their listeners'
 * first values served by Firestore Lite, as the shop serves them until its first screen is in;
 * writes and the listeners' later values go through the full SDK.
 */
const makeWithLiteReads: ContractAdaptersFactory = async () => {
  const full = await makeFirestore();
  const liteDb = liteFirestoreAsOwner(PROJECT);
  const light = openFirestoreLiteReads(liteDb.app, LITE_ENV);
  const reads = ['get', 'listGroups', 'listSubgroups', 'listProducts', 'listAll', 'listNewestInSubgroup'] as const;
  return {
    ...full,
    products: earlyReads(full.products, { ...firstScreen, early: async () => light.products, reads }),
    carts: earlyReads(full.carts, { ...firstScreen, early: async () => light.carts, reads: ['get'] }),
    users: earlyReads(full.users, { ...firstScreen, early: async () => light.users, reads: ['get'] }),
    orders: earlyReads(full.orders, { ...customerLists, early: async () => light.orders.active }),
    history: earlyReads(full.history, { ...customerLists, early: async () => light.orders.finished }),
  };
};

if (firestoreEmulator()) {
  productRepositoryContract('firestore', makeFirestore);
  cartRepositoryContract('firestore', makeFirestore);
  orderRepositoryContract('firestore', makeFirestore);
  orderHistoryRepositoryContract('firestore', makeFirestore);
  unitOfWorkContract('firestore, the server functions’ Admin SDK unit of work', makeFirestore);
  userRepositoryContract('firestore', makeFirestore);
  userRepositoryContract('firestore, the server functions’ Admin SDK users', makeServerSide);
  storeSettingsRepositoryContract('firestore, the server functions’ Admin SDK settings', makeServerSettings);
  storeSettingsRepositoryContract('firestore', makeSettings);
  storeSettingsRepositoryContract('firestore, the settings read through Firestore Lite', makeSettingsWithLiteReads);
  productRepositoryContract('firestore, first-screen reads through Firestore Lite', makeWithLiteReads);
  cartRepositoryContract('firestore, first-screen reads through Firestore Lite', makeWithLiteReads);
  userRepositoryContract('firestore, first-screen reads through Firestore Lite', makeWithLiteReads);
  orderRepositoryContract('firestore, first-screen reads through Firestore Lite', makeWithLiteReads);
  orderHistoryRepositoryContract('firestore, first-screen reads through Firestore Lite', makeWithLiteReads);
} else {
  describeWithFirestore('Firestore adapter contract suites')('Firestore adapter contract suites', () => {
    it('run against the official Firestore emulator', () => undefined);
  });
}

describe.skipIf(!firestoreEmulator())('Firestore emulator', () => {
  it('is reachable', async () => {
    await clearFirestore(PROJECT);
  });
});
