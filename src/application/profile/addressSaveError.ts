import { DataFaultError } from '../ports/DataFaultError';

export type AddressSaveErrorCode = 'address.saveIssue' | 'address.saveError' | 'address.saveFailed';

/**
 * The three SPEC section 8 address messages by cause: refused by the database ('issue saving',
 * which signing in again usually fixes), the connection ('error saving'), anything else ('failed').
 */
export function addressSaveError(e: unknown): AddressSaveErrorCode {
  const kind = e instanceof DataFaultError ? e.kind : 'unknown';
  if (kind === 'permission') return 'address.saveIssue';
  if (kind === 'network' || kind === 'timeout') return 'address.saveError';
  return 'address.saveFailed';
}
