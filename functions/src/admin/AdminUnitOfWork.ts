import type { Firestore } from 'firebase-admin/firestore';
import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';
import { adminFault, isDroppedTransaction } from './adminFault';
import { AdminTransaction } from './AdminTransaction';

/** How many more times a transaction the emulator dropped under contention is run (see isDroppedTransaction). */
const DROPPED_RETRIES = 3;

/**
 * UnitOfWork over Admin SDK transactions: the server's writes of checkout and every order change.
 * Firestore retries a transaction whose documents changed under it (so `work` may run more than
 * once); what still fails reaches the use case as the application's own errors.
 */
export class AdminUnitOfWork implements UnitOfWork {
  constructor(
    private readonly db: Firestore,
    private readonly store: string,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.runTransaction(async (sdk) => {
          const tx = new AdminTransaction(sdk, this.db, this.store);
          const result = await work(tx);
          tx.commit();
          return result;
        });
      } catch (error) {
        if (attempt < DROPPED_RETRIES && isDroppedTransaction(error)) continue;
        throw adminFault(error);
      }
    }
  }
}
