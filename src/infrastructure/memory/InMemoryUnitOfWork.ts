import type { Transaction, UnitOfWork } from '../../application/ports/UnitOfWork';
import { InMemoryTransaction } from './InMemoryTransaction';
import { stageState, type MemoryDatabase } from './MemoryDatabase';

/**
 * Units run one at a time over the shared MemoryDatabase, so each sees no other write between
 * its reads and its commit (isolation) and commits all of its writes or none (atomicity).
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  constructor(private readonly db: MemoryDatabase) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.exclusive(async () => {
      this.db.throwFault('unitOfWork.run');
      const tx = new InMemoryTransaction(this.db.state);
      const result = await work(tx);
      if (tx.hasWrites) {
        const staged = stageState(this.db.state);
        tx.applyTo(staged);
        this.db.commit(staged);
      }
      return result;
    });
  }
}
