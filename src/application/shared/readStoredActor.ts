import type { UserProfile } from '../../domain/user/UserProfile';
import type { CurrentUser } from '../ports/CurrentUser';
import type { UserRepository } from '../ports/UserRepository';

/** The signed-in user's uid and their profile as stored now; `profile` is null when it is missing or could not be read. */
export interface StoredActor {
  uid: string;
  profile: UserProfile | null;
}

/**
 * Who is asking, with the role record that the admin-only use cases (ChangeUserType, ListUsers,
 * SaveStoreSettings) decide on: read from the database rather than taken from the session, and a
 * failed read counts as no record, so the caller is not an admin (docs/SPEC.md 'Roles and
 * permissions'). Kept in one place so the three cannot come to disagree on that rule. Null, with
 * nothing read, when nobody is signed in.
 */
export async function readStoredActor(currentUser: CurrentUser, users: UserRepository): Promise<StoredActor | null> {
  const uid = currentUser.profile()?.uid;
  if (!uid) return null;
  return { uid, profile: await users.get(uid).catch(() => null) };
}
