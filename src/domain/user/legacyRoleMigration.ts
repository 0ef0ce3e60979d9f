import type { UserType } from './UserProfile';
import { isUserType } from './isUserType';

/** The write that retires the legacy flag: isAdmin undefined removes the field. */
export interface LegacyRolePatch {
  userType: UserType;
  isAdmin: undefined;
}

interface LegacyShape {
  userType?: unknown;
  isAdmin?: unknown;
}

/**
 * docs/SPEC.md 'States and transitions': a profile with the legacy isAdmin flag and no userType becomes admin when the flag
 * is true, otherwise customer, and the flag is cleared. Returns the patch to write, or null.
 *
 * Adapters may already have derived userType from the flag while normalising (normaliseProfile does),
 * so a userType that agrees with the flag counts as legacy too: the write is the same. A userType that
 * disagrees was set on purpose later and is left alone.
 */
export function legacyRoleMigration(profile: LegacyShape | null | undefined): LegacyRolePatch | null {
  if (!profile || typeof profile.isAdmin !== 'boolean') return null;
  const userType: UserType = profile.isAdmin ? 'admin' : 'customer';
  if (isUserType(profile.userType) && profile.userType !== userType) return null;
  return { userType, isAdmin: undefined };
}
