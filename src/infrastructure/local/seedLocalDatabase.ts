import { defaultStoreSettings } from '../../domain/store/defaultStoreSettings';
import { demoCredential } from './LocalAuthService';
import type { LocalDatabase } from './LocalDatabase';
import { STORE_SETTINGS_KEY } from './LocalStoreSettingsRepository';
import type { PasswordHasher } from './PasswordHasher';
import type { SeedData } from './seed/SeedData';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from './seedVersion';

/** Rows by table name, in the order they are written: the seed version comes last. */
type SeedRows = [table: string, rows: readonly unknown[]][];

/** The demo shop as the rows of each table. Accounts are hashed here, before any transaction opens. */
async function seedRows(seed: SeedData, hasher?: PasswordHasher): Promise<SeedRows> {
  const credentials = await Promise.all(
    seed.accounts.map(({ profile, password }) => demoCredential(profile.email, password, profile.uid, profile.name || null, hasher)),
  );
  return [
    ['credentials', credentials],
    ['groups', seed.groups],
    ['subgroups', seed.subgroups],
    ['products', seed.products],
    ['users', seed.accounts.map((a) => a.profile)],
    ['orders', seed.orders],
    ['history', seed.history],
    ['carts', seed.carts],
    ['settings', [{ key: STORE_SETTINGS_KEY, value: seed.settings ?? defaultStoreSettings() }]],
    ['meta', [{ key: SEED_VERSION_KEY, value: LOCAL_SEED_VERSION }]],
  ];
}

/**
 * Writes the whole demo shop through Dexie, so every tab's live queries see it ('Reset demo data').
 * Everything goes in one transaction that records the seed version last, so an interrupted seed
 * is simply written again on the next start.
 */
export async function seedLocalDatabase(db: LocalDatabase, seed: SeedData, hasher?: PasswordHasher): Promise<void> {
  const rows = await seedRows(seed, hasher);
  const tables = rows.map(([name]) => db.table(name));
  await db.transaction('rw', tables, async () => {
    for (const [name, values] of rows) await db.table(name).bulkPut([...values]);
  });
}

/**
 * Writes the demo shop into an empty database with IndexedDB itself, in one transaction that
 * records the seed version last. Nothing can be watching an empty database (every query waits for
 * the seed, see ensureSeeded), so Dexie's bookkeeping for live queries, which cost a cheap phone
 * about half a second for these rows, is left out.
 */
export async function seedEmptyDatabase(db: LocalDatabase, seed: SeedData, hasher?: PasswordHasher): Promise<void> {
  const rows = await seedRows(seed, hasher);
  const tx = db.backendDB().transaction(
    rows.map(([name]) => name),
    'readwrite',
  );
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('The seed was not written', 'AbortError'));
  });
  try {
    for (const [name, values] of rows) {
      const store = tx.objectStore(name);
      for (const value of values) store.put(value);
    }
  } catch (e) {
    // A row IndexedDB refuses at once (a bad key) must not leave the others committed.
    tx.abort();
    await done.catch(() => undefined);
    throw e;
  }
  await done;
}
