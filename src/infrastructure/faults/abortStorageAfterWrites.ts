import type { DBCore, DBCoreMutateRequest, Dexie } from 'dexie';

export interface StorageAbort {
  /** Whether the abort happened (false when the unit made `writes` or fewer writes). */
  readonly fired: boolean;
  /** Writes that reached IndexedDB before the abort (or in all, when it never fired). */
  readonly writesBefore: number;
}

/**
 * Lets the next `writes` IndexedDB writes of `db` through, then aborts the IndexedDB transaction
 * of the one after, as closing the tab or killing the browser in the middle of a commit would.
 * Unlike a fault in the application's Transaction (whose writes are still only buffered), this
 * stops the adapter half-way through applying them, so it tests IndexedDB's own rollback.
 * Must be installed before the database is first opened (Dexie builds its stack on open).
 */
export function abortStorageAfterWrites(db: Dexie, writes: number): StorageAbort {
  const state = { fired: false, writesBefore: 0 };
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
            if (state.fired || state.writesBefore < writes) {
              if (!state.fired) state.writesBefore += 1;
              return table.mutate(req);
            }
            state.fired = true;
            req.trans.abort();
            return Promise.reject(new DOMException('The tab was closed in the middle of the write.', 'AbortError'));
          },
        };
      },
    }),
  });
  return state;
}
