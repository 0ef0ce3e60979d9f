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

/** An Admin SDK failure as the use cases understand it; the application's own errors pass through. */
export function adminFault(error: unknown): unknown {
  if (error instanceof DataFaultError || error instanceof TransactionConflictError) return error;
  const status = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof status !== 'number') return error;
  return new DataFaultError(KIND_BY_STATUS[status] ?? 'unknown', error instanceof Error ? error.message : String(error));
}
