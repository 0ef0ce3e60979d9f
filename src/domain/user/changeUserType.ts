import { err, ok, type Result } from '../shared/Result';
import type { Millis } from '../shared/Timestamp';
import { isUserType } from './isUserType';
import { isAdmin } from './roles';
import type { UserProfile, UserType } from './UserProfile';

export type ChangeUserTypeErrorCode = 'roles.onlyAdmins' | 'roles.invalidType';

export interface UserTypePatch {
  userType: UserType;
  updatedAt: Millis;
  updatedBy: string;
  /** Present (as undefined, which removes the field) when a legacy flag would contradict the new type. */
  isAdmin?: undefined;
  isDelivery?: undefined;
}

type RoleRecord = Pick<UserProfile, 'userType' | 'isAdmin' | 'isDelivery'>;

/**
 * docs/SPEC.md 'Validation rules', 'Roles and permissions': only an admin may change a user type, and only to customer, delivery or
 * admin. The patch records when and by whom. A target still carrying a legacy isAdmin or isDelivery
 * flag has it cleared as well: roles.ts counts those flags, so leaving one would undo a demotion.
 */
export function changeUserType(
  actor: RoleRecord | null | undefined,
  actorUid: string,
  target: Partial<RoleRecord> | null | undefined,
  userType: unknown,
  now: Millis,
): Result<UserTypePatch, ChangeUserTypeErrorCode> {
  if (!isAdmin(actor)) return err('roles.onlyAdmins');
  if (!isUserType(userType)) return err('roles.invalidType');
  const patch: UserTypePatch = { userType, updatedAt: now, updatedBy: actorUid };
  if (target && 'isAdmin' in target && target.isAdmin !== undefined) patch.isAdmin = undefined;
  if (target && 'isDelivery' in target && target.isDelivery !== undefined) patch.isDelivery = undefined;
  return ok(patch);
}
