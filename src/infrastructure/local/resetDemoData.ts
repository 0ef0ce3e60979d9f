import type { LocalDatabase } from './LocalDatabase';
import type { PasswordHasher } from './PasswordHasher';
import type { SeedData } from './seed/SeedData';
import { seedLocalDatabase } from './seedLocalDatabase';

/**
 * Clears every table (accounts and the session too, so whoever is signed in is signed out) and
 * writes the seed again. Every tab sees the change through its live queries.
 */
export async function resetDemoData(db: LocalDatabase, seed: SeedData, hasher?: PasswordHasher): Promise<void> {
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
  await seedLocalDatabase(db, seed, hasher);
}
