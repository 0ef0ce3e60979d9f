import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { DataFaultError } from '../ports/DataFaultError';
import { TransactionConflictError } from '../ports/UnitOfWork';

/** A failed read or write as the messages tell them apart: a timeout is a network failure, a lost transaction race a conflict. */
export type FaultKind = 'network' | 'permission' | 'notFound' | 'conflict' | 'unknown';

/** The generic messages: offline, not allowed, or anything else. */
export type CommonFaultCode = 'common.network' | 'common.permission' | 'common.unknown';

const COMMON: Record<FaultKind, CommonFaultCode> = {
  network: 'common.network',
  permission: 'common.permission',
  notFound: 'common.unknown',
  conflict: 'common.unknown',
  unknown: 'common.unknown',
};

export function faultKind(error: unknown): FaultKind {
  if (error instanceof TransactionConflictError) return 'conflict';
  if (!(error instanceof DataFaultError)) return 'unknown';
  return error.kind === 'timeout' ? 'network' : error.kind;
}

/**
 * The one mapping from a thrown storage failure to the code a person sees: the generic message for
 * each kind, or the caller's own message for the kinds it names (saving an address or changing an
 * order has messages of its own for some causes, docs/SPEC.md 'Error catalogue').
 */
export function faultCode(error: unknown): CommonFaultCode;
export function faultCode<C extends ErrorCode>(error: unknown, own: Record<FaultKind, C>): C;
export function faultCode<C extends ErrorCode>(error: unknown, own: Partial<Record<FaultKind, C>>): C | CommonFaultCode;
export function faultCode(error: unknown, own: Partial<Record<FaultKind, ErrorCode>> = {}): ErrorCode {
  const kind = faultKind(error);
  return own[kind] ?? COMMON[kind];
}
