import { inject, injectable } from 'inversify';
import { normaliseProfile } from '../../domain/user/normaliseProfile';
import { isAdmin } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type Result } from '../../domain/shared/Result';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import type { Actor } from '../session/Actor';
import { userAdminError, type UserAdminFaultCode } from './userAdminError';

/** Every user, newest first, for the admin users page; admins only (role read from the database). */
@injectable()
export class ListUsers {
  constructor(@inject(UserRepositoryToken) private readonly users: UserRepository) {}

  async execute({ actor }: { actor: Actor }): Promise<Result<UserProfile[], 'roles.onlyAdmins' | UserAdminFaultCode>> {
    const actorProfile = await this.users.get(actor.uid).catch(() => null);
    if (!isAdmin(actorProfile)) return err('roles.onlyAdmins');
    try {
      const all = await this.users.list();
      return ok(all.map((p) => normaliseProfile(p, p.uid)).sort((a, b) => b.createdAt - a.createdAt));
    } catch (e) {
      return err(userAdminError(e));
    }
  }
}
