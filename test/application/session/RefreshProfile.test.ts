import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { RefreshProfile } from '../../../src/application/session/RefreshProfile';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

describe('RefreshProfile', () => {
  it('re-reads the stored profile', async () => {
    const container = createTestContainer();
    const [user] = seedPeople(container, [userFactory.build()]);
    await container.get(InMemoryUserRepository).update(user!.uid, { village: 'Gajraula' });
    const result = await actAs(container, user!).get(RefreshProfile).execute();
    expect(result.ok && result.value.village).toBe('Gajraula');
  });

  it('reads a legacy document in the domain shape', async () => {
    const container = createTestContainer();
    container.get(InMemoryUserRepository).seedDocument('legacy', { email: 'l@example.in', isAdmin: true, addresses: 'none' });
    const result = await actAs(container, userFactory.build({ uid: 'legacy' }))
      .get(RefreshProfile)
      .execute();
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
    expect(await actAs(container, userFactory.build()).get(RefreshProfile).execute()).toEqual({ ok: false, error: { code } });
  });

  it('answers common.unknown for a profile that does not exist, or when nobody is signed in', async () => {
    const container = createTestContainer();
    const unknown = { ok: false, error: { code: 'common.unknown' } };
    expect(
      await actAs(container, userFactory.build({ uid: 'nobody' }))
        .get(RefreshProfile)
        .execute(),
    ).toEqual(unknown);
    expect(await actAs(container, null).get(RefreshProfile).execute()).toEqual(unknown);
  });
});
