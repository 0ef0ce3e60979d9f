import { defaultStoreSettings } from '../../domain/store/defaultStoreSettings';
import type { LocalAuthService } from './LocalAuthService';
import type { LocalDatabase } from './LocalDatabase';
import { STORE_SETTINGS_KEY } from './LocalStoreSettingsRepository';
import type { SeedData } from './seed/SeedData';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from './seedVersion';

/**
 * Writes the whole demo shop. Accounts are hashed first (Web Crypto cannot run inside an
 * IndexedDB transaction); everything else goes in one transaction that records the seed version
 * last, so an interrupted seed is simply written again on the next start.
 */
export async function seedLocalDatabase(db: LocalDatabase, auth: LocalAuthService, seed: SeedData): Promise<void> {
  await Promise.all(
    seed.accounts.map(({ profile, password }) => auth.seedAccount(profile.email, password, profile.uid, profile.name || null)),
  );
  const { groups, subgroups, products, users, orders, history, carts, settings, meta } = db;
  await db.transaction('rw', [groups, subgroups, products, users, orders, history, carts, settings, meta], async () => {
    await groups.bulkPut(seed.groups);
    await subgroups.bulkPut(seed.subgroups);
    await products.bulkPut(seed.products);
    await users.bulkPut(seed.accounts.map((a) => a.profile));
    await orders.bulkPut(seed.orders);
    await history.bulkPut(seed.history);
    await carts.bulkPut(seed.carts);
    await settings.put({ key: STORE_SETTINGS_KEY, value: seed.settings ?? defaultStoreSettings() });
    await meta.put({ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION });
  });
}
