import type { Container } from 'inversify';
import { CartRepositoryToken } from '../../application/ports/CartRepository';
import { ClockToken } from '../../application/ports/Clock';
import { ConnectivityToken } from '../../application/ports/Connectivity';
import { DaySummaryRepositoryToken } from '../../application/ports/DaySummaryRepository';
import { IdGeneratorToken } from '../../application/ports/IdGenerator';
import { OrderHistoryRepositoryToken } from '../../application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../application/ports/ProductRepository';
import { RandomToken } from '../../application/ports/Random';
import { StoreSettingsRepositoryToken } from '../../application/ports/StoreSettingsRepository';
import { UnitOfWorkToken } from '../../application/ports/UnitOfWork';
import { DeviceTokenRepositoryToken } from '../../application/ports/DeviceTokenRepository';
import { NotifierToken } from '../../application/ports/Notifier';
import { InMemoryDeviceTokenRepository } from './InMemoryDeviceTokenRepository';
import { InMemoryCartRepository } from './InMemoryCartRepository';
import { InMemoryConnectivity } from './InMemoryConnectivity';
import { InMemoryDaySummaryRepository } from './InMemoryDaySummaryRepository';
import { InMemoryOrderHistoryRepository } from './InMemoryOrderHistoryRepository';
import { InMemoryOrderRepository } from './InMemoryOrderRepository';
import { InMemoryProductRepository } from './InMemoryProductRepository';
import { InMemoryStoreSettingsRepository } from './InMemoryStoreSettingsRepository';
import { InMemoryUnitOfWork } from './InMemoryUnitOfWork';
import { InMemoryUserRepository } from './InMemoryUserRepository';
import { ManualClock } from './ManualClock';
import { MemoryDatabase } from './MemoryDatabase';
import { RecordingNotifier } from './RecordingNotifier';
import { SequenceRandom } from './SequenceRandom';
import { SequentialIdGenerator } from './SequentialIdGenerator';

/**
 * Binds the in-memory catalogue, cart, order, history, store settings, day summary, unit-of-work, clock, id,
 * random and connectivity adapters, all over one fresh MemoryDatabase per container (the unit of work
 * also over the container's InMemoryUserRepository, so bind the people too). Tests seed
 * (settings and delivery codes too) and inject faults through container.get(MemoryDatabase), set
 * time through container.get(ManualClock), choose the random numbers (so the delivery codes)
 * through container.get(SequenceRandom) and go offline through container.get(InMemoryConnectivity).
 * The server's side of closed-app alerts too: the token store (InMemoryDeviceTokenRepository) and a
 * push service that records what it sends (RecordingNotifier).
 */
export function bindMemoryCommerce(container: Container): void {
  const db = new MemoryDatabase();
  const clock = new ManualClock();
  const connectivity = new InMemoryConnectivity();
  const random = new SequenceRandom();
  container.bind(MemoryDatabase).toConstantValue(db);
  container.bind(SequenceRandom).toConstantValue(random);
  container.bind(ManualClock).toConstantValue(clock);
  container.bind(InMemoryConnectivity).toConstantValue(connectivity);
  container.bind(ProductRepositoryToken).toConstantValue(new InMemoryProductRepository(db));
  container.bind(CartRepositoryToken).toConstantValue(new InMemoryCartRepository(db));
  container.bind(OrderRepositoryToken).toConstantValue(new InMemoryOrderRepository(db));
  container.bind(OrderHistoryRepositoryToken).toConstantValue(new InMemoryOrderHistoryRepository(db));
  container.bind(StoreSettingsRepositoryToken).toConstantValue(new InMemoryStoreSettingsRepository(db));
  container.bind(DaySummaryRepositoryToken).toConstantValue(new InMemoryDaySummaryRepository(db));
  // Role changes read and patch profiles in a unit: the container's InMemoryUserRepository (bindMemoryPeople) keeps them.
  container
    .bind(UnitOfWorkToken)
    .toDynamicValue((context) => new InMemoryUnitOfWork(db, context.get(InMemoryUserRepository)))
    .inSingletonScope();
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(IdGeneratorToken).toConstantValue(new SequentialIdGenerator());
  container.bind(ConnectivityToken).toConstantValue(connectivity);
  container.bind(RandomToken).toConstantValue(random);
  const devices = new InMemoryDeviceTokenRepository();
  const notifier = new RecordingNotifier();
  container.bind(InMemoryDeviceTokenRepository).toConstantValue(devices);
  container.bind(DeviceTokenRepositoryToken).toConstantValue(devices);
  container.bind(RecordingNotifier).toConstantValue(notifier);
  container.bind(NotifierToken).toConstantValue(notifier);
}
