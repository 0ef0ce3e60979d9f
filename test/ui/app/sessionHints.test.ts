import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src/application/session/SessionState';
import { SignedInUser } from '../../../src/application/session/SignedInUser';
import { ok } from '../../../src/domain/shared/Result';
import { routeAccess, type SessionHint } from '../../../src/ui/app/routeAccess';
import { parseSessionHint, type SessionHints } from '../../../src/ui/app/sessionHints';
import { SessionStore } from '../../../src/ui/app/SessionStore';
import { userFactory } from '../../factories/userFactory';

const shopper: SessionHint = { status: 'signedIn', role: 'customer', profileComplete: true, addressValid: true };
const loading = { status: 'loading' } as const;

/** Hints kept in memory, as the browser's storage would keep them. */
class KeptHints implements SessionHints {
  constructor(public kept: SessionHint | null = null) {}
  read = () => this.kept;
  write = (hint: SessionHint) => {
    this.kept = hint;
  };
}

function startSession(hints: SessionHints) {
  let push: (state: SessionState) => void = () => undefined;
  const store = new SessionStore({
    observeSession: { execute: (listener) => ((push = listener), () => undefined) },
    logout: { execute: async () => ok(undefined) },
    observeCartCount: { execute: () => () => undefined },
    signedInUser: new SignedInUser(),
    hints,
  });
  store.start();
  return { store, push: (state: SessionState) => push(state) };
}

describe('the session hint: a page drawn before the backend answers', () => {
  it('draws the login page for someone last signed out, and a shopper’s page for a shopper, while the session loads', () => {
    expect(routeAccess('guest', loading, '/', { status: 'signedOut' })).toEqual({ kind: 'allow' });
    expect(routeAccess('address', loading, '/', shopper)).toEqual({ kind: 'allow' });
  });

  it('never draws a staff page, an account page, or a page the hint would not reach', () => {
    const admin: SessionHint = { ...shopper, role: 'admin' };
    expect(routeAccess('admin', loading, '/', admin)).toEqual({ kind: 'wait' });
    expect(routeAccess('delivery', loading, '/', { ...shopper, role: 'delivery' })).toEqual({ kind: 'wait' });
    expect(routeAccess('signedIn', loading, '/', shopper)).toEqual({ kind: 'wait' });
    expect(routeAccess('profile', loading, '/', shopper)).toEqual({ kind: 'wait' });
    expect(routeAccess('guest', loading, '/', shopper)).toEqual({ kind: 'wait' });
    expect(routeAccess('address', loading, '/', { status: 'signedOut' })).toEqual({ kind: 'wait' });
    expect(routeAccess('address', loading, '/', { ...shopper, addressValid: false })).toEqual({ kind: 'wait' });
  });

  it('gives way to the real session as soon as it reports', () => {
    expect(routeAccess('address', { status: 'signedOut' }, '/', shopper)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
  });

  it('reads only a hint of the shape it writes: anything else is no hint', () => {
    expect(parseSessionHint(JSON.stringify(shopper))).toEqual(shopper);
    expect(parseSessionHint('{"status":"signedOut"}')).toEqual({ status: 'signedOut' });
    for (const text of [null, '', 'not json', '[]', '{"status":"signedIn","role":"owner","profileComplete":true,"addressValid":true}']) {
      expect(parseSessionHint(text)).toBeNull();
    }
    expect(parseSessionHint('{"status":"signedIn","role":"customer"}')).toBeNull();
  });

  it('lasts until the first report, and keeps what the session said, without who it was', () => {
    const hints = new KeptHints(shopper);
    const { store, push } = startSession(hints);
    expect(store.hint).toEqual(shopper);
    const asha = userFactory.build({ uid: 'asha', userType: 'delivery' });
    push({ status: 'signedIn', user: { uid: 'asha', email: asha.email, displayName: null }, profile: asha, role: 'delivery' });
    expect(store.hint).toBeNull();
    expect(hints.kept).toEqual({
      status: 'signedIn',
      role: 'delivery',
      profileComplete: expect.any(Boolean),
      addressValid: expect.any(Boolean),
    });
    expect(JSON.stringify(hints.kept)).not.toContain('asha');
    push({ status: 'signedOut' });
    expect(hints.kept).toEqual({ status: 'signedOut' });
  });

  it('counts a device with nothing kept as signed out', () => {
    expect(startSession(new KeptHints()).store.hint).toEqual({ status: 'signedOut' });
  });
});
