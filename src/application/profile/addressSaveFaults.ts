import type { FaultKind } from '../shared/faultCode';

export type AddressSaveErrorCode = 'address.saveIssue' | 'address.saveError' | 'address.saveFailed';

/**
 * The three address messages by cause (docs/SPEC.md 'Error catalogue', Address): refused by the
 * database ('issue saving', which signing in again usually fixes), the connection ('error saving'),
 * anything else ('failed').
 */
export const addressSaveFaults: Record<FaultKind, AddressSaveErrorCode> = {
  permission: 'address.saveIssue',
  network: 'address.saveError',
  notFound: 'address.saveFailed',
  conflict: 'address.saveFailed',
  unknown: 'address.saveFailed',
};
