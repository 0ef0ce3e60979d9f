import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';

/**
 * A unit of work that runs every unit twice, as Firestore does when a transaction's documents
 * changed under it: the first attempt's writes are thrown away (the unit aborts), the second
 * commits. A use case that counted anything outside its unit would count it twice here.
 */
export class RetriedUnitOfWork implements UnitOfWork {
  constructor(private readonly inner: UnitOfWork) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let discarded = false;
    try {
      await this.inner.run(async (tx) => {
        await work(tx);
        discarded = true;
        // The adapter may wrap what the unit throws (the Admin SDK's turns it into a DataFaultError).
        throw new Error('the first attempt is thrown away');
      });
    } catch (error) {
      if (!discarded) throw error;
    }
    return this.inner.run(work);
  }
}
