import { DataFaultError } from '../ports/DataFaultError';

export type UserAdminFaultCode = 'common.network' | 'common.permission' | 'common.unknown';

/** A storage failure during user administration, as one of the generic messages. */
export function userAdminError(e: unknown): UserAdminFaultCode {
  const kind = e instanceof DataFaultError ? e.kind : 'unknown';
  if (kind === 'network' || kind === 'timeout') return 'common.network';
  return kind === 'permission' ? 'common.permission' : 'common.unknown';
}
