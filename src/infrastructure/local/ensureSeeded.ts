import type { LocalDatabase } from './LocalDatabase';
import { resetDemoData } from './resetDemoData';
import type { SeedData } from './seed/SeedData';
import { seedEmptyDatabase } from './seedLocalDatabase';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from './seedVersion';

/** Writes the demo shop into an empty database: by default on this thread, or seedInWorker's way. */
export type SeedEmpty = (db: LocalDatabase) => Promise<void>;

/**
 * Writes the demo shop when the database holds none. The seed is loaded lazily, so a returning
 * visitor never downloads it. A database from another seed version is reset, because its demo
 * records may no longer fit the code.
 */
export async function ensureSeeded(
  db: LocalDatabase,
  loadSeed: () => Promise<SeedData>,
  seedEmpty: SeedEmpty = async (empty) => seedEmptyDatabase(empty, await loadSeed()),
): Promise<void> {
  const version = await db.meta.get(SEED_VERSION_KEY);
  if (version?.value === LOCAL_SEED_VERSION) return;
  if (version) await resetDemoData(db, await loadSeed());
  else await seedEmpty(db);
}

/**
 * Seeds the database as it opens, off the first screen's path: nothing waits for it at start-up,
 * but Dexie holds every query of every adapter (the session, the catalogue, a sign-in...) until the
 * database is open and seeded. The seeding itself runs with the 'VIP' handle Dexie passes, which
 * alone may use the database meanwhile. Each opening checks again (a reopened or deleted database).
 * If the seed cannot be written, every query fails with the reason, and the next start tries again.
 */
export function seedOnOpen(db: LocalDatabase, loadSeed: () => Promise<SeedData>, seedEmpty?: SeedEmpty): void {
  db.on(
    'ready',
    (vip) =>
      ensureSeeded(vip as LocalDatabase, loadSeed, seedEmpty).catch((e: unknown) => {
        console.error('The demo shop could not be written', e);
        throw e;
      }),
    true,
  );
}
