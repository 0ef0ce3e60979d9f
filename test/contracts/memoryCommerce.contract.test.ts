import { CartRepositoryToken } from '../../src/application/ports/CartRepository';
import { OrderHistoryRepositoryToken } from '../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../src/application/ports/ProductRepository';
import { StoreSettingsRepositoryToken } from '../../src/application/ports/StoreSettingsRepository';
import { UnitOfWorkToken } from '../../src/application/ports/UnitOfWork';
import { UserRepositoryToken } from '../../src/application/ports/UserRepository';
import { MemoryDatabase } from '../../src/infrastructure/memory/MemoryDatabase';
import { createTestContainer } from '../support/createTestContainer';
import { cartRepositoryContract } from './CartRepository.contract';
import type { ContractAdaptersFactory } from './ContractAdapters';
import { orderHistoryRepositoryContract } from './OrderHistoryRepository.contract';
import { orderRepositoryContract } from './OrderRepository.contract';
import { productRepositoryContract } from './ProductRepository.contract';
import { storeSettingsRepositoryContract, type StoreSettingsAdaptersFactory } from './StoreSettingsRepository.contract';
import { unitOfWorkContract } from './UnitOfWork.contract';

const memory: ContractAdaptersFactory = async () => {
  const container = createTestContainer();
  return {
    products: container.get(ProductRepositoryToken),
    carts: container.get(CartRepositoryToken),
    orders: container.get(OrderRepositoryToken),
    history: container.get(OrderHistoryRepositoryToken),
    unitOfWork: container.get(UnitOfWorkToken),
    // The people adapters have their own suites (memoryPeople.contract.test.ts); the unit of work reads and patches these profiles.
    users: container.get(UserRepositoryToken),
    auth: undefined as never,
    dispose: async () => {},
  };
};

productRepositoryContract('memory', memory);
cartRepositoryContract('memory', memory);
orderRepositoryContract('memory', memory);
orderHistoryRepositoryContract('memory', memory);
unitOfWorkContract('memory', memory);

const memorySettings: StoreSettingsAdaptersFactory = async () => {
  const container = createTestContainer();
  return {
    settings: container.get(StoreSettingsRepositoryToken),
    storeRaw: async (raw) => container.get(MemoryDatabase).seed({ settings: raw }),
    dispose: async () => {},
  };
};

storeSettingsRepositoryContract('memory', memorySettings);
