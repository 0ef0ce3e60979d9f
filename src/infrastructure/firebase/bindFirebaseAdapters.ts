import type { Container } from 'inversify';
import { initializeApp } from 'firebase/app';
import { AuthServiceToken } from '../../application/ports/AuthService';
import { CartRepositoryToken, type CartRepository } from '../../application/ports/CartRepository';
import { ClockToken } from '../../application/ports/Clock';
import { ConnectivityToken } from '../../application/ports/Connectivity';
import { CurrentUserToken } from '../../application/ports/CurrentUser';
import { DaySummaryRepositoryToken, type DaySummaryRepository } from '../../application/ports/DaySummaryRepository';
import { DemoDataToken } from '../../application/ports/DemoData';
import { IdGeneratorToken } from '../../application/ports/IdGenerator';
import { ImageStoreToken, type ImageStore } from '../../application/ports/ImageStore';
import { KeptReadsToken } from '../../application/ports/KeptReads';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import { OrderRepositoryToken, type OrderRepository } from '../../application/ports/OrderRepository';
import { ProductRepositoryToken, type ProductRepository } from '../../application/ports/ProductRepository';
import { RandomToken } from '../../application/ports/Random';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import { ShopCommandsToken } from '../../application/ports/ShopCommands';
import { UserRepositoryToken, type UserRepository } from '../../application/ports/UserRepository';
import { PushDevicesToken } from '../../application/ports/PushDevices';
import { SignedInUser } from '../../application/session/SignedInUser';
import { BrowserConnectivity } from '../browser/BrowserConnectivity';
import { CryptoIdGenerator } from '../browser/CryptoIdGenerator';
import { CryptoRandom } from '../browser/CryptoRandom';
import { StorageKeptReads } from '../browser/StorageKeptReads';
import { SystemClock } from '../browser/SystemClock';
import { bindDeviceAlerts } from '../device/bindDeviceAlerts';
import { UnavailablePushDevices } from '../device/UnavailablePushDevices';
import { whenFirstScreenSettled } from '../browser/registerServiceWorkerWhenSettled';
import { yieldToMain } from '../browser/yieldToMain';
import { deferPort, earlyReads, memoLoad, readsSwitch, type PortShape } from './deferPort';
import { FirebaseAuthService } from './FirebaseAuthService';
import { CallableShopCommands } from './CallableShopCommands';
import type { FirestoreAdapters } from './createFirestoreAdapters';
import { FcmPushDevices } from './FcmPushDevices';
import type { FirebaseEnv } from './readFirebaseEnv';
import { UnavailableDemoData } from './UnavailableDemoData';
import { UnavailableImageStore } from './UnavailableImageStore';

const PRODUCTS: PortShape<ProductRepository> = {
  get: 'call',
  listGroups: 'call',
  listSubgroups: 'call',
  listAllSubgroups: 'call',
  listProducts: 'call',
  listAll: 'call',
  listHomeShelves: 'call',
  listNewestInSubgroup: 'call',
  save: 'call',
  observe: 'observe',
};
const CARTS: PortShape<CartRepository> = {
  get: 'call',
  observe: 'observe',
  setLine: 'call',
  updateQty: 'call',
  removeLine: 'call',
  reset: 'call',
};
const ORDERS: PortShape<OrderRepository> = {
  get: 'call',
  countOpenByUser: 'call',
  getDeliveryCode: 'call',
  listByUser: 'call',
  observeByUser: 'observe',
  observePending: 'observe',
  observeByDeliveryPerson: 'observe',
  observeAll: 'observe',
  listAll: 'call',
};
const HISTORY: PortShape<OrderHistoryRepository> = {
  listByUser: 'call',
  listLatest: 'call',
  listDeliveredBy: 'call',
  listPlacedBetween: 'call',
  observeByUser: 'observe',
};
const USERS: PortShape<UserRepository> = {
  get: 'call',
  create: 'call',
  update: 'call',
  list: 'call',
  appendAddress: 'call',
  replaceAddress: 'call',
  removeAddress: 'call',
  observe: 'observe',
};
const DAY_SUMMARIES: PortShape<DaySummaryRepository> = { listDays: 'call' };
const SETTINGS: PortShape<StoreSettingsRepository> = { get: 'call', observe: 'observe', save: 'call' };
const IMAGES: PortShape<Pick<ImageStore, 'upload'>> = { upload: 'call' };
const EARLY_PRODUCT_READS = [
  'get',
  'listGroups',
  'listSubgroups',
  'listAllSubgroups',
  'listProducts',
  'listAll',
  'listHomeShelves',
  'listNewestInSubgroup',
] as const;

