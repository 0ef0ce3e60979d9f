import { runTransaction, type Firestore } from 'firebase/firestore';
import { DataFaultError } from '../../application/ports/DataFaultError';
import type { Transaction, UnitOfWork } from '../../application/ports/UnitOfWork';
import { firestoreCall } from './firestoreCall';
import { FirestoreTransaction } from './FirestoreTransaction';
import { rulesOrderLineLimit } from './rulesOrderLineLimit';

/** Attempts of a unit whose commit firestore.rules refused (see run). */
const ATTEMPTS_AFTER_REFUSAL = 3;

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

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let refused = false;
    for (let attempt = 1; ; attempt += 1) {
      let committing = false;
      try {
        return await firestoreCall(() =>
          runTransaction(this.db, async (sdkTx) => {
            committing = false;
            const tx = new FirestoreTransaction(sdkTx, this.db, this.store, this.actor());
            const result = await work(tx);
            await tx.commit();
            committing = true;
            return result;
          }),
        );
      } catch (e) {
        // firestore.rules judge a commit against the documents as they are at that moment. When a
        // concurrent checkout or courier got there first (the last sack sold, the order accepted),
        // the stale write is refused as permission-denied, which the SDK does not retry: run the
        // unit again on fresh reads, so the domain answers "out of stock" or "already accepted".
        const denied = e instanceof DataFaultError && e.kind === 'permission';
        if (denied && committing && attempt < ATTEMPTS_AFTER_REFUSAL) {
          refused = true;
          continue;
        }
        // After such a refusal the fresh reads themselves may be denied (an order another courier
        // took is no longer ours to read): someone else acted first, which is a conflict.
        if (denied && refused && !committing) throw new DataFaultError('conflict', `changed by someone else: ${e.message}`);
        throw e;
      }
    }
  }

  maxOrderLines(withDeliveryCode: boolean): number {
    return rulesOrderLineLimit(withDeliveryCode);
  }
}
