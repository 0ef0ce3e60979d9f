import { inject, injectable } from 'inversify';
import { isEmailAddress } from '../../domain/user/isEmailAddress';
import { err, type Result } from '../../domain/shared/Result';
import { AuthServiceToken, type AuthErrorCode, type AuthService, type AuthUser } from '../ports/AuthService';

export interface SignInInput {
  email: string;
  password: string;
}

/** Email and password sign-in; a malformed email is refused before asking the service. */
@injectable()
export class SignIn {
  constructor(@inject(AuthServiceToken) private readonly auth: AuthService) {}

  async execute({ email, password }: SignInInput): Promise<Result<AuthUser, AuthErrorCode>> {
    if (!isEmailAddress(email)) return err('auth.invalidEmail');
    try {
      return await this.auth.signIn(email.trim(), password);
    } catch {
      return err('auth.unknown');
    }
  }
}
