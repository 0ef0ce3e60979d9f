import { InMemoryAuthService } from '../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryUserRepository } from '../../src/infrastructure/memory/InMemoryUserRepository';
import { authServiceContract } from './AuthService.contract';
import type { ContractAdaptersFactory } from './ContractAdapters';
import { userRepositoryContract } from './UserRepository.contract';

const makeMemory: ContractAdaptersFactory = async () => ({
  users: new InMemoryUserRepository(),
  auth: new InMemoryAuthService(),
  products: undefined as never,
  carts: undefined as never,
  orders: undefined as never,
  history: undefined as never,
  unitOfWork: undefined as never,
  dispose: async () => {},
});

userRepositoryContract('memory', makeMemory);
authServiceContract('memory', makeMemory);
