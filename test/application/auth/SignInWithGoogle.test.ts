import { describe, expect, it } from 'vitest';
import { SignInWithGoogle } from '../../../src/application/auth/SignInWithGoogle';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { createTestContainer } from '../../support/createTestContainer';

describe('SignInWithGoogle', () => {
  it('answers auth.unsupported where the backend has no Google sign-in, and nobody is signed in', async () => {
    const container = createTestContainer();
    expect(await container.get(SignInWithGoogle).execute()).toEqual({ ok: false, error: { code: 'auth.unsupported' } });
    expect(container.get(InMemoryAuthService).currentUser()).toBeNull();
  });
});
