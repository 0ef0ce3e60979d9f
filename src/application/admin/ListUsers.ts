import { inject, injectable } from 'inversify';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import { isAdmin } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { faultCode, type CommonFaultCode } from '../shared/faultCode';
import { readStoredActor } from '../shared/readStoredActor';
import { newestFirst } from '../../domain/shared/newestFirst';

/** Every user, newest first, for the admin users page; admins only (role read from the database). */
@injectable()
export class ListUsers {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(): Promise<Result<UserProfile[], 'roles.onlyAdmins' | CommonFaultCode>> {
    const actor = await readStoredActor(this.currentUser, this.users);
    if (!actor || !isAdmin(actor.profile)) return err('roles.onlyAdmins');
    try {
      const all = await this.users.list();
      return ok(newestFirst(all.map((p) => normaliseProfile(p, p.uid))));
    } catch (e) {
      return err(faultCode(e));
    }
  }
}
