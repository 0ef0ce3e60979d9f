import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/Result';
import { AuthServiceToken, type AuthService } from '../ports/AuthService';

/** Signs out; the session then moves to signed-out. A failure is the 'Logout failed' alert. */
@injectable()
export class Logout {
  constructor(@inject(AuthServiceToken) private readonly auth: AuthService) {}

  async execute(): Promise<Result<void, 'session.logoutFailed'>> {
    try {
      await this.auth.signOut();
      return ok(undefined);
    } catch (e) {
      console.error('Sign-out failed', e);
      return err('session.logoutFailed');
    }
  }
}
