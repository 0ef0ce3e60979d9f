import type { Transaction, UnitOfWork } from '../../application/ports/UnitOfWork';
import { InMemoryTransaction } from './InMemoryTransaction';
import type { InMemoryUserRepository } from './InMemoryUserRepository';
import { stageState, type MemoryDatabase } from './MemoryDatabase';

/**
 * Units run one at a time over the shared MemoryDatabase, so each sees no other write between
 * its reads and its commit (isolation) and commits all of its writes or none (atomicity). Profiles are
 * kept by the InMemoryUserRepository; a unit reads them there and patches them as it commits.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly users: InMemoryUserRepository,
  ) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.exclusive(async () => {
      this.db.throwFault('unitOfWork.run');
      const tx = new InMemoryTransaction(this.db.state, this.users);
      const result = await work(tx);
      if (tx.hasWrites) {
        const staged = stageState(this.db.state);
        tx.applyTo(staged);
        // Last before the commit, which cannot fail: a profile patch that fails leaves nothing written.
        tx.commitUsers();
        this.db.commit(staged);
      }
      return result;
    });
  }
}
