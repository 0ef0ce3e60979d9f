import { describe, expect, it, vi } from 'vitest';
import { Logout } from '../../../src/application/session/Logout';
import { ObserveSession } from '../../../src/application/session/ObserveSession';
import type { SessionState } from '../../../src/application/session/SessionState';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { userFactory } from '../../factories/userFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const signedInContainer = async () => {
  const container = createTestContainer();
  const [user] = seedPeople(container, [userFactory.build()]);
  const auth = container.get(InMemoryAuthService);
  await auth.signIn(user!.email, 'secret-123');
  const states: SessionState[] = [];
  const stop = container.get(ObserveSession).execute((s) => states.push(s));
  await vi.waitFor(() => expect(states.at(-1)?.status).toBe('signedIn'));
  return { container, auth, states, stop };
};

describe('Logout', () => {
  it('signs out and the session moves to signed out', async () => {
    const { container, auth, states, stop } = await signedInContainer();
    expect(await container.get(Logout).execute()).toEqual({ ok: true, value: undefined });
    expect(auth.currentUser()).toBeNull();
    expect(states.at(-1)).toEqual({ status: 'signedOut' });
    stop();
  });

  it("answers 'Logout failed' and stays signed in when signing out fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, auth, states, stop } = await signedInContainer();
    auth.signOutFault = new Error('offline');
    expect(await container.get(Logout).execute()).toEqual({ ok: false, error: { code: 'session.logoutFailed' } });
    expect(auth.currentUser()).not.toBeNull();
    expect(states.at(-1)?.status).toBe('signedIn');
    stop();
  });
});
