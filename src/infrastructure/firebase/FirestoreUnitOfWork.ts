import { runTransaction, type Firestore } from 'firebase/firestore';
import type { Transaction, UnitOfWork } from '../../application/ports/UnitOfWork';
import { firestoreCall } from './firestoreCall';
import { FirestoreTransaction } from './FirestoreTransaction';

/**
 * Units of work as Firestore transactions: `work` reads, the domain decides, the buffered writes
 * commit together. When another device changed a document read here, Firestore runs `work` again
 * (it has no side effects outside the transaction); after the SDK's last attempt the unit fails
 * with DataFaultError('conflict'). What `work` throws reaches the caller unchanged.
 */
export class FirestoreUnitOfWork implements UnitOfWork {
  constructor(
    private readonly db: Firestore,
    private readonly store: string,
    /** The signed-in user's uid, read at each run. */
    private readonly actor: () => string | null,
  ) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return firestoreCall(() =>
      runTransaction(this.db, async (sdkTx) => {
        const tx = new FirestoreTransaction(sdkTx, this.db, this.store, this.actor());
        const result = await work(tx);
        await tx.commit();
        return result;
      }),
    );
  }
}
