import { makeAutoObservable } from 'mobx';
import type { AuthUser } from '../../application/ports/AuthService';
import type { SessionState } from '../../application/session/SessionState';
import { hasValidAddress } from '../../domain/user/hasValidAddress';
import { isProfileComplete } from '../../domain/user/isProfileComplete';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile, UserType } from '../../domain/user/UserProfile';
import type { Result } from '../../domain/shared/Result';
import type { AccessSession } from './routeAccess';

/** The use cases the session needs, by shape (ObserveSession, Logout, ObserveCartCount). */
export interface SessionDeps {
  readonly observeSession: { execute(listener: (state: SessionState) => void): () => void };
  readonly logout: { execute(): Promise<Result<void, 'session.logoutFailed'>> };
  readonly observeCartCount: { execute(userId: string | null, listener: (count: number) => void): () => void };
}

/**
 * The app-wide session: auth state, role flags and the live cart count the bars show.
 * One per app, created by the providers; screens read it through useSession().
 */
export class SessionStore {
  state: SessionState = { status: 'loading' };
  cartCount = 0;

  private stopSession: (() => void) | null = null;
  private stopCart: (() => void) | null = null;
  /** Whose cart the count follows; undefined until the first auth result. */
  private cartOwner: string | null | undefined = undefined;

  constructor(private readonly deps: SessionDeps) {
    makeAutoObservable<this, 'deps' | 'stopSession' | 'stopCart' | 'cartOwner'>(
      this,
      { deps: false, stopSession: false, stopCart: false, cartOwner: false },
      { autoBind: true },
    );
  }

  /** Subscribes to auth; safe to call again after stop() (StrictMode replays effects). */
  start(): void {
    if (this.stopSession) return;
    this.stopSession = this.deps.observeSession.execute(this.receive);
  }

  stop(): void {
    this.stopSession?.();
    this.stopSession = null;
    this.stopCart?.();
    this.stopCart = null;
    this.cartOwner = undefined;
  }

  get user(): AuthUser | null {
    return this.state.status === 'signedIn' ? this.state.user : null;
  }

  get profile(): UserProfile | null {
    return this.state.status === 'signedIn' ? this.state.profile : null;
  }

  get role(): UserType | null {
    return this.state.status === 'signedIn' ? this.state.role : null;
  }

  get isLoading(): boolean {
    return this.state.status === 'loading';
  }

  get isSignedIn(): boolean {
    return this.state.status === 'signedIn';
  }

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  get isDelivery(): boolean {
    return this.role === 'delivery';
  }

  /** The facts the route guards decide on. */
  get access(): AccessSession {
    const s = this.state;
    if (s.status !== 'signedIn') return s;
    return {
      status: 'signedIn',
      role: s.role,
      profileComplete: isProfileComplete(s.profile),
      addressValid: hasValidAddress(s.profile),
    };
  }

  /**
   * A profile read again by hand (RefreshProfile), shown at once in case the live listener is behind;
   * whatever the listener reports next still replaces it. Ignored unless it is the signed-in user's.
   */
  adoptProfile(profile: UserProfile): void {
    const s = this.state;
    if (s.status !== 'signedIn' || s.user.uid !== profile.uid) return;
    this.state = { ...s, profile, role: roleOf(profile) };
  }

  /** Signs out; false when it failed (the caller shows 'Logout failed'). */
  async logout(): Promise<boolean> {
    const result = await this.deps.logout.execute();
    return result.ok;
  }

  private receive(state: SessionState): void {
    this.state = state;
    if (state.status === 'loading') return;
    this.followCart(state.status === 'signedIn' ? state.user.uid : null);
  }

  /** docs/SPEC.md 'States and transitions': the count is 0 when signed out, otherwise the live sum of the user's cart. */
  private followCart(owner: string | null): void {
    if (owner === this.cartOwner) return;
    this.stopCart?.();
    this.cartOwner = owner;
    this.cartCount = 0;
    this.stopCart = this.deps.observeCartCount.execute(owner, this.setCartCount);
  }

  private setCartCount(count: number): void {
    this.cartCount = count;
  }
}
