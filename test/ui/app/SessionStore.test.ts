import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src/application/session/SessionState';
import { SignedInUser } from '../../../src/application/session/SignedInUser';
import { ok } from '../../../src/domain/shared/Result';
import type { SessionHint } from '../../../src/ui/app/routeAccess';
import { SessionStore } from '../../../src/ui/app/SessionStore';
import { userFactory } from '../../factories/userFactory';

/** A session whose auth and profile stream the test drives by hand; `hint` is what the last session on the device left. */
function startSession(hint?: SessionHint) {
  let push: (state: SessionState) => void = () => undefined;
  const signedInUser = new SignedInUser();
  const store = new SessionStore({
    observeSession: { execute: (listener) => ((push = listener), () => undefined) },
    logout: { execute: async () => ok(undefined) },
    observeCartCount: { execute: () => () => undefined },
    signedInUser,
    hints: hint && { read: () => hint, write: () => undefined },
  });
  store.start();
  return { store, signedInUser, push: (state: SessionState) => push(state) };
}

const asha = userFactory.build({ uid: 'asha', userType: 'customer' });
const signedIn = (profile = asha): SessionState => ({
  status: 'signedIn',
  user: { uid: 'asha', email: asha.email, displayName: null },
  profile,
  role: profile.userType,
});

describe('SessionStore.barRole', () => {
  const shopperHint: SessionHint = { status: 'signedIn', role: 'customer', profileComplete: true, addressValid: true };

  it("shows the last session's bars while the session loads, and stays put when the session confirms them", () => {
    const { store, push } = startSession(shopperHint);
    expect(store.isSignedIn).toBe(false);
    expect(store.barRole).toBe('customer');
    // Observed as the bars observe it (an observer re-renders when anything it read changes): a
    // second run here is the whole frame around the page drawn again.
    const runs: (string | null)[] = [];
    const stop = autorun(() => runs.push(store.barRole));
    push(signedIn());
    expect(store.barRole).toBe('customer');
    expect(runs).toEqual(['customer']);
    stop();
  });

  it('follows the session once it reports, whatever the hint said', () => {
    const signedOut = startSession(shopperHint);
    signedOut.push({ status: 'signedOut' });
    expect(signedOut.store.barRole).toBeNull();

    const promoted = startSession(shopperHint);
    promoted.push(signedIn({ ...asha, userType: 'admin' }));
    expect(promoted.store.barRole).toBe('admin');
    // A later loading state (another sign-in on its way) does not bring the old hint back.
    promoted.push({ status: 'loading' });
    expect(promoted.store.barRole).toBeNull();
  });

  it('shows no bars while the session loads when the last one was signed out, or nothing was kept', () => {
    expect(startSession({ status: 'signedOut' }).store.barRole).toBeNull();
    expect(startSession().store.barRole).toBeNull();
  });
});

describe('SessionStore.adoptProfile', () => {
  it('shows a profile read again by hand at once, role included, until the live profile speaks again', () => {
    const { store, signedInUser, push } = startSession();
    push(signedIn());
    store.adoptProfile({ ...asha, userType: 'delivery', village: 'Gajraula' });
    expect(store.role).toBe('delivery');
    expect(store.profile?.village).toBe('Gajraula');
    // The use cases act on it too.
    expect(signedInUser.profile()).toMatchObject({ userType: 'delivery', village: 'Gajraula' });
    push(signedIn({ ...asha, village: 'Sherpur' }));
    expect(store.profile?.village).toBe('Sherpur');
    expect(store.role).toBe('customer');
  });

  it("ignores someone else's profile, and any profile while signed out", () => {
    const { store, signedInUser, push } = startSession();
    push(signedIn());
    store.adoptProfile(userFactory.build({ uid: 'ravi', userType: 'admin' }));
    expect(store.profile?.uid).toBe('asha');
    expect(store.role).toBe('customer');
    expect(signedInUser.profile()).toBeNull();
    push({ status: 'signedOut' });
    store.adoptProfile(asha);
    expect(store.profile).toBeNull();
  });
});
