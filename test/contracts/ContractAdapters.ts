import type { AuthService } from '../../src/application/ports/AuthService';
import type { CartRepository } from '../../src/application/ports/CartRepository';
import type { OrderHistoryRepository } from '../../src/application/ports/OrderHistoryRepository';
import type { OrderRepository } from '../../src/application/ports/OrderRepository';
import type { ProductRepository } from '../../src/application/ports/ProductRepository';
import type { UnitOfWork } from '../../src/application/ports/UnitOfWork';
import type { UserRepository } from '../../src/application/ports/UserRepository';

/**
 * One backend's adapters over one fresh, empty store. Each contract suite receives a factory
 * that builds a new set per test, and uses only port methods, so every adapter runs the same suite.
 */
export interface ContractAdapters {
  products: ProductRepository;
  carts: CartRepository;
  orders: OrderRepository;
  history: OrderHistoryRepository;
  unitOfWork: UnitOfWork;
  users: UserRepository;
  auth: AuthService;
  /** Releases connections and listeners. */
  dispose(): Promise<void>;
}

export type ContractAdaptersFactory = () => Promise<ContractAdapters>;
