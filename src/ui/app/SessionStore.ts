import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import type { AuthUser } from '../../application/ports/AuthService';
import type { SessionState } from '../../application/session/SessionState';
import type { SignedInUser } from '../../application/session/SignedInUser';
import { hasValidAddress } from '../../domain/user/hasValidAddress';
import { isProfileComplete } from '../../domain/user/isProfileComplete';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile, UserType } from '../../domain/user/UserProfile';
import type { Result } from '../../domain/shared/Result';
import { LiveSubscription } from './LiveSubscription';
import type { AccessSession, SessionHint } from './routeAccess';
import type { SessionHints } from './sessionHints';

/** What the session needs, by shape: ObserveSession, Logout, ObserveCartCount, and the SignedInUser the use cases act for. */
export interface SessionDeps {
  readonly observeSession: { execute(listener: (state: SessionState) => void): () => void };
  readonly logout: { execute(): Promise<Result<void, 'session.logoutFailed'>> };
  readonly observeCartCount: { execute(listener: (count: number) => void): () => void };
  readonly signedInUser: Pick<SignedInUser, 'set'>;
  /** Where the last session is kept for the next start; without it the guards wait for the real session. */
  readonly hints?: SessionHints;
}

/**
 * The app-wide session: auth state, role flags and the live cart count the bars show.
 * One per app, created by the providers; screens read it through useSession().
 */
export class SessionStore {
  state: SessionState = { status: 'loading' };
  cartCount = 0;
  /**
   * What the last session on this device said, as read at start-up (signed out when nothing was
   * kept); null without a hint store. Only the guards and the bars use it, and only until the first report.
   */
  readonly startHint: SessionHint | null;
  /** Whether the session has reported at least once (signed in or out), after which hints are over. */
  private reported = false;

  private stopSession: (() => void) | null = null;
  /** The signed-in user's cart count (0 when signed out), from the first auth result on. */
  private readonly cart = new LiveSubscription<string | null>(() => {
    this.cartCount = 0;
    return this.deps.observeCartCount.execute(this.setCartCount);
  });

  constructor(private readonly deps: SessionDeps) {
    this.startHint = deps.hints ? (deps.hints.read() ?? { status: 'signedOut' }) : null;
    makeObservable<this, 'receive' | 'setCartCount' | 'reported'>(this, {
      // Replaced whole on every report, never changed in place: a deep observable would copy the
      // whole profile (its addresses, every field) into observables at each report, on the start-up's
      // busiest task, for readers that only ever read it through the getters below.
      state: observableRef,
      cartCount: observable,
      reported: observable,
      hint: computed,
      user: computed,
      profile: computed,
      role: computed,
      barRole: computed,
      isLoading: computed,
      isSignedIn: computed,
      isAdmin: computed,
      isDelivery: computed,
      access: computed,
      start: actionBound,
      stop: actionBound,
      adoptProfile: actionBound,
      logout: actionBound,
      receive: actionBound,
      setCartCount: actionBound,
    });
  }

  /** Subscribes to auth; safe to call again after stop() (StrictMode replays effects). */
  start(): void {
    if (this.stopSession) return;
    this.stopSession = this.deps.observeSession.execute(this.receive);
  }

  stop(): void {
    this.stopSession?.();
    this.stopSession = null;
    this.cart.stop();
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

  /**
   * Whose links the bars show: the session's role, or while it loads the last session's hint, so a
   * returning shopper's bottom bar comes with the first screen. When the session confirms the hint
   * the value does not change, and the frame around the page is not drawn again (a whole-layout
   * render in the start-up's busiest task).
   */
  get barRole(): UserType | null {
    if (this.state.status !== 'loading') return this.role;
    const hint = this.hint;
    return hint?.status === 'signedIn' ? hint.role : null;
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

  /**
   * The hint the guards may use while the session loads: the start-up one until the first report,
   * then none ever again, so a wrong hint lasts one report at most (routeAccess).
   */
  get hint(): SessionHint | null {
    return this.reported ? null : this.startHint;
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
   * whatever the listener reports next still replaces it. The use cases act on it from now too.
   * Ignored unless it is the signed-in user's.
   */
  adoptProfile(profile: UserProfile): void {
    const s = this.state;
    if (s.status !== 'signedIn' || s.user.uid !== profile.uid) return;
    this.state = { ...s, profile, role: roleOf(profile) };
    this.deps.signedInUser.set(profile);
    this.keepHint();
  }

  /** Signs out; false when it failed (the caller shows 'Logout failed'). */
  async logout(): Promise<boolean> {
    const result = await this.deps.logout.execute();
    return result.ok;
  }

  private receive(state: SessionState): void {
    this.state = state;
    if (state.status !== 'loading') {
      this.reported = true;
      this.keepHint();
    }
    // docs/SPEC.md 'States and transitions': the count is 0 when signed out, otherwise the live sum of the user's cart.
    if (state.status !== 'loading') this.cart.start(state.status === 'signedIn' ? state.user.uid : null);
  }

  /** Keeps what the guards need to know of this session (no name, uid or data) for the next start. */
  private keepHint(): void {
    const access = this.access;
    if (access.status !== 'loading') this.deps.hints?.write(access);
  }

  private setCartCount(count: number): void {
    this.cartCount = count;
  }
}
