import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import { ChangeUserType } from '../../../src/application/admin/ChangeUserType';
import { CurrentUserToken } from '../../../src/application/ports/CurrentUser';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { ObserveSession } from '../../../src/application/session/ObserveSession';
import type { SessionState } from '../../../src/application/session/SessionState';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { userFactory } from '../../factories/userFactory';
import { anotherDevice } from '../../support/actAs';
import { seedPeople } from '../../support/seedPeople';
import { createTestContainer } from '../../support/createTestContainer';

describe('ObserveSession', () => {
  let container: Container;
  let auth: InMemoryAuthService;
  let users: InMemoryUserRepository;
  let states: SessionState[];
  let stop: () => void;

  const start = (): void => {
    stop = container.get(ObserveSession).execute((s) => states.push(s));
  };
  const last = (): SessionState | undefined => states.at(-1);
  const signedInAs = async (uid: string): Promise<Extract<SessionState, { status: 'signedIn' }>> => {
    await vi.waitFor(() => expect(last()).toMatchObject({ status: 'signedIn', user: { uid } }));
    return last() as Extract<SessionState, { status: 'signedIn' }>;
  };

  beforeEach(() => {
    container = createTestContainer();
    auth = container.get(InMemoryAuthService);
    users = container.get(InMemoryUserRepository);
    states = [];
  });

  afterEach(() => stop?.());

  it('is loading, then signed out when nobody is signed in', () => {
    start();
    expect(states).toEqual([{ status: 'loading' }, { status: 'signedOut' }]);
  });

  it('loads an existing profile without rewriting it', async () => {
    const profile = userFactory.build({ userType: 'delivery' });
    seedPeople(container, [profile]);
    await auth.signIn(profile.email, 'secret-123');
    start();
    const state = await signedInAs(profile.uid);
    const user = { uid: profile.uid, email: profile.email, displayName: profile.name };
    expect(state).toEqual({ status: 'signedIn', user, profile, role: 'delivery' });
    expect(users.storedDocument(profile.uid)).toEqual(profile);
    expect(states[0]).toEqual({ status: 'loading' });
  });

  it('creates the default customer document for a first sign-in', async () => {
    start();
    const result = await auth.signUp('asha@example.in', 'secret-123', 'Asha');
    const uid = result.ok ? result.value.uid : '';
    const state = await signedInAs(uid);
    const now = container.get(ManualClock).now();
    const expected: UserProfile = {
      uid,
      email: 'asha@example.in',
      name: 'Asha',
      userType: 'customer',
      createdAt: now,
      updatedAt: now,
      addresses: [],
    };
    expect(users.storedDocument(uid)).toEqual(expected);
    expect(state).toEqual({ status: 'signedIn', user: result.ok && result.value, profile: expected, role: 'customer' });
  });

  it.each([
    [true, 'admin'],
    [false, 'customer'],
  ] as const)('migrates a legacy profile with isAdmin %s to %s and clears the flag', async (flag, role) => {
    const account = auth.addAccount('old@example.in', 'secret-123', { uid: 'old-user' });
    users.seedDocument('old-user', { uid: 'old-user', email: 'old@example.in', name: 'Old Timer', isAdmin: flag, addresses: [] });
    await auth.signIn(account.email, 'secret-123');
    start();
    const state = await signedInAs('old-user');
    expect(state.role).toBe(role);
    expect(state.profile).not.toHaveProperty('isAdmin');
    const stored = users.storedDocument('old-user');
    expect(stored).toMatchObject({ userType: role, name: 'Old Timer' });
    expect(stored).not.toHaveProperty('isAdmin');
  });

  it('treats the user as a customer, writes nothing and logs, until the profile can be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const admin = auth.addAccount('boss@example.in', 'secret-123', { uid: 'boss' });
    users.seedDocument('boss', userFactory.build({ uid: 'boss', userType: 'admin' }));
    users.failWith('get', new DataFaultError('network'));
    await auth.signIn(admin.email, 'secret-123');
    start();
    await signedInAs('boss');
    const signedIn = states.filter((s) => s.status === 'signedIn');
    expect(signedIn[0]).toMatchObject({ role: 'customer', profile: { uid: 'boss', email: 'boss@example.in', userType: 'customer' } });
    expect(error).toHaveBeenCalled();
    expect(users.storedDocument('boss')).toMatchObject({ userType: 'admin' });
    // The live listener still delivers the real document once it can be read.
    await vi.waitFor(() => expect(last()).toMatchObject({ role: 'admin' }));
  });

  it('does not create a document when reading it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    users.failWith('get', new DataFaultError('permission'));
    start();
    const result = await auth.signUp('new@example.in', 'secret-123');
    await signedInAs(result.ok ? result.value.uid : '');
    expect(users.storedDocument(result.ok ? result.value.uid : '')).toBeUndefined();
  });

  it('follows the live profile: a role change made by an admin reaches the session at once', async () => {
    const [customer, admin] = seedPeople(container, [userFactory.build(), userFactory.build({ userType: 'admin' })]);
    await auth.signIn(customer!.email, 'secret-123');
    start();
    await signedInAs(customer!.uid);

    // The admin, on their own phone.
    const changed = await anotherDevice(container, admin!).get(ChangeUserType).execute({ targetUid: customer!.uid, userType: 'delivery' });
    expect(changed.ok).toBe(true);
    const state = await signedInAs(customer!.uid);
    expect(state.role).toBe('delivery');
    expect(state.profile.updatedBy).toBe(admin!.uid);
  });

  it("reflects an admin's change of their own type", async () => {
    // A second admin, so this one may step down (the store always keeps one).
    const [admin] = seedPeople(container, [userFactory.build({ userType: 'admin' }), userFactory.build({ userType: 'admin' })]);
    await auth.signIn(admin!.email, 'secret-123');
    start();
    await signedInAs(admin!.uid);
    // The session's user is who the use cases act for.
    await container.get(ChangeUserType).execute({ targetUid: admin!.uid, userType: 'customer' });
    await vi.waitFor(() => expect(last()).toMatchObject({ status: 'signedIn', role: 'customer' }));
  });

  it('moves to signed out on sign-out, and loads the next user on a new sign-in', async () => {
    const [first, second] = seedPeople(container, [userFactory.build({ name: 'First' }), userFactory.build({ name: 'Second' })]);
    await auth.signIn(first!.email, 'secret-123');
    start();
    await signedInAs(first!.uid);
    await auth.signOut();
    expect(last()).toEqual({ status: 'signedOut' });

    await auth.signIn(second!.email, 'secret-123');
    const state = await signedInAs(second!.uid);
    expect(state.profile.name).toBe('Second');
    expect(states.map((s) => s.status)).toEqual(['loading', 'signedIn', 'signedOut', 'loading', 'signedIn']);
  });

  it('has the use cases act for whoever the session shows, and for nobody once signed out', async () => {
    const [first] = seedPeople(container, [userFactory.build({ userType: 'delivery' })]);
    const current = container.get(CurrentUserToken);
    await auth.signIn(first!.email, 'secret-123');
    start();
    await signedInAs(first!.uid);
    expect(current.profile()).toMatchObject({ uid: first!.uid, userType: 'delivery' });
    await auth.signOut();
    expect(current.profile()).toBeNull();
  });

  it('reports nothing more once disposed', async () => {
    const [account] = seedPeople(container, [userFactory.build()]);
    await auth.signIn(account!.email, 'secret-123');
    start();
    await signedInAs(account!.uid);
    stop();
    const heard = states.length;
    await users.update(account!.uid, { userType: 'admin' });
    await auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(states).toHaveLength(heard);
  });

  it('does not report the same profile twice', async () => {
    const [account] = seedPeople(container, [userFactory.build()]);
    await auth.signIn(account!.email, 'secret-123');
    start();
    await signedInAs(account!.uid);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(states.map((s) => s.status)).toEqual(['loading', 'signedIn']);
  });
});
