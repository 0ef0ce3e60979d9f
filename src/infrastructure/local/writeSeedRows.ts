import type { SeedRows } from './seedRows';

/**
 * Writes the demo shop's rows into an empty database with IndexedDB itself, in one transaction
 * that records the seed version last, so an interrupted seed is simply written again on the next
 * start. Nothing can be watching an empty database (every query waits for the seed, see
 * ensureSeeded), so Dexie's bookkeeping for live queries, which cost a cheap phone about half a
 * second for these rows, is left out.
 */
export async function writeSeedRows(idb: IDBDatabase, rows: SeedRows): Promise<void> {
  const tx = idb.transaction(
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
