import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { toDataFault, withDataFault } from '../../../src/infrastructure/local/withDataFault';

describe('toDataFault', () => {
  it('reports a full quota (the cause of an aborted transaction) as unknown, naming it in the detail', () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    const fault = toDataFault(new Dexie.AbortError('Transaction aborted', quota));

    expect(fault).toBeInstanceOf(DataFaultError);
    expect(fault.kind).toBe('unknown');
    expect(fault.message).toContain('QuotaExceededError');
  });

  it('maps a constraint failure to conflict and keeps a DataFaultError as it is', () => {
    expect(toDataFault(new Dexie.ConstraintError('Key already exists')).kind).toBe('conflict');
    const original = new DataFaultError('notFound', 'users/x');
    expect(toDataFault(original)).toBe(original);
  });

  it('rethrows what an operation throws as a DataFaultError', async () => {
    await expect(withDataFault(() => Promise.reject(new Dexie.DatabaseClosedError()))).rejects.toMatchObject({
      name: 'DataFaultError',
      kind: 'unknown',
    });
    expect(await withDataFault(async () => 3)).toBe(3);
  });
});
