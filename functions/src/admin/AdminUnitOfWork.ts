import type { Firestore } from 'firebase-admin/firestore';
import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';
import { adminFault, isDroppedTransaction } from './adminFault';
import { AdminTransaction } from './AdminTransaction';

/** How many more times a transaction the emulator dropped under contention is run (see isDroppedTransaction). */
const DROPPED_RETRIES = 3;

/**
 * Told of a unit of work whose transaction function ran more than once (`attempts`), because
 * other writes took its documents first: contention the store can see in its logs, and what
 * `npm run bench` counts as transaction retries (functions/src/logRetries.ts).
 */
export type RetryReport = (attempts: number, outcome: 'committed' | 'failed') => void;

/**
 * UnitOfWork over Admin SDK transactions: the server's writes of checkout and every order change.
 * Firestore retries a transaction whose documents changed under it (so `work` may run more than
 * once); what still fails reaches the use case as the application's own errors.
 */
export class AdminUnitOfWork implements UnitOfWork {
  constructor(
    private readonly db: Firestore,
    private readonly store: string,
    private readonly reportRetries: RetryReport = () => {},
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let attempts = 0;
    for (let dropped = 0; ; dropped++) {
      try {
        const result = await this.db.runTransaction(async (sdk) => {
          attempts += 1;
          const tx = new AdminTransaction(sdk, this.db, this.store);
          const value = await work(tx);
          tx.commit();
          return value;
        });
        if (attempts > 1) this.reportRetries(attempts, 'committed');
        return result;
      } catch (error) {
        if (dropped < DROPPED_RETRIES && isDroppedTransaction(error)) continue;
        if (attempts > 1) this.reportRetries(attempts, 'failed');
        throw adminFault(error);
      }
    }
  }
}
