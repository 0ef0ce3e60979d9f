import { Dexie } from 'dexie';
import { Container } from 'inversify';
import { UseCaseCommands } from '../../../src/application/commands/UseCaseCommands';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { DeviceTokenRepositoryToken } from '../../../src/application/ports/DeviceTokenRepository';
import { GeocoderToken } from '../../../src/application/ports/Geocoder';
import { ClockToken } from '../../../src/application/ports/Clock';
import { ConnectivityToken } from '../../../src/application/ports/Connectivity';
import { CurrentUserToken } from '../../../src/application/ports/CurrentUser';
import { DaySummaryRepositoryToken } from '../../../src/application/ports/DaySummaryRepository';
import { IdGeneratorToken } from '../../../src/application/ports/IdGenerator';
import { NotifierToken } from '../../../src/application/ports/Notifier';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { RandomToken } from '../../../src/application/ports/Random';
import { ShopCommandsToken } from '../../../src/application/ports/ShopCommands';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { UnitOfWorkToken, type UnitOfWork } from '../../../src/application/ports/UnitOfWork';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { SignedInUser } from '../../../src/application/session/SignedInUser';
import type { Order } from '../../../src/domain/order/Order';
import { NoDeviceTokens } from '../../../src/infrastructure/device/NoDeviceTokens';
import { NoPushNotifier } from '../../../src/infrastructure/device/NoPushNotifier';
import { UnavailableGeocoder } from '../../../src/infrastructure/google-maps/UnavailableGeocoder';
import { LocalCartRepository } from '../../../src/infrastructure/local/LocalCartRepository';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { LocalDaySummaryRepository } from '../../../src/infrastructure/local/LocalDaySummaryRepository';
import { LocalOrderHistoryRepository } from '../../../src/infrastructure/local/LocalOrderHistoryRepository';
import { LocalOrderRepository } from '../../../src/infrastructure/local/LocalOrderRepository';
import { LocalProductRepository } from '../../../src/infrastructure/local/LocalProductRepository';
import { LocalStoreSettingsRepository } from '../../../src/infrastructure/local/LocalStoreSettingsRepository';
import { LocalUnitOfWork } from '../../../src/infrastructure/local/LocalUnitOfWork';
import { LocalUserRepository } from '../../../src/infrastructure/local/LocalUserRepository';
import { STORE_SETTINGS_KEY } from '../../../src/infrastructure/local/storeSettingsKey';
import { InMemoryConnectivity } from '../../../src/infrastructure/memory/InMemoryConnectivity';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { SequenceRandom } from '../../../src/infrastructure/memory/SequenceRandom';
import { SequentialIdGenerator } from '../../../src/infrastructure/memory/SequentialIdGenerator';
import { actAs } from '../actAs';
import { historyPeople, historyProducts, historySettings, type HistoryShop } from './orderHistories';

/** Local mode's adapters over a fresh IndexedDB (fake-indexeddb), with a clock the test sets. */
export async function localHistoryShop(wrapUnit: (unit: UnitOfWork) => UnitOfWork = (u) => u) {
  const db = new LocalDatabase(`books-${crypto.randomUUID()}`);
  await db.products.bulkPut(historyProducts);
  await db.users.bulkPut(historyPeople);
  await db.settings.put({ key: STORE_SETTINGS_KEY, value: historySettings });
  const clock = new ManualClock();
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  container.bind(UnitOfWorkToken).toConstantValue(wrapUnit(new LocalUnitOfWork(db)));
  container.bind(CartRepositoryToken).toConstantValue(new LocalCartRepository(db));
  container.bind(GeocoderToken).toConstantValue(new UnavailableGeocoder());
  container.bind(ProductRepositoryToken).toConstantValue(new LocalProductRepository(db));
  container.bind(OrderRepositoryToken).toConstantValue(new LocalOrderRepository(db));
  container.bind(OrderHistoryRepositoryToken).toConstantValue(new LocalOrderHistoryRepository(db));
  container.bind(StoreSettingsRepositoryToken).toConstantValue(new LocalStoreSettingsRepository(db));
  container.bind(UserRepositoryToken).toConstantValue(new LocalUserRepository(db));
  container.bind(DaySummaryRepositoryToken).toConstantValue(new LocalDaySummaryRepository(db));
  // As local mode binds them: no closed-app pushes (bindLocalAdapters).
  container.bind(DeviceTokenRepositoryToken).toConstantValue(new NoDeviceTokens());
  container.bind(NotifierToken).toConstantValue(new NoPushNotifier());
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(RandomToken).toConstantValue(new SequenceRandom());
  container.bind(IdGeneratorToken).toConstantValue(new SequentialIdGenerator());
  container.bind(ConnectivityToken).toConstantValue(new InMemoryConnectivity());
  container.bind(CurrentUserToken).toService(SignedInUser);
  container.bind(ShopCommandsToken).toService(UseCaseCommands);
  const shop: HistoryShop = {
    commandsAs: (person) => actAs(container, person).get(ShopCommandsToken),
    setTime: (at) => clock.set(at),
  };
  return {
    shop,
    container,
    db,
    orders: async (): Promise<Order[]> => [...(await db.orders.toArray()), ...(await db.history.toArray())],
    dispose: async () => {
      db.close();
      await Dexie.delete(db.name);
    },
  };
}
