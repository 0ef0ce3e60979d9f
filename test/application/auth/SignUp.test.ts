import { describe, expect, it } from 'vitest';
import { SignUp } from '../../../src/application/auth/SignUp';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { createTestContainer } from '../../support/createTestContainer';

describe('SignUp', () => {
  it('creates the account, signs it in and keeps the trimmed name', async () => {
    const container = createTestContainer();
    const result = await container.get(SignUp).execute({ email: 'new@example.in', password: '123456', name: ' Asha ' });
    expect(result).toMatchObject({ ok: true, value: { email: 'new@example.in', displayName: 'Asha' } });
    expect(container.get(InMemoryAuthService).currentUser()?.email).toBe('new@example.in');
  });

  it.each([
    ['an invalid email', 'not-an-email', 'secret-123', 'auth.invalidEmail'],
    ['a 5-character password', 'new@example.in', '12345', 'auth.weakPassword'],
    ['an empty password', 'new@example.in', '', 'auth.weakPassword'],
  ])('refuses %s and creates nothing', async (_, email, password, code) => {
    const container = createTestContainer();
    const auth = container.get(InMemoryAuthService);
    expect(await container.get(SignUp).execute({ email, password })).toEqual({ ok: false, error: { code } });
    expect(auth.currentUser()).toBeNull();
    expect(await auth.signIn('new@example.in', 'secret-123')).toEqual({ ok: false, error: { code: 'auth.userNotFound' } });
  });

  it('refuses an email that already has an account', async () => {
    const container = createTestContainer();
    container.get(InMemoryAuthService).addAccount('taken@example.in', 'secret-123');
    expect(await container.get(SignUp).execute({ email: 'taken@example.in', password: 'another-1' })).toEqual({
      ok: false,
      error: { code: 'auth.emailInUse' },
    });
  });
});
