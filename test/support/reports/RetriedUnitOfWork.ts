import type { Transaction, UnitOfWork } from '../../../src/application/ports/UnitOfWork';

const DISCARDED = Symbol('discarded attempt');

/**
 * A unit of work that runs every unit twice, as Firestore does when a transaction's documents
 * changed under it: the first attempt's writes are thrown away (the unit aborts), the second
 * commits. A use case that counted anything outside its unit would count it twice here.
 */
export class RetriedUnitOfWork implements UnitOfWork {
  constructor(private readonly inner: UnitOfWork) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      await this.inner.run(async (tx) => {
        await work(tx);
        throw DISCARDED;
      });
    } catch (error) {
      if (error !== DISCARDED) throw error;
    }
    return this.inner.run(work);
  }
}
