import type { UserType } from '../../domain/user/UserProfile';

/**
 * Who may open a route (docs/SPEC.md 'Screens and routes' route table):
 * - public: anyone (/about, /maps-test, the not-found page);
 * - guest: the login page, which a signed-in user leaves for the page they wanted;
 * - signedIn: login only (/orders, /settings, /address-setup, /complete-profile ...);
 * - profile: login and a complete profile (/location);
 * - address: login, a complete profile and a valid address (/, /cart, /product ...);
 * - admin, delivery: that role only.
 */
export type RouteKind = 'public' | 'guest' | 'signedIn' | 'profile' | 'address' | 'admin' | 'delivery';

/** What a guard needs to know about the session, already reduced to facts. */
export type AccessSession =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut' }
  | {
      readonly status: 'signedIn';
      readonly role: UserType;
      readonly profileComplete: boolean;
      readonly addressValid: boolean;
    };

/**
 * What the last session on this device looked like (signed out when nothing was kept), read at
 * start-up so a page can draw before the real session is known (sessionHints.ts).
 */
export type SessionHint = Exclude<AccessSession, { readonly status: 'loading' }>;

export type AccessDecision =
  | { readonly kind: 'allow' }
  /** Auth is still loading: show a spinner, never a page that may turn out to be the wrong one. */
  | { readonly kind: 'wait' }
  /** rememberFrom: the login page should bring the user back to the page they asked for. */
  | { readonly kind: 'redirect'; readonly to: string; readonly rememberFrom: boolean };

const redirect = (to: string, rememberFrom = false): AccessDecision => ({ kind: 'redirect', to, rememberFrom });
const allow: AccessDecision = { kind: 'allow' };

/**
 * The guard decision, in the order of docs/SPEC.md 'States and transitions': logged out -> /login; wrong role -> /;
 * incomplete profile -> /complete-profile; missing or invalid address -> /address-setup.
 * `returnTo` is where a signed-in user on the login page goes (the page they first asked for).
 * `hint`, while the session is still loading: see hintedAccess.
 */
export function routeAccess(kind: RouteKind, session: AccessSession, returnTo = '/', hint: SessionHint | null = null): AccessDecision {
  if (kind === 'public') return allow;
  if (session.status === 'loading') return hint ? hintedAccess(kind, hint) : { kind: 'wait' };
  if (kind === 'guest') return session.status === 'signedIn' ? redirect(returnTo) : allow;
  if (session.status === 'signedOut') return redirect('/login', true);

  switch (kind) {
    case 'admin':
    case 'delivery':
      return session.role === kind ? allow : redirect('/');
    case 'signedIn':
      return allow;
    case 'profile':
      return session.profileComplete ? allow : redirect('/complete-profile');
    case 'address':
      if (!session.profileComplete) return redirect('/complete-profile');
      return session.addressValid ? allow : redirect('/address-setup');
  }
}

/**
 * While the session loads, a hint may let the login page or a shopper's page draw at once, never
 * more: it only ever allows what the real session would allow for the hint (a redirect, a staff
 * page or an account page waits for the real session), and the guard applies the real session as
 * soon as it is reported. Data never comes from the hint: the screens read it for the use cases'
 * CurrentUser, which only the real session sets, under the backend's own rules.
 */
function hintedAccess(kind: RouteKind, hint: SessionHint): AccessDecision {
  if (kind === 'guest') return hint.status === 'signedOut' ? allow : { kind: 'wait' };
  if (kind === 'address' && hint.status === 'signedIn' && hint.profileComplete && hint.addressValid) return allow;
  return { kind: 'wait' };
}
