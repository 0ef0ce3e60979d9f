import { inject, injectable } from 'inversify';
import { changeUserType, type ChangeUserTypeErrorCode } from '../../domain/user/changeUserType';
import { keepsAnAdmin } from '../../domain/user/keepsAnAdmin';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type Result } from '../../domain/shared/Result';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { UnitOfWorkToken, type UnitOfWork } from '../ports/UnitOfWork';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { faultCode, type CommonFaultCode } from '../shared/faultCode';
import { readStoredActor } from '../shared/readStoredActor';

type ChangeUserTypeResult = Result<UserProfile, ChangeUserTypeErrorCode | 'roles.lastAdmin' | CommonFaultCode>;

export interface ChangeUserTypeInput {
  targetUid: string;
  /** As chosen in the form; anything but customer, delivery or admin is refused. */
  userType: string;
}

/**
 * An admin changes a user's type (docs/SPEC.md 'Validation rules', 'Roles and permissions'). The signed-in user's role is read from
 * the database, not taken from the session, and a failed read means not an admin (docs/SPEC.md 'Roles and permissions').
 * Changing one's own type reaches the session through its live profile listener. The target is read, the admins
 * counted and the new type written in one unit of work, so two admins demoting each other at once cannot both pass
 * the last-admin check (one of them sees the other's write, or is retried until it does).
 */
@injectable()
export class ChangeUserType {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ targetUid, userType }: ChangeUserTypeInput): Promise<ChangeUserTypeResult> {
    const actor = await readStoredActor(this.currentUser, this.users);
    if (!actor) return err('roles.onlyAdmins');
    const { uid: actorUid, profile: actorProfile } = actor;
    const now = this.clock.now();
    // Checked before the target is read, so a refused caller learns nothing about it.
    const allowed = changeUserType(actorProfile, actorUid, null, userType, now);
    if (!allowed.ok) return allowed;
    try {
      return await this.unitOfWork.run(async (tx): Promise<ChangeUserTypeResult> => {
        const stored = await tx.getUser(targetUid);
        if (!stored) return err('common.unknown');
        const target = normaliseProfile(stored, targetUid);
        const decision = changeUserType(actorProfile, actorUid, target, userType, now);
        if (!decision.ok) return decision;
        if (roleOf(target) === 'admin' && decision.value.userType !== 'admin') {
          const admins = (await tx.listAdmins()).filter((p) => roleOf(p) === 'admin').length;
          const kept = keepsAnAdmin(target, decision.value.userType, admins);
          if (!kept.ok) return kept;
        }
        tx.updateUser(targetUid, decision.value);
        // Patched to undefined means removed; normaliseProfile drops such keys.
        return ok(normaliseProfile({ ...target, ...decision.value }, targetUid));
      });
    } catch (e) {
      return err(faultCode(e));
    }
  }
}
