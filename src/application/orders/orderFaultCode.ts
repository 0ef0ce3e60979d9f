import { DataFaultError } from '../ports/DataFaultError';
import { TransactionConflictError } from '../ports/UnitOfWork';

/**
 * What a failed order write means to the user. A conflict means the order changed under us
 * (someone else acted first): the list refreshes live, so 'already processed' is the honest answer.
 */
export function orderFaultCode(
  error: unknown,
): 'orders.notFoundOrProcessed' | 'orders.permissionDenied' | 'common.network' | 'common.unknown' {
  if (error instanceof TransactionConflictError) return 'orders.notFoundOrProcessed';
  if (error instanceof DataFaultError) {
    if (error.kind === 'conflict' || error.kind === 'notFound') return 'orders.notFoundOrProcessed';
    if (error.kind === 'permission') return 'orders.permissionDenied';
    if (error.kind === 'network' || error.kind === 'timeout') return 'common.network';
  }
  return 'common.unknown';
}
