import type { Millis } from '../shared/Timestamp';
import type { UserProfile } from './UserProfile';

export interface NewAccount {
  uid: string;
  email: string;
  name?: string | null;
}

/** docs/SPEC.md 'States and transitions': the document created when a signed-in user has none yet. */
export const defaultCustomerProfile = (account: NewAccount, now: Millis): UserProfile => ({
  uid: account.uid,
  email: account.email,
  name: account.name?.trim() ?? '',
  userType: 'customer',
  createdAt: now,
  updatedAt: now,
  addresses: [],
});
