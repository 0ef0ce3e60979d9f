import { inject, injectable, optional } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { SignIn } from '../../../application/auth/SignIn';
import { SignInWithGoogle } from '../../../application/auth/SignInWithGoogle';
import { SignUp } from '../../../application/auth/SignUp';
import type { AuthErrorCode, AuthUser } from '../../../application/ports/AuthService';
import { DemoDataToken, type DemoData } from '../../../application/ports/DemoData';
import type { Result } from '../../../domain/shared/Result';
import type { ViewModel } from '../../app/useViewModel';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts';

export type LoginMode = 'signIn' | 'signUp';

/** What is under way: the form, Google, or one demo account (by email). */
export type LoginBusy = 'form' | 'google' | string;

/**
 * /login: email and password sign-in or sign-up, Google where the backend has it, and one-tap demo
 * accounts in local mode. On success the session changes and the login route's guard sends the
 * user on to the page it remembered, so nothing here navigates.
 */
@injectable('Transient')
export class LoginViewModel implements ViewModel {
  mode: LoginMode = 'signIn';
  email = '';
  password = '';
  showPassword = false;
  busy: LoginBusy | null = null;
  error: AuthErrorCode | null = null;
  readonly supportsGoogle: boolean;
  /** The demo accounts, only when this backend has demo data (local mode). */
  readonly demoAccounts: readonly DemoAccount[];
  private disposed = false;

  constructor(
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(SignUp) private readonly signUp: SignUp,
    @inject(SignInWithGoogle) private readonly signInWithGoogle: SignInWithGoogle,
    // Unbound in the memory container: no demo data there.
    @inject(DemoDataToken) @optional() demo: DemoData | undefined,
  ) {
    this.supportsGoogle = signInWithGoogle.supported;
    this.demoAccounts = demo?.available ? DEMO_ACCOUNTS : [];
    makeObservable<this, 'run'>(this, {
      mode: observable,
      email: observable,
      password: observable,
      showPassword: observable,
      busy: observable,
      error: observable,
      mount: actionBound,
      dispose: actionBound,
      setMode: actionBound,
      setEmail: actionBound,
      setPassword: actionBound,
      toggleShowPassword: actionBound,
      submit: actionBound,
      continueWithGoogle: actionBound,
      signInAsDemo: actionBound,
      run: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
  }

  /** The page is gone (a successful sign-in leaves it at once): late answers change nothing. */
  dispose(): void {
    this.disposed = true;
  }

  setMode(mode: LoginMode): void {
    this.mode = mode;
    this.error = null;
  }

  setEmail(email: string): void {
    this.email = email;
    this.error = null;
  }

  setPassword(password: string): void {
    this.password = password;
    this.error = null;
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  async submit(): Promise<boolean> {
    const input = { email: this.email, password: this.password };
    return this.run('form', () => (this.mode === 'signIn' ? this.signIn.execute(input) : this.signUp.execute(input)));
  }

  async continueWithGoogle(): Promise<boolean> {
    return this.run('google', () => this.signInWithGoogle.execute());
  }

  async signInAsDemo(account: DemoAccount): Promise<boolean> {
    return this.run(account.email, () => this.signIn.execute({ email: account.email, password: DEMO_PASSWORD }));
  }

  private async run(what: LoginBusy, attempt: () => Promise<Result<AuthUser, AuthErrorCode>>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = what;
    this.error = null;
    const result = await attempt();
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.busy = null;
      if (!result.ok) this.error = result.error.code;
    });
    return result.ok;
  }
}
