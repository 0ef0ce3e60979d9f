import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../src/application/ports/AuthService';
import { err } from '../../../src/domain/shared/Result';
import { RETRY_PAUSE_MS } from '../../../src/infrastructure/browser/nextChance';
import { memoLoad } from '../../../src/infrastructure/firebase/deferPort';
import { FirebaseAuthService } from '../../../src/infrastructure/firebase/FirebaseAuthService';
import { authKit } from '../../../src/infrastructure/firebase/openFirebaseAuth';
import { authEmulator, describeWithAuth } from '../support/emulatorHosts';
import { nextValue, within } from '../support/within';

const PROJECT = 'demo-shop';

let app: FirebaseApp;
let service: FirebaseAuthService;

/** A service over a fresh Firebase app talking to the Auth emulator at `url`. */
function serviceAt(url: string): FirebaseAuthService {
  app = initializeApp({ apiKey: 'emulator-api-key', projectId: PROJECT }, `auth-${crypto.randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, url, { disableWarnings: true });
  return new FirebaseAuthService(memoLoad(() => Promise.resolve(authKit(auth))));
}

/** A service on the current app whose Auth code fails to load, as offline, until `arrive()`. */
function codeThatFailsUntilItArrives(): { service: FirebaseAuthService; arrive: () => void } {
  const auth = getAuth(app);
  let arrived = false;
  const service = new FirebaseAuthService(
    memoLoad(async () => {
      if (!arrived) throw new TypeError('Failed to fetch dynamically imported module');
      return authKit(auth);
    }),
  );
  return { service, arrive: () => void (arrived = true) };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const emulatorUrl = () => {
  const at = authEmulator();
  return `http://${at?.host}:${at?.port}`;
};

describeWithAuth('FirebaseAuthService against the Auth emulator')('FirebaseAuthService against the Auth emulator', () => {
  beforeEach(async () => {
    await within(fetch(`${emulatorUrl()}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' }), 'clear accounts');
    service = serviceAt(emulatorUrl());
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await within(service.signOut(), 'sign out');
    await deleteApp(app);
  });

  it('reports the first auth state (signed out) as soon as it is known', async () => {
    const first = await nextValue<AuthUser | null>(
      (l) => service.observe(l),
      () => true,
      'first auth state',
    );
    expect(first).toBeNull();
    expect(service.currentUser()).toBeNull();
  });

  it('starts Auth for a listener in a task after the one that asked, and not at all for one gone by then', async () => {
    const auth = getAuth(app);
    let starts = 0;
    const counted = new FirebaseAuthService(
      memoLoad(async () => {
        starts += 1;
        return authKit(auth);
      }),
    );
    counted.observe(() => undefined)();
    await nextTask();
    expect(starts).toBe(0);
    const states: Array<AuthUser | null> = [];
    const stop = counted.observe((user) => states.push(user));
    expect(starts).toBe(0);
    // Not in a microtask of the asking task either: those run before the browser may paint.
    await Promise.resolve();
    await Promise.resolve();
    expect(starts).toBe(0);
    await nextTask();
    expect(starts).toBe(1);
    await expect.poll(() => states).toEqual([null]);
    stop();
  });

  it("answers a sign-in with auth.network while Auth's code cannot load, and starts a listener once back online", async () => {
    const browser = new EventTarget();
    vi.stubGlobal('addEventListener', browser.addEventListener.bind(browser));
    const { service: offline, arrive } = codeThatFailsUntilItArrives();
    expect(await offline.signIn('ramesh@example.in', 'secret123')).toEqual(err('auth.network'));
    expect(offline.currentUser()).toBeNull();
    const states: Array<AuthUser | null> = [];
    const stop = offline.observe((user) => states.push(user));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(states).toEqual([]);
    arrive();
    browser.dispatchEvent(new Event('online'));
    await expect.poll(() => states).toEqual([null]);
    stop();
  });

  it("starts a listener after a pause when Auth's code failed while the phone stayed online", async () => {
    const { service: patchy, arrive } = codeThatFailsUntilItArrives();
    const states: Array<AuthUser | null> = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stop = patchy.observe((user) => states.push(user));
      await vi.advanceTimersByTimeAsync(1);
      arrive();
      await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS - 10);
      expect(states).toEqual([]);
      await vi.advanceTimersByTimeAsync(10);
      vi.useRealTimers();
      await expect.poll(() => states).toEqual([null]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs up with a display name, and the new user is the current one and observed', async () => {
    const result = await within(service.signUp('ramesh@example.in', 'secret123', 'Ramesh'), 'sign up');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ email: 'ramesh@example.in', displayName: 'Ramesh' });
    expect(result.value.uid).toMatch(/\w{5,}/);
    expect(service.currentUser()).toEqual(result.value);
    const seen = await nextValue<AuthUser | null>(
      (l) => service.observe(l),
      (u) => u !== null,
      'signed-in state',
    );
    expect(seen?.uid).toBe(result.value.uid);
  });

  it('signs in again with the password after signing out, and observers see both changes', async () => {
    const created = await within(service.signUp('sita@example.in', 'secret123'), 'sign up');
    await within(service.signOut(), 'sign out');
    await nextValue<AuthUser | null>(
      (l) => service.observe(l),
      (u) => u === null,
      'signed-out state',
    );
    expect(service.currentUser()).toBeNull();

    const again = await within(service.signIn('sita@example.in', 'secret123'), 'sign in');
    expect(again).toEqual({ ok: true, value: created.ok ? created.value : null });
  });

  it('answers a wrong password, an unknown email and a taken email with their codes', async () => {
    await within(service.signUp('gopal@example.in', 'secret123'), 'sign up');
    await within(service.signOut(), 'sign out');
    expect(await within(service.signIn('gopal@example.in', 'not-it'), 'wrong password')).toEqual({
      ok: false,
      error: { code: 'auth.wrongPassword' },
    });
    const unknown = await within(service.signIn('nobody@example.in', 'secret123'), 'unknown email');
    expect(unknown.ok).toBe(false);
    // Without email enumeration protection the emulator names the missing account; with it, only
    // "invalid credential", which reads as a wrong password.
    if (!unknown.ok) expect(['auth.userNotFound', 'auth.wrongPassword']).toContain(unknown.error.code);
    expect(await within(service.signUp('gopal@example.in', 'other123'), 'taken email')).toEqual({
      ok: false,
      error: { code: 'auth.emailInUse' },
    });
  });

  it('refuses a weak password and a malformed email with their codes', async () => {
    expect(await within(service.signUp('new@example.in', '123'), 'weak password')).toEqual({
      ok: false,
      error: { code: 'auth.weakPassword' },
    });
    expect(await within(service.signUp('not-an-email', 'secret123'), 'bad email')).toEqual({
      ok: false,
      error: { code: 'auth.invalidEmail' },
    });
  });

  it('offers Google sign-in, which needs a browser popup: outside a browser it answers auth.unsupported', async () => {
    expect(service.supportsGoogle).toBe(true);
    // The real popup talks to accounts.google.com, out of reach offline; this run proves the call
    // path and the error mapping only.
    expect(await within(service.signInWithGoogle(), 'google sign-in')).toEqual({ ok: false, error: { code: 'auth.unsupported' } });
  });
});

describeWithAuth('FirebaseAuthService without a network')('FirebaseAuthService without a network', () => {
  it('answers auth.network when the server cannot be reached', async () => {
    // A port nothing listens on: the request fails as it does on a phone without signal.
    const offline = serviceAt('http://127.0.0.1:9');
    expect(await within(offline.signIn('ramesh@example.in', 'secret123'), 'offline sign in', 20_000)).toEqual({
      ok: false,
      error: { code: 'auth.network' },
    });
    await deleteApp(app);
  });
});
