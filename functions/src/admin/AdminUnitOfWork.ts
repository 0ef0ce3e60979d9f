import type { Firestore } from 'firebase-admin/firestore';
import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';
import { adminFault } from './adminFault';
import { AdminTransaction } from './AdminTransaction';

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
    try {
      return await this.db.runTransaction(async (sdk) => {
        const tx = new AdminTransaction(sdk, this.db, this.store);
        const result = await work(tx);
        tx.commit();
        return result;
      });
    } catch (error) {
      throw adminFault(error);
    }
  }
}
