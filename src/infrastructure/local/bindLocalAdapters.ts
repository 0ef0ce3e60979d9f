import type { Container } from 'inversify';
import { AuthServiceToken } from '../../application/ports/AuthService';
import { CartRepositoryToken } from '../../application/ports/CartRepository';
import { ClockToken } from '../../application/ports/Clock';
import { UseCaseCommands } from '../../application/commands/UseCaseCommands';
import { ConnectivityToken } from '../../application/ports/Connectivity';
import { CurrentUserToken } from '../../application/ports/CurrentUser';
import { DaySummaryRepositoryToken } from '../../application/ports/DaySummaryRepository';
import { DemoDataToken } from '../../application/ports/DemoData';
import { IdGeneratorToken } from '../../application/ports/IdGenerator';
import { ImageStoreToken } from '../../application/ports/ImageStore';
import { KeptReadsToken } from '../../application/ports/KeptReads';
import { OrderHistoryRepositoryToken } from '../../application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../application/ports/ProductRepository';
import { RandomToken } from '../../application/ports/Random';
import { ShopCommandsToken } from '../../application/ports/ShopCommands';
import { StoreSettingsRepositoryToken } from '../../application/ports/StoreSettingsRepository';
import { SignedInUser } from '../../application/session/SignedInUser';
import { UnitOfWorkToken } from '../../application/ports/UnitOfWork';
import { UserRepositoryToken } from '../../application/ports/UserRepository';
import { DeviceTokenRepositoryToken } from '../../application/ports/DeviceTokenRepository';
import { NotifierToken } from '../../application/ports/Notifier';
import { PushDevicesToken } from '../../application/ports/PushDevices';
import { BrowserConnectivity } from '../browser/BrowserConnectivity';
import { CryptoIdGenerator } from '../browser/CryptoIdGenerator';
import { CryptoRandom } from '../browser/CryptoRandom';
import { SystemClock } from '../browser/SystemClock';
import { bindDeviceAlerts } from '../device/bindDeviceAlerts';
import { NoDeviceTokens } from '../device/NoDeviceTokens';
import { NoPushNotifier } from '../device/NoPushNotifier';
import { UnavailablePushDevices } from '../device/UnavailablePushDevices';
import { seedOnOpen } from './ensureSeeded';
import { LocalAuthService } from './LocalAuthService';
import { LocalCartRepository } from './LocalCartRepository';
import { LocalDatabase } from './LocalDatabase';
import { LocalDaySummaryRepository } from './LocalDaySummaryRepository';
import { LocalDemoData } from './LocalDemoData';
import { NothingKept } from './NothingKept';
import { LocalImageStore } from './LocalImageStore';
import { LocalOrderHistoryRepository } from './LocalOrderHistoryRepository';
import { LocalOrderRepository } from './LocalOrderRepository';
import { LocalProductRepository } from './LocalProductRepository';
import { LocalStoreSettingsRepository } from './LocalStoreSettingsRepository';
import { LocalUnitOfWork } from './LocalUnitOfWork';
import { LocalUserRepository } from './LocalUserRepository';
import { seedInWorker } from './seedInWorker';
import type { SeedData } from './seed/SeedData';

export interface LocalAdapterOptions {
  /** IndexedDB database name; tests pass a fresh one each. */
  dbName?: string;
  /** Where the demo data comes from; by default the seed module, loaded only when needed. */
  loadSeed?: () => Promise<SeedData>;
}

export const DEFAULT_LOCAL_DB_NAME = 'gaon-kirana-shop';

/**
 * Binds every port except the maps ones (GeocoderToken, MapViewToken, GeolocationToken are
 * bound apart) to the in-browser adapters. The demo shop is written when the database first opens
 * empty, while the first screen draws: every adapter's queries wait for it (seedOnOpen).
 */
export async function bindLocalAdapters(container: Container, options: LocalAdapterOptions = {}): Promise<void> {
  const db = new LocalDatabase(options.dbName ?? DEFAULT_LOCAL_DB_NAME);
  const clock = new SystemClock();
  const ids = new CryptoIdGenerator();
  const loadSeed = options.loadSeed ?? (async () => (await import('./seed/buildSeed')).buildSeed(clock.now()));
  // Before any adapter can open the database: the auth service reads the session at once. A browser
  // builds and writes a first start's demo shop in a worker, off the first screen's main thread.
  const inWorker = !options.loadSeed && typeof Worker === 'function';
  seedOnOpen(db, loadSeed, inWorker ? (empty) => seedInWorker(empty.name, clock.now()) : undefined);
  const auth = new LocalAuthService(db, ids);

  container.bind(ClockToken).toConstantValue(clock);
  container.bind(IdGeneratorToken).toConstantValue(ids);
  container.bind(RandomToken).toConstantValue(new CryptoRandom());
  container.bind(ConnectivityToken).toConstantValue(new BrowserConnectivity());
  container.bind(AuthServiceToken).toConstantValue(auth);
  // The use cases run here in the browser, for whoever the session shows.
  container.bind(CurrentUserToken).toService(SignedInUser);
  container.bind(ShopCommandsToken).toService(UseCaseCommands);
  container.bind(UserRepositoryToken).toConstantValue(new LocalUserRepository(db));
  container.bind(ProductRepositoryToken).toConstantValue(new LocalProductRepository(db));
  container.bind(KeptReadsToken).toConstantValue(new NothingKept());
  container.bind(CartRepositoryToken).toConstantValue(new LocalCartRepository(db));
  container.bind(OrderRepositoryToken).toConstantValue(new LocalOrderRepository(db));
  container.bind(OrderHistoryRepositoryToken).toConstantValue(new LocalOrderHistoryRepository(db));
  container.bind(StoreSettingsRepositoryToken).toConstantValue(new LocalStoreSettingsRepository(db));
  container.bind(UnitOfWorkToken).toConstantValue(new LocalUnitOfWork(db));
  container.bind(DaySummaryRepositoryToken).toConstantValue(new LocalDaySummaryRepository(db));
  container.bind(ImageStoreToken).toConstantValue(new LocalImageStore(db));
  container.bind(DemoDataToken).toConstantValue(new LocalDemoData(db, loadSeed));
  // Alerts come from the live lists while the app is open; with no server there is no push to closed apps.
  bindDeviceAlerts(container);
  container.bind(PushDevicesToken).toConstantValue(new UnavailablePushDevices());
  container.bind(DeviceTokenRepositoryToken).toConstantValue(new NoDeviceTokens());
  container.bind(NotifierToken).toConstantValue(new NoPushNotifier());
}
