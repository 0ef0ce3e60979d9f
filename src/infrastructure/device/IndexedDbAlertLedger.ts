import type { AlertLedger } from '../../application/ports/AlertLedger';

const DATABASE = 'gaon-kirana-alerts';
const TOLD = 'told';
/** What was told longer ago than this is forgotten: no live list brings back an order that old. */
const KEPT_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * What this browser has told each person, in IndexedDB: one entry per person and alert, added in
 * a transaction that fails when the entry exists, so of several tabs claiming the same alert at
 * the same moment exactly one succeeds (localStorage would not do: Chromium copies it between tabs'
 * processes late). Kept across reloads. Without IndexedDB (a browser refusing it) the tab remembers
 * for itself.
 */
export class IndexedDbAlertLedger implements AlertLedger {
  private database: Promise<IDBDatabase | null> | null = null;
  private readonly inTab = new Set<string>();

  async claim(uid: string, key: string): Promise<boolean> {
    const entry = `${uid} ${key}`;
    const db = await this.open();
    if (!db) {
      if (this.inTab.has(entry)) return false;
      this.inTab.add(entry);
      return true;
    }
    return new Promise((resolve) => {
      let added = false;
      const tx = db.transaction(TOLD, 'readwrite');
      const request = tx.objectStore(TOLD).add({ at: Date.now() }, entry);
      request.onsuccess = () => (added = true);
      // Already told (ConstraintError): not an error of the transaction, which still completes.
      request.onerror = (event) => event.preventDefault();
      tx.oncomplete = () => resolve(added);
      tx.onabort = () => resolve(false);
    });
  }

  private open(): Promise<IDBDatabase | null> {
    this.database ??= new Promise((resolve) => {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(TOLD);
      request.onsuccess = () => {
        forgetOld(request.result);
        resolve(request.result);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    });
    return this.database;
  }
}

/** Drops entries older than KEPT_MS, once a visit, after the claims that are waiting. */
function forgetOld(db: IDBDatabase): void {
  const before = Date.now() - KEPT_MS;
  const cursor = db.transaction(TOLD, 'readwrite').objectStore(TOLD).openCursor();
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) return;
    if (((at.value as { at?: number }).at ?? 0) < before) at.delete();
    at.continue();
  };
}
