import type { Container } from 'inversify';
import { CartRepositoryToken } from '../../application/ports/CartRepository';
import { ClockToken } from '../../application/ports/Clock';
import { ConnectivityToken } from '../../application/ports/Connectivity';
import { IdGeneratorToken } from '../../application/ports/IdGenerator';
import { OrderHistoryRepositoryToken } from '../../application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../application/ports/ProductRepository';
import { UnitOfWorkToken } from '../../application/ports/UnitOfWork';
import { InMemoryCartRepository } from './InMemoryCartRepository';
import { InMemoryConnectivity } from './InMemoryConnectivity';
import { InMemoryOrderHistoryRepository } from './InMemoryOrderHistoryRepository';
import { InMemoryOrderRepository } from './InMemoryOrderRepository';
import { InMemoryProductRepository } from './InMemoryProductRepository';
import { InMemoryUnitOfWork } from './InMemoryUnitOfWork';
import { ManualClock } from './ManualClock';
import { MemoryDatabase } from './MemoryDatabase';
import { SequentialIdGenerator } from './SequentialIdGenerator';

/**
 * Binds the in-memory catalogue, cart, order, history, unit-of-work, clock, id and connectivity
 * adapters, all over one fresh MemoryDatabase per container. Tests seed and inject faults through
 * container.get(MemoryDatabase), set time through container.get(ManualClock) and go offline
 * through container.get(InMemoryConnectivity).
 */
export function bindMemoryCommerce(container: Container): void {
  const db = new MemoryDatabase();
  const clock = new ManualClock();
  const connectivity = new InMemoryConnectivity();
  container.bind(MemoryDatabase).toConstantValue(db);
  container.bind(ManualClock).toConstantValue(clock);
  container.bind(InMemoryConnectivity).toConstantValue(connectivity);
  container.bind(ProductRepositoryToken).toConstantValue(new InMemoryProductRepository(db));
  container.bind(CartRepositoryToken).toConstantValue(new InMemoryCartRepository(db));
  container.bind(OrderRepositoryToken).toConstantValue(new InMemoryOrderRepository(db));
  container.bind(OrderHistoryRepositoryToken).toConstantValue(new InMemoryOrderHistoryRepository(db));
  container.bind(UnitOfWorkToken).toConstantValue(new InMemoryUnitOfWork(db));
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(IdGeneratorToken).toConstantValue(new SequentialIdGenerator());
  container.bind(ConnectivityToken).toConstantValue(connectivity);
}
