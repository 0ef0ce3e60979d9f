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

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A transaction the Firestore emulator dropped because a concurrent one took its documents: it says
 * 'Transaction is invalid or closed' (its log gives no status), which the Admin SDK does not retry,
 * so AdminUnitOfWork does. Production says INVALID_ARGUMENT 'transaction has expired', which the SDK
 * retries itself (EXPIRED below, once its retries are spent).
 */
export function isDroppedTransaction(error: unknown): boolean {
  return typeof statusOf(error) === 'number' && /transaction is invalid or closed/i.test(messageOf(error));
}

const EXPIRED = /transaction has expired/i;

/** An Admin SDK failure as the use cases understand it; the application's own errors pass through. */
export function adminFault(error: unknown): unknown {
  if (error instanceof DataFaultError || error instanceof TransactionConflictError) return error;
  const status = statusOf(error);
  if (typeof status !== 'number') return error;
  // Contention, as ABORTED is: someone else changed the documents first.
  const contended = isDroppedTransaction(error) || EXPIRED.test(messageOf(error));
  return new DataFaultError(contended ? 'conflict' : (KIND_BY_STATUS[status] ?? 'unknown'), messageOf(error));
}
