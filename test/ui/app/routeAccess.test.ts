import { describe, expect, it } from 'vitest';
import type { UserType } from '../../../src/domain/user/UserProfile';
import { routeAccess, type AccessSession, type RouteKind } from '../../../src/ui/app/routeAccess';
import { ROUTE_ALIASES, ROUTE_TABLE } from '../../../src/ui/app/routeTable';

/** SPEC section 2 route table, written out again so a change to either side shows up here. */
const SPEC_ROWS: Record<string, RouteKind> = {
  '/login': 'guest',
  '/about': 'public',
  '/maps-test': 'public',
  '*': 'public',
  '/address-setup': 'signedIn',
  '/': 'address',
  '/home': 'address',
  '/category/:category': 'address',
  '/cart': 'address',
  '/checkout': 'address',
  '/product/:group/:subgroup/:productId': 'address',
  '/orders': 'signedIn',
  '/orderhistory': 'signedIn',
  '/settings': 'signedIn',
  '/complete-profile': 'signedIn',
  '/profile': 'signedIn',
  '/location': 'profile',
  '/admin-dashboard': 'admin',
  '/adminorders': 'admin',
  '/adminupload': 'admin',
  '/admin/users': 'admin',
  // Issue 39: the owner's reports.
  '/admin/reports': 'admin',
  '/bill/:orderId': 'signedIn',
  '/delivery-dashboard': 'delivery',
};

const ROLES: UserType[] = ['customer', 'delivery', 'admin'];

const signedIn = (role: UserType, profileComplete: boolean, addressValid: boolean): AccessSession => ({
  status: 'signedIn',
  role,
  profileComplete,
  addressValid,
});

/** Every session a guard can meet: loading, signed out, and each role x profile x address. */
const SESSIONS: { name: string; session: AccessSession }[] = [
  { name: 'loading', session: { status: 'loading' } },
  { name: 'signed out', session: { status: 'signedOut' } },
  ...ROLES.flatMap((role) =>
    [true, false].flatMap((profile) =>
      [true, false].map((address) => ({
        name: `${role}, profile ${profile ? 'complete' : 'incomplete'}, address ${address ? 'valid' : 'missing'}`,
        session: signedIn(role, profile, address),
      })),
    ),
  ),
];

/** The expected outcome, spelled out from SPEC sections 2 and 4 rather than from the code. */
function expected(kind: RouteKind, session: AccessSession): string {
  if (kind === 'public') return 'allow';
  if (session.status === 'loading') return 'wait';
  if (kind === 'guest') return session.status === 'signedIn' ? 'redirect /wanted' : 'allow';
  if (session.status === 'signedOut') return 'redirect /login (remember)';
  if (kind === 'admin') return session.role === 'admin' ? 'allow' : 'redirect /';
  if (kind === 'delivery') return session.role === 'delivery' ? 'allow' : 'redirect /';
  if (kind === 'signedIn') return 'allow';
  if (!session.profileComplete) return 'redirect /complete-profile';
  if (kind === 'profile') return 'allow';
  return session.addressValid ? 'allow' : 'redirect /address-setup';
}

const describeDecision = (kind: RouteKind, session: AccessSession): string => {
  const d = routeAccess(kind, session, '/wanted');
  if (d.kind !== 'redirect') return d.kind;
  return `redirect ${d.to}${d.rememberFrom ? ' (remember)' : ''}`;
};

describe('route table', () => {
  it('has exactly the rows of SPEC section 2', () => {
    expect(Object.fromEntries(ROUTE_TABLE.map((r) => [r.path, r.kind]))).toEqual(SPEC_ROWS);
    expect(ROUTE_TABLE.at(-1)?.path).toBe('*');
  });

  it('sends the address-setup targets /admin and /delivery to the dashboards', () => {
    expect(ROUTE_ALIASES).toEqual({ '/admin': '/admin-dashboard', '/delivery': '/delivery-dashboard' });
  });
});

describe('routeAccess', () => {
  for (const [path, kind] of Object.entries(SPEC_ROWS)) {
    describe(`${path} (${kind})`, () => {
      it.each(SESSIONS)('$name', ({ session }) => {
        expect(describeDecision(kind, session)).toBe(expected(kind, session));
      });
    });
  }

  it('checks the profile before the address', () => {
    expect(routeAccess('address', signedIn('customer', false, false))).toEqual({
      kind: 'redirect',
      to: '/complete-profile',
      rememberFrom: false,
    });
  });

  it('checks the role before anything else once signed in', () => {
    expect(routeAccess('admin', signedIn('delivery', false, false))).toMatchObject({ to: '/' });
    expect(routeAccess('delivery', signedIn('admin', true, true))).toMatchObject({ to: '/' });
  });

  it('sends a signed-in visitor of the login page home when nothing was wanted', () => {
    expect(routeAccess('guest', signedIn('customer', true, true))).toMatchObject({ kind: 'redirect', to: '/' });
  });
});
