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

/** A Firestore whose transactions run the work `runs` times, as the SDK does when the documents changed under it, then end with `end`. */
function firestoreRetrying(runs: number, end: 'commit' | Error): Firestore {
  return {
    runTransaction: async (update: (tx: unknown) => Promise<unknown>) => {
      const sdk = { get: async () => ({ exists: false }) };
      for (let run = 1; run < runs; run += 1) await update(sdk);
      if (end instanceof Error) {
        await update(sdk);
        throw end;
      }
      return update(sdk);
    },
  } as unknown as Firestore;
}

describe('the server unit of work, counting its retries (npm run bench reads them from the log)', () => {
  const recorded = () => {
    const reports: Array<[number, string]> = [];
    return { reports, report: (attempts: number, outcome: string) => reports.push([attempts, outcome]) };
  };

  it('reports how many times the transaction function ran when it ran more than once, and the result is the last run’s', async () => {
    const { reports, report } = recorded();
    let runs = 0;
    const result = await new AdminUnitOfWork(firestoreRetrying(3, 'commit'), 'main', report).run(async () => (runs += 1));
    expect(result).toBe(3);
    expect(reports).toEqual([[3, 'committed']]);
  });

  it('reports nothing for a unit that ran once', async () => {
    const { reports, report } = recorded();
    await new AdminUnitOfWork(firestoreRetrying(1, 'commit'), 'main', report).run(async () => 'done');
    expect(reports).toEqual([]);
  });

  it('reports a unit that still failed after its retries, and the use case hears of a conflict', async () => {
    const { reports, report } = recorded();
    const unit = new AdminUnitOfWork(firestoreRetrying(5, grpcError(10, 'ABORTED: Too much contention')), 'main', report);
    const fault = await faultOf(unit);
    expect((fault as DataFaultError).kind).toBe('conflict');
    expect(reports).toEqual([[5, 'failed']]);
  });
});
