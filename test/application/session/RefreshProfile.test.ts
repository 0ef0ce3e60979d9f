import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { RefreshProfile } from '../../../src/application/session/RefreshProfile';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../factories/userFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

describe('RefreshProfile', () => {
  it('re-reads the stored profile', async () => {
    const container = createTestContainer();
    const [user] = seedPeople(container, [userFactory.build()]);
    await container.get(InMemoryUserRepository).update(user!.uid, { village: 'Gajraula' });
    const result = await container.get(RefreshProfile).execute(user!.uid);
    expect(result.ok && result.value.village).toBe('Gajraula');
  });

  it('reads a legacy document in the domain shape', async () => {
    const container = createTestContainer();
    container.get(InMemoryUserRepository).seedDocument('legacy', { email: 'l@example.in', isAdmin: true, addresses: 'none' });
    const result = await container.get(RefreshProfile).execute('legacy');
    expect(result.ok && result.value).toMatchObject({ uid: 'legacy', userType: 'admin', addresses: [] });
  });

  it.each([
    ['network', 'common.network'],
    ['timeout', 'common.network'],
    ['permission', 'common.permission'],
    ['unknown', 'common.unknown'],
  ] as const)('answers a %s failure with %s', async (kind, code) => {
    const container = createTestContainer();
    container.get(InMemoryUserRepository).failWith('get', new DataFaultError(kind));
    expect(await container.get(RefreshProfile).execute('anyone')).toEqual({ ok: false, error: { code } });
  });

  it('answers common.unknown for a profile that does not exist', async () => {
    expect(await createTestContainer().get(RefreshProfile).execute('nobody')).toEqual({
      ok: false,
      error: { code: 'common.unknown' },
    });
  });
});
