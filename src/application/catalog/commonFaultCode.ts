import { DataFaultError } from '../ports/DataFaultError';

/** The generic message for a failed read or write: offline, refused, or anything else. */
export function commonFaultCode(error: unknown): 'common.network' | 'common.permission' | 'common.unknown' {
  if (error instanceof DataFaultError) {
    if (error.kind === 'network' || error.kind === 'timeout') return 'common.network';
    if (error.kind === 'permission') return 'common.permission';
  }
  return 'common.unknown';
}
