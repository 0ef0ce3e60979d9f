import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/Result';
import { ForgetAlertDevice } from '../alerts/ForgetAlertDevice';
import { AuthServiceToken, type AuthService } from '../ports/AuthService';

/**
 * Signs out; the session then moves to signed-out. A failure is the 'Logout failed' alert. This
 * device stops getting the person's closed-app alerts first, while the server still knows who asks.
 */
@injectable()
export class Logout {
  constructor(
    @inject(AuthServiceToken) private readonly auth: AuthService,
    @inject(ForgetAlertDevice) private readonly forgetDevice: ForgetAlertDevice,
  ) {}

  async execute(): Promise<Result<void, 'session.logoutFailed'>> {
    await this.forgetDevice.execute();
    try {
      await this.auth.signOut();
      return ok(undefined);
    } catch (e) {
      console.error('Sign-out failed', e);
      return err('session.logoutFailed');
    }
  }
}
