import type { DBCore, DBCoreMutateRequest, Dexie } from 'dexie';

/** Control over the IndexedDB writes of one database, from the moment it is armed. */
export interface StorageAbort {
  /** Lets the next `writes` writes through and aborts the one after (once). */
  arm(writes: number): void;
  /** Whether the abort happened. */
  readonly fired: boolean;
  /** Writes that reached IndexedDB since arm() (up to the abort, when it fired). */
  readonly writesSinceArmed: number;
}

/**
 * Once armed, lets the next `writes` IndexedDB writes of `db` through, then aborts the IndexedDB
 * transaction of the one after, as closing the tab or killing the browser in the middle of a
 * commit would. Unlike a fault in the application's Transaction (whose writes are still only
 * buffered), this stops the adapter half-way through applying them, so it tests IndexedDB's own
 * rollback. Install before the database is first opened (Dexie builds its stack on open).
 */
export function abortStorageAfterWrites(db: Dexie): StorageAbort {
  let limit: number | null = null;
  let fired = false;
  let seen = 0;
  db.use({
    stack: 'dbcore',
    name: 'abortStorageAfterWrites',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req: DBCoreMutateRequest) => {
            if (limit === null || fired || seen < limit) {
              if (limit !== null && !fired) seen += 1;
              return table.mutate(req);
            }
            fired = true;
            req.trans.abort();
            return Promise.reject(new DOMException('The tab was closed in the middle of the write.', 'AbortError'));
          },
        };
      },
    }),
  });
  return {
    arm(writes: number) {
      limit = writes;
      fired = false;
      seen = 0;
    },
    get fired() {
      return fired;
    },
    get writesSinceArmed() {
      return seen;
    },
  };
}
