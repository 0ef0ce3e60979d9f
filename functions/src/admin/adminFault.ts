import { DataFaultError, type DataFaultKind } from '../../../src/application/ports/DataFaultError';
import { TransactionConflictError } from '../../../src/application/ports/UnitOfWork';

/** gRPC status codes the Admin SDK's errors carry, in the application's words. */
const KIND_BY_STATUS: Record<number, DataFaultKind> = {
  4: 'timeout', // DEADLINE_EXCEEDED
  5: 'notFound', // NOT_FOUND
  6: 'conflict', // ALREADY_EXISTS: an order id or a profile taken
  7: 'permission', // PERMISSION_DENIED
  9: 'conflict', // FAILED_PRECONDITION
  10: 'conflict', // ABORTED: still contended after the SDK's own retries
  14: 'network', // UNAVAILABLE
  16: 'permission', // UNAUTHENTICATED
};

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

/**
 * A transaction Firestore no longer holds because a concurrent one took its documents. Production
 * says 'transaction has expired', which the Admin SDK retries itself; the emulator says 'Transaction
 * is invalid or closed', which the SDK does not know, so AdminUnitOfWork retries it the same way.
 * Read by its words: both come as INVALID_ARGUMENT, which otherwise means a request that is wrong.
 */
export function isDroppedTransaction(error: unknown): boolean {
  return typeof statusOf(error) === 'number' && /transaction (is invalid or closed|has expired)/i.test(String((error as Error).message));
}

/** An Admin SDK failure as the use cases understand it; the application's own errors pass through. */
export function adminFault(error: unknown): unknown {
  if (error instanceof DataFaultError || error instanceof TransactionConflictError) return error;
  const status = statusOf(error);
  if (typeof status !== 'number') return error;
  const kind = isDroppedTransaction(error) ? 'conflict' : (KIND_BY_STATUS[status] ?? 'unknown');
  return new DataFaultError(kind, error instanceof Error ? error.message : String(error));
}
