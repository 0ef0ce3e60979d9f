import type { LocalDatabase } from './LocalDatabase';
import type { PasswordHasher } from './PasswordHasher';
import type { SeedData } from './seed/SeedData';
import { seedRows } from './seedRows';
import { writeSeedRows } from './writeSeedRows';

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

/** Writes the demo shop into an empty database on this thread (writeSeedRows). */
export async function seedEmptyDatabase(db: LocalDatabase, seed: SeedData, hasher?: PasswordHasher): Promise<void> {
  await writeSeedRows(db.backendDB(), await seedRows(seed, hasher));
}
