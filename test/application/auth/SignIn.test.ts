import { describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/application/auth/SignIn';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { createTestContainer } from '../../support/createTestContainer';

const setup = () => {
  const container = createTestContainer();
  const auth = container.get(InMemoryAuthService);
  const account = auth.addAccount('asha@example.in', 'secret-123');
  return { signIn: container.get(SignIn), auth, account };
};

describe('SignIn', () => {
  it('signs in with the right password, ignoring spaces around the email', async () => {
    const { signIn, auth, account } = setup();
    expect(await signIn.execute({ email: ' asha@example.in ', password: 'secret-123' })).toEqual({ ok: true, value: account });
    expect(auth.currentUser()).toEqual(account);
  });

  it.each(['', '   ', 'asha', 'asha@', 'asha example.in', '@example.in'])('refuses the email %j before asking', async (email) => {
    const { signIn, auth } = setup();
    expect(await signIn.execute({ email, password: 'secret-123' })).toEqual({ ok: false, error: { code: 'auth.invalidEmail' } });
    expect(auth.currentUser()).toBeNull();
  });

  it('passes on the wrong-password and unknown-account answers', async () => {
    const { signIn, auth } = setup();
    expect(await signIn.execute({ email: 'asha@example.in', password: 'nope-nope' })).toEqual({
      ok: false,
      error: { code: 'auth.wrongPassword' },
    });
    expect(await signIn.execute({ email: 'ravi@example.in', password: 'secret-123' })).toEqual({
      ok: false,
      error: { code: 'auth.userNotFound' },
    });
    expect(auth.currentUser()).toBeNull();
  });
});
