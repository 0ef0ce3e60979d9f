import { summariesFromOrders } from '../../domain/reports/summariesFromOrders';
import { defaultStoreSettings } from '../../domain/store/defaultStoreSettings';
import { demoCredential } from './demoCredential';
import type { PasswordHasher } from './PasswordHasher';
import type { SeedData } from './seed/SeedData';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from './seedVersion';
import { STORE_SETTINGS_KEY } from './storeSettingsKey';

/** Rows by table name, in the order they are written: the seed version comes last. */
export type SeedRows = [table: string, rows: readonly unknown[]][];

/**
 * The demo shop as the rows of each table. Accounts are hashed here, before any transaction opens.
 * Imports no Dexie, so the seed worker (seedWorker.ts) can build the rows too.
 */
export async function seedRows(seed: SeedData, hasher?: PasswordHasher): Promise<SeedRows> {
  const credentials = await Promise.all(
    seed.accounts.map(({ profile, password }) => demoCredential(profile.email, password, profile.uid, profile.name || null, hasher)),
  );
  // The demo's orders come with their books, as the rebuild command would write them.
  const books = summariesFromOrders([...seed.orders, ...seed.history]);
  return [
    ['credentials', credentials],
    ['groups', seed.groups],
    ['subgroups', seed.subgroups],
    ['products', seed.products],
    ['users', seed.accounts.map((a) => a.profile)],
    ['orders', seed.orders],
    ['history', seed.history],
    ['carts', seed.carts],
    ['daySummaries', books.summaries],
    ['firstOrders', [...books.firstOrders].map(([userId, at]) => ({ userId, at }))],
    ['settings', [{ key: STORE_SETTINGS_KEY, value: seed.settings ?? defaultStoreSettings() }]],
    ['meta', [{ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION }]],
  ];
}
