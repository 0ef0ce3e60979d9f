import type { Container } from 'inversify';
import { InMemoryConnectivity } from '../../src/infrastructure/memory/InMemoryConnectivity';
import { ManualClock } from '../../src/infrastructure/memory/ManualClock';
import { MemoryDatabase, type CommerceSeed } from '../../src/infrastructure/memory/MemoryDatabase';
import { SequenceRandom } from '../../src/infrastructure/memory/SequenceRandom';

/**
 * Puts catalogue, carts, active orders, history, delivery codes and the store settings document
 * into a test container's memory store (groups and subgroups of seeded products are created too).
 * Returns the store so a test can inspect it or inject faults
 * (db.failNext('carts.removeLine', new DataFaultError('network'))).
 */
export function seedCommerce(container: Container, data: CommerceSeed): MemoryDatabase {
  const db = container.get(MemoryDatabase);
  db.seed(data);
  return db;
}

/** The test container's clock: set the time, read the delays slept. */
export const clockOf = (container: Container): ManualClock => container.get(ManualClock);

/** The test container's connectivity: setOnline(false) to go offline. */
export const connectivityOf = (container: Container): InMemoryConnectivity => container.get(InMemoryConnectivity);

/** The test container's memory store. */
export const memoryOf = (container: Container): MemoryDatabase => container.get(MemoryDatabase);

/** The test container's random numbers: set([0.0427]) makes the next delivery code '0427'. */
export const randomOf = (container: Container): SequenceRandom => container.get(SequenceRandom);
