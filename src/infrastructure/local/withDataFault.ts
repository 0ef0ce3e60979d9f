import { DataFaultError, type DataFaultKind } from '../../application/ports/DataFaultError';

/** IndexedDB / Dexie error names (also found on a DexieError's `inner` cause) and what they mean here. */
const KIND_BY_NAME: Record<string, DataFaultKind> = {
  ConstraintError: 'conflict',
  NotFoundError: 'notFound',
  TimeoutError: 'timeout',
  QuotaExceededError: 'unknown',
};

const nameOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' ? e.name : undefined;

/** Translates a Dexie or IndexedDB failure into the application's DataFaultError. */
export function toDataFault(e: unknown): DataFaultError {
  if (e instanceof DataFaultError) return e;
  const inner = typeof e === 'object' && e !== null && 'inner' in e ? e.inner : undefined;
  const name = nameOf(inner) ?? nameOf(e) ?? 'Error';
  const message = e instanceof Error ? e.message : String(e);
  // The detail keeps the IndexedDB name so "storage full" is distinguishable from other unknowns.
  return new DataFaultError(KIND_BY_NAME[name] ?? 'unknown', `${name}: ${message}`);
}

/** Runs a storage operation, rethrowing any failure as a DataFaultError. */
export async function withDataFault<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (e) {
    throw toDataFault(e);
  }
}
