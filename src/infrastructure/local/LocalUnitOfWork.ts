import { Dexie } from 'dexie';
import type { Transaction, UnitOfWork } from '../../application/ports/UnitOfWork';
import type { LocalDatabase } from './LocalDatabase';
import { LocalTransaction } from './LocalTransaction';
import { toDataFault } from './withDataFault';

/**
 * One IndexedDB readwrite transaction over the catalogue, orders, history, carts, delivery codes,
 * checkout keys, profiles and the store's books. IndexedDB runs overlapping readwrite transactions one after the other, also
 * between tabs, so a unit is atomic
 * and isolated without retries. `work` must await only the Transaction's methods: awaiting
 * anything else (a timer, fetch, Web Crypto) lets IndexedDB commit early, and Dexie then fails the
 * unit instead of writing half of it.
 */
export class LocalUnitOfWork implements UnitOfWork {
  constructor(private readonly db: LocalDatabase) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const { products, groups, subgroups, orders, history, carts, deliveryCodes, checkouts, users, daySummaries, firstOrders } = this.db;
    const tables = [products, groups, subgroups, orders, history, carts, deliveryCodes, checkouts, users, daySummaries, firstOrders];
    try {
      return await this.db.transaction('rw', tables, async (trans) => {
        const tx = new LocalTransaction(trans);
        const result = await work(tx);
        await tx.commit();
        return result;
      });
    } catch (e) {
      // What `work` throws (domain failures, TransactionConflictError) reaches the caller as it is.
      throw e instanceof Dexie.DexieError ? toDataFault(e) : e;
    }
  }
}
