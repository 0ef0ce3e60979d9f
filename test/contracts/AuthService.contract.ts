import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthService, AuthUser } from '../../src/application/ports/AuthService';
import type { ContractAdapters, ContractAdaptersFactory } from './ContractAdapters';

// Emulators keep accounts between runs: every test uses addresses never used before.
const run = Date.now().toString(36);
let count = 0;
const freshEmail = (): string => `contract-${run}-${++count}@example.com`;
const PASSWORD = 'secret-123';

/**
 * The behaviour every AuthService adapter must show, through port methods only. Each test gets a
 * fresh service with nobody signed in.
 */
export function authServiceContract(name: string, make: ContractAdaptersFactory): void {
  describe(`AuthService contract: ${name}`, () => {
    let adapters: ContractAdapters;
    let auth: AuthService;

    beforeEach(async () => {
      adapters = await make();
      auth = adapters.auth;
    });

    afterEach(async () => {
      await adapters.dispose();
    });

    /** Subscribes and waits for the first answer, as the app does before leaving 'loading'. */
    const watch = async (): Promise<{ seen: Array<AuthUser | null>; stop: () => void }> => {
      const seen: Array<AuthUser | null> = [];
      const stop = auth.observe((user) => seen.push(user));
      await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
      return { seen, stop };
    };

    it('reports nobody first, then the user who signs up', async () => {
      const { seen, stop } = await watch();
      expect(seen[0]).toBeNull();
      const email = freshEmail();
      const result = await auth.signUp(email, PASSWORD);
      expect(result.ok).toBe(true);
      await vi.waitFor(() => expect(seen.at(-1)?.email).toBe(email));
      stop();
    });

    it('signs a new account in and returns its user', async () => {
      const email = freshEmail();
      const result = await auth.signUp(email, PASSWORD);
      if (!result.ok) throw new Error(`sign-up failed: ${result.error.code}`);
      expect(result.value.email).toBe(email);
      expect(result.value.uid).not.toBe('');
      expect(auth.currentUser()?.uid).toBe(result.value.uid);
    });

    it('keeps the display name given at sign-up', async () => {
      const result = await auth.signUp(freshEmail(), PASSWORD, 'Asha Devi');
      expect(result.ok && result.value.displayName).toBe('Asha Devi');
    });

    it('refuses a second account for the same email', async () => {
      const email = freshEmail();
      await auth.signUp(email, PASSWORD);
      await auth.signOut();
      expect(await auth.signUp(email, 'another-password')).toEqual({ ok: false, error: { code: 'auth.emailInUse' } });
    });

    it('refuses a password shorter than 6 characters', async () => {
      expect(await auth.signUp(freshEmail(), '12345')).toEqual({ ok: false, error: { code: 'auth.weakPassword' } });
    });

    it('refuses an email address that is not one', async () => {
      expect(await auth.signUp('not-an-email', PASSWORD)).toEqual({ ok: false, error: { code: 'auth.invalidEmail' } });
    });

    it('signs out: no current user, and observers hear null', async () => {
      await auth.signUp(freshEmail(), PASSWORD);
      const { seen, stop } = await watch();
      await auth.signOut();
      expect(auth.currentUser()).toBeNull();
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
      stop();
    });

    it('signs an existing account back in with its password', async () => {
      const email = freshEmail();
      const created = await auth.signUp(email, PASSWORD);
      await auth.signOut();
      const result = await auth.signIn(email, PASSWORD);
      expect(result.ok && result.value.uid).toBe(created.ok && created.value.uid);
      expect(auth.currentUser()?.email).toBe(email);
    });

    it('refuses a wrong password and stays signed out', async () => {
      const email = freshEmail();
      await auth.signUp(email, PASSWORD);
      await auth.signOut();
      expect(await auth.signIn(email, 'wrong-password')).toEqual({ ok: false, error: { code: 'auth.wrongPassword' } });
      expect(auth.currentUser()).toBeNull();
    });

    it('refuses an email nobody registered', async () => {
      expect(await auth.signIn(freshEmail(), PASSWORD)).toEqual({ ok: false, error: { code: 'auth.userNotFound' } });
    });

    it('stops reporting to an observer that unsubscribed', async () => {
      const { seen, stop } = await watch();
      stop();
      await auth.signUp(freshEmail(), PASSWORD);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([null]);
    });

    it('answers auth.unsupported for Google sign-in where the backend has none', async (context) => {
      if (auth.supportsGoogle) context.skip();
      expect(await auth.signInWithGoogle()).toEqual({ ok: false, error: { code: 'auth.unsupported' } });
    });
  });
}
