import { inject, injectable } from 'inversify';
import { isEmailAddress } from '../../domain/user/isEmailAddress';
import { err, type Result } from '../../domain/shared/Result';
import { AuthServiceToken, type AuthErrorCode, type AuthService, type AuthUser } from '../ports/AuthService';

export const MIN_PASSWORD_LENGTH = 6;

export interface SignUpInput {
  email: string;
  password: string;
  /** Becomes the name on the default profile. */
  name?: string;
}

/**
 * Creates an email and password account and signs it in. Email format and password length are
 * checked here first, so every backend gives the same answer. The profile document is created by
 * ObserveSession when the new user's session starts.
 */
@injectable()
export class SignUp {
  constructor(@inject(AuthServiceToken) private readonly auth: AuthService) {}

  async execute({ email, password, name }: SignUpInput): Promise<Result<AuthUser, AuthErrorCode>> {
    if (!isEmailAddress(email)) return err('auth.invalidEmail');
    if (password.length < MIN_PASSWORD_LENGTH) return err('auth.weakPassword');
    try {
      return await this.auth.signUp(email.trim(), password, name?.trim() || undefined);
    } catch {
      return err('auth.unknown');
    }
  }
}
