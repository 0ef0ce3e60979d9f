import type { LocalAuthService } from './LocalAuthService';
import type { LocalDatabase } from './LocalDatabase';
import { resetDemoData } from './resetDemoData';
import type { SeedData } from './seed/SeedData';
import { seedLocalDatabase } from './seedLocalDatabase';
import { LOCAL_SEED_VERSION, SEED_VERSION_KEY } from './seedVersion';

/**
 * Writes the demo shop on the first start only. The seed is loaded lazily, so a returning
 * visitor never downloads it. A database from another seed version is reset, because its
 * demo records may no longer fit the code.
 */
export async function ensureSeeded(db: LocalDatabase, auth: LocalAuthService, loadSeed: () => Promise<SeedData>): Promise<void> {
  const version = await db.meta.get(SEED_VERSION_KEY);
  if (version?.value === LOCAL_SEED_VERSION) return;
  const seed = await loadSeed();
  if (version) await resetDemoData(db, auth, seed);
  else await seedLocalDatabase(db, auth, seed);
}