/**
 * Binds every port but the maps ones to Firebase (clock, ids, random numbers and connectivity to
 * the browser's, as local mode does, unless the composition root bound them first). Of the Firebase
 * SDK only the app's core is loaded with this module: Auth's code is a chunk of its own, downloaded
 * beside the first screen rather than before it, and Auth starts on first use. The first screen's
 * reads (profile, cart, catalogue, store settings, a customer's orders) go through Firestore Lite (a
 * sixth of the full SDK's size, and no local cache to fill), and so do the first values of their
 * listeners: the full SDK (132 kB gzip, its evaluation and its listen channel) loads once
 * `firstScreen` has settled, or at once when something needs it sooner (a write, or a listener Lite
 * cannot start, such as a staff dashboard's orders), and the listeners subscribe then. The Storage
 * chunk loads on the first upload. Load this module only with a dynamic import, so local mode ships
 * no Firebase code.
 */
export async function bindFirebaseAdapters(
  container: Container,
  env: FirebaseEnv,
  firstScreen: Promise<void> = whenFirstScreenSettled(),
): Promise<void> {
  const app = initializeApp({
    apiKey: env.apiKey,
    authDomain: env.authDomain,
    projectId: env.projectId,
    ...(env.storageBucket ? { storageBucket: env.storageBucket } : {}),
    messagingSenderId: env.messagingSenderId,
    appId: env.appId,
  });
  // Auth's code loads and Auth starts on first use: the session's first look (an effect, after the
  // first screen is drawn), a sign-in, or the first read below, which Firestore sends with the user's
  // token. Its start reads the kept user and checks it with a round trip, and a returning shopper's
  // first screen, drawn from kept reads (StorageKeptReads), waits for neither (docs/BENCHMARK.md, issue 40).
  const authModule = memoLoad(() => import('./openFirebaseAuth'));
  const auth = memoLoad(async () => (await authModule()).openFirebaseAuth(app, env));

  // The full SDK's start, each step a task of its own: the chunk's evaluation, then Auth and the
  // database, then each waiting listener (deferPort's `beforeListen`). In one task they were 115 to
  // 125 ms of main thread at 4x, seconds after the first screen (docs/BENCHMARK.md, issue 40).
  const firestore = memoLoad(async () => {
    const { openFirestoreAdapters } = await import('./openFirestoreAdapters');
    await yieldToMain();
    await auth();
    return openFirestoreAdapters(app, env);
  });
  const liteModule = memoLoad(() => import('./openFirestoreLiteReads'));
  const lite = memoLoad(async () => {
    const { openFirestoreLiteReads } = await liteModule();
    // Auth's start, like the full SDK's steps, in a task of its own rather than in the render that read.
    await yieldToMain();
    await auth();
    return openFirestoreLiteReads(app, env);
  });
  const storage = memoLoad(async () => {
    const { openStorageImageStore } = await import('./openStorageImageStore');
    await auth();
    return openStorageImageStore(app, env);
  });
  // The first screen's reads go through Lite, even once the full SDK is in: the full SDK's one-shot
  // read of the catalogue goes through its local cache, a task of 30 to 70 ms of CPU time on the
  // shop's first screen (docs/BENCHMARK.md, issue 40). The first other call through the full SDK
  // (a write, or another read) sends every read to it from then on, so none misses a write made
  // through it, and starts the waiting listeners.
  const { noteCall, fullReads, switched } = readsSwitch([...EARLY_PRODUCT_READS, 'get', 'listByUser']);
  const deferFirestore = <T extends object>(pick: (adapters: FirestoreAdapters) => T, shape: PortShape<T>): T =>
    deferPort(async () => pick(await firestore()), shape, noteCall, yieldToMain);
  const listenAfter = Promise.race([firstScreen, switched]);
  const early = <T extends object, K extends keyof T>(
    port: T,
    light: () => Promise<Pick<T, K>>,
    reads: readonly K[],
    listeners: Partial<Record<keyof T, K>>,
  ) => earlyReads(port, { fullReads, early: light, reads, listeners, listenAfter });

  container.bind(AuthServiceToken).toConstantValue(new FirebaseAuthService(auth));
  // The catalogue's last answers, drawn while Auth checks the kept user before any read can leave.
  container.bind(KeptReadsToken).toConstantValue(new StorageKeptReads(__CATALOG_SHAPE__));
  container.bind(CurrentUserToken).toService(SignedInUser);
  const products = deferFirestore((adapters) => adapters.products, PRODUCTS);
  container
    .bind(ProductRepositoryToken)
    .toConstantValue(early(products, async () => (await lite()).products, EARLY_PRODUCT_READS, { observe: 'get' }));
  const carts = deferFirestore((adapters) => adapters.carts, CARTS);
  container.bind(CartRepositoryToken).toConstantValue(early(carts, async () => (await lite()).carts, ['get'], { observe: 'get' }));
  // A customer's order lists (her orders page, and the order alerts on every page) start from one
  // light read each; their live listeners wait for the first screen like the others.
  const orders = deferFirestore((adapters) => adapters.orders, ORDERS);
  container
    .bind(OrderRepositoryToken)
    .toConstantValue(early(orders, async () => (await lite()).orders.active, ['listByUser'], { observeByUser: 'listByUser' }));
  const history = deferFirestore((adapters) => adapters.history, HISTORY);
  container
    .bind(OrderHistoryRepositoryToken)
    .toConstantValue(early(history, async () => (await lite()).orders.finished, ['listByUser'], { observeByUser: 'listByUser' }));
  container.bind(DaySummaryRepositoryToken).toConstantValue(deferFirestore((adapters) => adapters.daySummaries, DAY_SUMMARIES));
  const users = deferFirestore((adapters) => adapters.users, USERS);
  container.bind(UserRepositoryToken).toConstantValue(early(users, async () => (await lite()).users, ['get'], { observe: 'get' }));
  const settings = deferFirestore((adapters) => adapters.settings, SETTINGS);
  container
    .bind(StoreSettingsRepositoryToken)
    .toConstantValue(early(settings, async () => (await lite()).settings, ['get'], { observe: 'get' }));
  // Checkout and every order change run in the store's server functions (functions/).
  const emulator = env.useEmulators ? env.emulatorHosts.functions : null;
  container.bind(ShopCommandsToken).toConstantValue(new CallableShopCommands(app, emulator, env.appCheckSiteKey));
  // Without a Storage bucket nothing can be uploaded: the product form offers photo links instead.
  const images: ImageStore = env.storageBucket ? { uploadsAvailable: true, ...deferPort(storage, IMAGES) } : new UnavailableImageStore();
  container.bind(ImageStoreToken).toConstantValue(images);
  container.bind(DemoDataToken).toConstantValue(new UnavailableDemoData());
  // Closed-app alerts through Cloud Messaging need the web push key; its SDK loads only when a device turns them on.
  bindDeviceAlerts(container);
  container.bind(PushDevicesToken).toConstantValue(env.vapidKey ? new FcmPushDevices(app, env.vapidKey) : new UnavailablePushDevices());
  bindBrowserPorts(container);

  // Lite's and Auth's code now, beside the first screen (but not in its way: the container does not
  // wait for them); the full SDK once the first screen is in, ready for the first tap. A failure is
  // retried on first use.
  void liteModule().catch(() => undefined);
  void authModule().catch(() => undefined);
  void listenAfter.then(() => firestore()).catch(() => undefined);
}

/** The ports that are the browser's in every backend; the Random of delivery codes is Web Crypto's here too. */
function bindBrowserPorts(container: Container): void {
  if (!container.isBound(ClockToken)) container.bind(ClockToken).toConstantValue(new SystemClock());
  if (!container.isBound(IdGeneratorToken)) container.bind(IdGeneratorToken).toConstantValue(new CryptoIdGenerator());
  if (!container.isBound(ConnectivityToken)) container.bind(ConnectivityToken).toConstantValue(new BrowserConnectivity());
  if (!container.isBound(RandomToken)) container.bind(RandomToken).toConstantValue(new CryptoRandom());
}
