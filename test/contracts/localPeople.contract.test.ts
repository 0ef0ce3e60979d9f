import { Dexie } from 'dexie';
import { LocalAuthService } from '../../src/infrastructure/local/LocalAuthService';
import { LocalDatabase } from '../../src/infrastructure/local/LocalDatabase';
import { LocalUserRepository } from '../../src/infrastructure/local/LocalUserRepository';
import { authServiceContract } from './AuthService.contract';
import type { ContractAdaptersFactory } from './ContractAdapters';
import { userRepositoryContract } from './UserRepository.contract';

/** The local people adapters over a fresh IndexedDB database (fake-indexeddb) per test. */
const makeLocal: ContractAdaptersFactory = async () => {
  const db = new LocalDatabase(`contract-people-${crypto.randomUUID()}`);
  const auth = new LocalAuthService(db);
  return {
    users: new LocalUserRepository(db),
    auth,
    products: undefined as never,
    carts: undefined as never,
    orders: undefined as never,
    history: undefined as never,
    unitOfWork: undefined as never,
    dispose: async () => {
      auth.dispose();
      db.close();
      await Dexie.delete(db.name);
    },
  };
};

userRepositoryContract('local', makeLocal);
authServiceContract('local', makeLocal);
