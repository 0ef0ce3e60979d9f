import { Dexie } from 'dexie';
import { LocalAuthService } from '../../src/infrastructure/local/LocalAuthService';
import { LocalCartRepository } from '../../src/infrastructure/local/LocalCartRepository';
import { LocalDatabase } from '../../src/infrastructure/local/LocalDatabase';
import { LocalOrderHistoryRepository } from '../../src/infrastructure/local/LocalOrderHistoryRepository';
import { LocalOrderRepository } from '../../src/infrastructure/local/LocalOrderRepository';
import { LocalProductRepository } from '../../src/infrastructure/local/LocalProductRepository';
import { LocalStoreSettingsRepository } from '../../src/infrastructure/local/LocalStoreSettingsRepository';
import { STORE_SETTINGS_KEY } from '../../src/infrastructure/local/storeSettingsKey';
import { LocalUnitOfWork } from '../../src/infrastructure/local/LocalUnitOfWork';
import { LocalUserRepository } from '../../src/infrastructure/local/LocalUserRepository';
import { cartRepositoryContract } from './CartRepository.contract';
import type { ContractAdaptersFactory } from './ContractAdapters';
import { orderHistoryRepositoryContract } from './OrderHistoryRepository.contract';
import { orderRepositoryContract } from './OrderRepository.contract';
import { productRepositoryContract } from './ProductRepository.contract';
import { storeSettingsRepositoryContract, type StoreSettingsAdaptersFactory } from './StoreSettingsRepository.contract';
import { unitOfWorkContract } from './UnitOfWork.contract';

/** Every local adapter over one fresh IndexedDB database (fake-indexeddb) per test. */
const makeLocal: ContractAdaptersFactory = async () => {
  const db = new LocalDatabase(`contract-commerce-${crypto.randomUUID()}`);
  const auth = new LocalAuthService(db);
  return {
    products: new LocalProductRepository(db),
    carts: new LocalCartRepository(db),
    orders: new LocalOrderRepository(db),
    history: new LocalOrderHistoryRepository(db),
    unitOfWork: new LocalUnitOfWork(db),
    users: new LocalUserRepository(db),
    auth,
    dispose: async () => {
      auth.dispose();
      db.close();
      await Dexie.delete(db.name);
    },
  };
};

productRepositoryContract('local', makeLocal);
cartRepositoryContract('local', makeLocal);
orderRepositoryContract('local', makeLocal);
orderHistoryRepositoryContract('local', makeLocal);
unitOfWorkContract('local', makeLocal);

const makeLocalSettings: StoreSettingsAdaptersFactory = async () => {
  const db = new LocalDatabase(`contract-settings-${crypto.randomUUID()}`);
  return {
    settings: new LocalStoreSettingsRepository(db),
    storeRaw: async (raw) => {
      await db.settings.put({ key: STORE_SETTINGS_KEY, value: raw });
    },
    dispose: async () => {
      db.close();
      await Dexie.delete(db.name);
    },
  };
};

storeSettingsRepositoryContract('local', makeLocalSettings);
