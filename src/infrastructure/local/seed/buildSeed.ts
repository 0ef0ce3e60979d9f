import type { Millis } from '../../../domain/shared/Timestamp';
import { demoStoreSettings } from './demoStoreSettings';
import { seedAccounts } from './seedAccounts';
import { seedCarts } from './seedCarts';
import { SEED_CATALOG } from './seedCatalog';
import type { SeedData } from './SeedData';
import { seedOrders } from './seedOrders';
import { seedProducts } from './seedProducts';

/**
 * The demo shop local mode starts with: the store's real catalogue, demo accounts for every role,
 * orders in every state and the demo store's settings. Times are relative to `now` so the demo always looks current.
 * Imports only domain types and this folder, so it stays in its own lazily loaded chunk.
 */
export function buildSeed(now: Millis): SeedData {
  const products = seedProducts(now);
  const accounts = seedAccounts(now);
  const { orders, history } = seedOrders(products, accounts, now);
  return {
    groups: SEED_CATALOG.groups,
    subgroups: SEED_CATALOG.subgroups,
    products,
    accounts,
    orders,
    history,
    carts: seedCarts(products, accounts),
    settings: demoStoreSettings(),
  };
}
