import { inject, injectable } from 'inversify';
import { err, type Result } from '../../domain/shared/Result';
import { AuthServiceToken, type AuthErrorCode, type AuthService, type AuthUser } from '../ports/AuthService';

/** Google sign-in, where the backend offers it (Firebase mode); elsewhere auth.unsupported. */
@injectable()
export class SignInWithGoogle {
  constructor(@inject(AuthServiceToken) private readonly auth: AuthService) {}

  /** Whether the sign-in page offers the Google button. */
  get supported(): boolean {
    return this.auth.supportsGoogle;
  }

  async execute(): Promise<Result<AuthUser, AuthErrorCode>> {
    if (!this.supported) return err('auth.unsupported');
    try {
      return await this.auth.signInWithGoogle();
    } catch {
      return err('auth.unknown');
    }
  }
}
