// @vitest-environment node
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AdminUnitOfWork } from '../../functions/src/admin/AdminUnitOfWork';
import { DataFaultError } from '../../src/application/ports/DataFaultError';

/** An Admin SDK error as the Firestore emulator sends it: a gRPC status code and its message. */
const grpcError = (code: number, message: string) => Object.assign(new Error(`${code} ${message}`), { code });
const dropped = () => grpcError(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.');

/** A Firestore whose transactions fail with `failures`, in order, then run the work. */
function firestoreFailing(...failures: Error[]): { db: Firestore; runs: () => number } {
  let runs = 0;
  const db = {
    runTransaction: async (update: (tx: unknown) => Promise<unknown>) => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return update({});
    },
  } as unknown as Firestore;
  return { db, runs: () => runs };
}

const faultOf = async (unit: AdminUnitOfWork) => unit.run(async () => 'done').catch((error: unknown) => error);

describe('the server unit of work, when the emulator drops a transaction under contention', () => {
  it('runs the work again, as the Admin SDK does when production says the transaction expired', async () => {
    const { db, runs } = firestoreFailing(dropped(), dropped());
    await expect(new AdminUnitOfWork(db, 'main').run(async () => 'done')).resolves.toBe('done');
    expect(runs()).toBe(3);
  });

  it('tells the use case of a conflict, not an unknown failure, when the transaction keeps being dropped', async () => {
    const { db, runs } = firestoreFailing(dropped(), dropped(), dropped(), dropped());
    const fault = await faultOf(new AdminUnitOfWork(db, 'main'));
    expect(fault).toBeInstanceOf(DataFaultError);
    expect((fault as DataFaultError).kind).toBe('conflict');
    expect(runs()).toBe(4);
  });

  it("reads production's expired transaction, once the SDK's own retries are spent, as a conflict without running it again", async () => {
    const { db, runs } = firestoreFailing(grpcError(3, 'INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.'));
    const fault = await faultOf(new AdminUnitOfWork(db, 'main'));
    expect((fault as DataFaultError).kind).toBe('conflict');
    expect(runs()).toBe(1);
  });

  it('does not retry other refusals of the request', async () => {
    const { db, runs } = firestoreFailing(grpcError(3, 'INVALID_ARGUMENT: a field is too long'));
    const fault = await faultOf(new AdminUnitOfWork(db, 'main'));
    expect((fault as DataFaultError).kind).toBe('unknown');
    expect(runs()).toBe(1);
  });
});
