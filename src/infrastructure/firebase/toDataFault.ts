import { DataFaultError, type DataFaultKind } from '../../application/ports/DataFaultError';
import { TransactionConflictError } from '../../application/ports/UnitOfWork';

/** FirestoreError / StorageError codes (without the 'storage/' prefix) in the application's words. */
const KIND_BY_CODE: Record<string, DataFaultKind> = {
  'permission-denied': 'permission',
  unauthenticated: 'permission',
  unauthorized: 'permission',
  'not-found': 'notFound',
  'object-not-found': 'notFound',
  aborted: 'conflict',
  'failed-precondition': 'conflict',
  'already-exists': 'conflict',
  unavailable: 'network',
  'retry-limit-exceeded': 'network',
  'deadline-exceeded': 'timeout',
};

const codeOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;

/** Whether this is an error of the Firebase SDK (FirestoreError, StorageError, ...). */
export const isFirebaseError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'name' in e && e.name === 'FirebaseError' && codeOf(e) !== undefined;

/**
 * Translates a Firebase SDK failure into the DataFaultError the use cases understand. Errors that
 * are already the application's (DataFaultError, TransactionConflictError, a domain failure thrown
 * by a unit of work) pass through untouched.
 */
export function toDataFault(e: unknown): unknown {
  if (e instanceof DataFaultError || e instanceof TransactionConflictError || !isFirebaseError(e)) return e;
  const code = (codeOf(e) ?? '').replace(/^[a-z]+\//, '');
  const message = e instanceof Error ? e.message : String(e);
  return new DataFaultError(KIND_BY_CODE[code] ?? 'unknown', `${code}: ${message}`);
}
