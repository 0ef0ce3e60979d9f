import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../src/application/ports/AuthService';
import { LocalAuthService } from '../../../src/infrastructure/local/LocalAuthService';
import { LocalDatabase } from '../../../src/infrastructure/local/LocalDatabase';
import { freshDbName, nextValue } from './fixtures';

const opened: { db: LocalDatabase; auth: LocalAuthService }[] = [];

/** One page load in the browser tab `tabId` over the named database. */
const openTab = (name: string, tabId = 'tab-1') => {
  const db = new LocalDatabase(name);
  const auth = new LocalAuthService(db, undefined, undefined, tabId);
  opened.push({ db, auth });
  return { db, auth };
};

const userOf = (auth: LocalAuthService, predicate: (u: AuthUser | null) => boolean) =>
  nextValue<AuthUser | null>((l) => auth.observe(l), predicate);

afterEach(() => {
  for (const { db, auth } of opened.splice(0)) {
    auth.dispose();
    db.close();
  }
});

describe('LocalAuthService', () => {
  it('stores a salted PBKDF2 hash, never the password', async () => {
    const { db, auth } = openTab(freshDbName());
    const result = await auth.signUp('Asha@Example.com ', 'mustard-oil-42', 'Asha');

    expect(result.ok).toBe(true);
    const stored = await db.credentials.get('asha@example.com');
    expect(stored).toBeDefined();
    expect(stored!.salt).toHaveLength(16);
    expect(stored!.hash).toHaveLength(32);
    expect(stored!.iterations).toBeGreaterThanOrEqual(100_000);
    const everyStoredByte = JSON.stringify(await db.credentials.toArray(), (_k, v: unknown) =>
      v instanceof Uint8Array ? new TextDecoder('latin1').decode(v) : v,
    );
    expect(everyStoredByte).not.toContain('mustard-oil-42');
  });

  it('gives two accounts with the same password different salts and hashes', async () => {
    const { db, auth } = openTab(freshDbName());
    await auth.signUp('one@example.com', 'same-password');
    await auth.signUp('two@example.com', 'same-password');

    const [one, two] = await Promise.all([db.credentials.get('one@example.com'), db.credentials.get('two@example.com')]);
    expect(Array.from(one!.salt)).not.toEqual(Array.from(two!.salt));
    expect(Array.from(one!.hash)).not.toEqual(Array.from(two!.hash));
  });

  it('signs in with the right password and refuses a wrong one or an unknown email', async () => {
    const { auth } = openTab(freshDbName());
    const created = await auth.signUp('asha@example.com', 'mustard-oil-42', 'Asha');
    await auth.signOut();

    const signedIn = await auth.signIn('ASHA@example.com', 'mustard-oil-42');
    expect(signedIn).toEqual(created);
    expect(auth.currentUser()).toEqual({ uid: expect.any(String), email: 'asha@example.com', displayName: 'Asha' });
    expect(await auth.signIn('asha@example.com', 'mustard-oil-43')).toEqual({
      ok: false,
      error: { code: 'auth.wrongPassword' },
    });
    expect(await auth.signIn('nobody@example.com', 'mustard-oil-42')).toEqual({
      ok: false,
      error: { code: 'auth.userNotFound' },
    });
  });

  it('answers sign-up with the codes of the port', async () => {
    const { auth } = openTab(freshDbName());
    await auth.signUp('asha@example.com', 'mustard-oil-42');

    expect(await auth.signUp('asha@example.com', 'another-one')).toMatchObject({ error: { code: 'auth.emailInUse' } });
    expect(await auth.signUp('ravi@example.com', '12345')).toMatchObject({ error: { code: 'auth.weakPassword' } });
    expect(await auth.signUp('not-an-email', '123456')).toMatchObject({ error: { code: 'auth.invalidEmail' } });
    expect(await auth.signIn('not-an-email', '123456')).toMatchObject({ error: { code: 'auth.invalidEmail' } });
    expect(auth.supportsGoogle).toBe(false);
    expect(await auth.signInWithGoogle()).toMatchObject({ error: { code: 'auth.unsupported' } });
  });

  it('fires observe with null at once when nobody is signed in', async () => {
    const { auth } = openTab(freshDbName());
    expect(await userOf(auth, () => true)).toBeNull();
  });

  it('keeps the session across a reload and ends it on sign-out', async () => {
    const name = freshDbName();
    const first = openTab(name);
    const created = await first.auth.signUp('asha@example.com', 'mustard-oil-42', 'Asha');
    if (!created.ok) throw new Error('sign-up failed');
    first.auth.dispose();
    first.db.close();

    const reloaded = openTab(name);
    expect(await userOf(reloaded.auth, () => true)).toEqual(created.value);
    expect(reloaded.auth.currentUser()).toEqual(created.value);

    await reloaded.auth.signOut();
    expect(reloaded.auth.currentUser()).toBeNull();
    expect(await userOf(openTab(name).auth, () => true)).toBeNull();
    expect(await userOf(openTab(name, 'tab-opened-later').auth, () => true)).toBeNull();
  });

  it('lets tabs side by side be different users, like separate phones', async () => {
    const name = freshDbName();
    const customerTab = openTab(name, 'tab-a');
    const staffTab = openTab(name, 'tab-b');
    await userOf(staffTab.auth, (u) => u === null);

    const customer = await customerTab.auth.signUp('asha@example.com', 'mustard-oil-42', 'Asha');
    const staff = await staffTab.auth.signUp('ravi@example.com', 'delivery-42', 'Ravi');
    if (!customer.ok || !staff.ok) throw new Error('sign-up failed');

    expect(await userOf(customerTab.auth, (u) => u !== null)).toEqual(customer.value);
    expect(await userOf(staffTab.auth, (u) => u !== null)).toEqual(staff.value);

    await staffTab.auth.signOut();
    expect(customerTab.auth.currentUser()).toEqual(customer.value);
  });

  it('starts a newly opened tab as the last user who signed in', async () => {
    const name = freshDbName();
    const first = openTab(name, 'tab-a');
    const created = await first.auth.signUp('asha@example.com', 'mustard-oil-42', 'Asha');
    if (!created.ok) throw new Error('sign-up failed');

    expect(await userOf(openTab(name, 'tab-new').auth, (u) => u !== null)).toEqual(created.value);
  });

  it('seeds an account with a fixed uid that can sign in', async () => {
    const { db, auth } = openTab(freshDbName());
    await auth.seedAccount('Admin@Example.com', 'admin-demo-1', 'admin1', 'Admin');

    expect(await auth.signIn('admin@example.com', 'admin-demo-1')).toEqual({
      ok: true,
      value: { uid: 'admin1', email: 'admin@example.com', displayName: 'Admin' },
    });
    expect(JSON.stringify(await db.credentials.toArray())).not.toContain('admin-demo-1');
  });
});
