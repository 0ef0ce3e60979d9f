import type { Firestore } from 'firebase/firestore';
import type { CartRepository } from '../../application/ports/CartRepository';
import type { DaySummaryRepository } from '../../application/ports/DaySummaryRepository';
import type { OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import type { OrderRepository } from '../../application/ports/OrderRepository';
import type { ProductRepository } from '../../application/ports/ProductRepository';
import type { StoreSettingsRepository } from '../../application/ports/StoreSettingsRepository';
import type { UserRepository } from '../../application/ports/UserRepository';
import { FirestoreCartRepository } from './FirestoreCartRepository';
import { FirestoreDaySummaryRepository } from './FirestoreDaySummaryRepository';
import { FirestoreOrderHistoryRepository } from './FirestoreOrderHistoryRepository';
import { FirestoreOrderRepository } from './FirestoreOrderRepository';
import { FirestoreProductRepository } from './FirestoreProductRepository';
import { FirestoreStoreSettingsRepository } from './FirestoreStoreSettingsRepository';
import { FirestoreUserRepository } from './FirestoreUserRepository';

export interface FirestoreAdapters {
  products: ProductRepository;
  carts: CartRepository;
  orders: OrderRepository;
  history: OrderHistoryRepository;
  users: UserRepository;
  settings: StoreSettingsRepository;
  daySummaries: DaySummaryRepository;
}

/** Every Firestore-backed port over one database, the catalogue under store/{store}. */
export function createFirestoreAdapters(db: Firestore, store: string): FirestoreAdapters {
  return {
    products: new FirestoreProductRepository(db, store),
    carts: new FirestoreCartRepository(db, store),
    orders: new FirestoreOrderRepository(db),
    history: new FirestoreOrderHistoryRepository(db),
    users: new FirestoreUserRepository(db),
    settings: new FirestoreStoreSettingsRepository(db),
    daySummaries: new FirestoreDaySummaryRepository(db),
  };
}
