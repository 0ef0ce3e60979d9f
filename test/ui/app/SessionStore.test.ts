import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src/application/session/SessionState';
import { SignedInUser } from '../../../src/application/session/SignedInUser';
import { ok } from '../../../src/domain/shared/Result';
import { SessionStore } from '../../../src/ui/app/SessionStore';
import { userFactory } from '../../factories/userFactory';

/** A session whose auth and profile stream the test drives by hand. */
function startSession() {
  let push: (state: SessionState) => void = () => undefined;
  const signedInUser = new SignedInUser();
  const store = new SessionStore({
    observeSession: { execute: (listener) => ((push = listener), () => undefined) },
    logout: { execute: async () => ok(undefined) },
    observeCartCount: { execute: () => () => undefined },
    signedInUser,
  });
  store.start();
  return { store, signedInUser, push: (state: SessionState) => push(state) };
}

describe('SessionStore.adoptProfile', () => {
  const asha = userFactory.build({ uid: 'asha', userType: 'customer' });
  const signedIn = (profile = asha): SessionState => ({
    status: 'signedIn',
    user: { uid: 'asha', email: asha.email, displayName: null },
    profile,
    role: profile.userType,
  });

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
