import { err, ok, type Result } from '../shared/Result';
import { roleOf } from './roles';
import type { UserProfile, UserType } from './UserProfile';

/**
 * An admin may change anyone's role, their own included (docs/SPEC.md 'Roles and permissions'),
 * but the store never loses its last admin: nobody would be left to run it or to undo the change.
 */
export function keepsAnAdmin(
  target: Pick<UserProfile, 'userType' | 'isAdmin' | 'isDelivery'>,
  userType: UserType,
  admins: number,
): Result<void, 'roles.lastAdmin'> {
  return roleOf(target) === 'admin' && userType !== 'admin' && admins <= 1 ? err('roles.lastAdmin') : ok(undefined);
}
