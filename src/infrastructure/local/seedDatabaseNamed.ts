import type { SeedData } from './seed/SeedData';
import { seedRows } from './seedRows';
import { writeSeedRows } from './writeSeedRows';

/** Opens the database the page created, at its version; one that is gone is not recreated empty. */
function openExisting(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException(`No database ${name} to seed`, 'NotFoundError'));
  });
}

/**
 * Writes the demo shop into the empty database `name`, through a connection of its own: what the
 * seed worker (seedWorker.ts) does while the page's Dexie holds every query. Imports no Dexie.
 */
export async function seedDatabaseNamed(name: string, seed: SeedData): Promise<void> {
  const rows = await seedRows(seed);
  const idb = await openExisting(name);
  try {
    await writeSeedRows(idb, rows);
  } finally {
    idb.close();
  }
}
