import { describe, expect, it } from 'vitest';
import { ListUsers } from '../../../src/application/admin/ListUsers';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const setup = () => {
  const container = createTestContainer();
  const [admin, older, newer] = seedPeople(container, [
    userFactory.build({ userType: 'admin', createdAt: 2000 }),
    userFactory.build({ createdAt: 1000 }),
    userFactory.build({ userType: 'delivery', createdAt: 3000 }),
  ]);
  return { container, admin: admin!, older: older!, newer: newer!, listAs: (actor: UserProfile) => actAs(container, actor).get(ListUsers) };
};

describe('ListUsers', () => {
  it('gives an admin every user, newest first', async () => {
    const { admin, older, newer, listAs } = setup();
    const result = await listAs(admin).execute();
    expect(result.ok && result.value.map((u) => u.uid)).toEqual([newer.uid, admin.uid, older.uid]);
  });

  it('reads legacy documents in the domain shape', async () => {
    const { container, admin, listAs } = setup();
    container.get(InMemoryUserRepository).seedDocument('legacy', { email: 'l@example.in', isAdmin: false, addresses: null });
    const result = await listAs(admin).execute();
    expect(result.ok && result.value.find((u) => u.uid === 'legacy')).toMatchObject({ userType: 'customer', addresses: [] });
  });

  it.each(['older', 'newer'] as const)('refuses a non-admin (%s) with roles.onlyAdmins', async (who) => {
    const s = setup();
    expect(await s.listAs(s[who]).execute()).toEqual({ ok: false, error: { code: 'roles.onlyAdmins' } });
  });

  it('answers a network failure with common.network', async () => {
    const { container, admin, listAs } = setup();
    container.get(InMemoryUserRepository).failWith('list', new DataFaultError('network'));
    expect(await listAs(admin).execute()).toEqual({ ok: false, error: { code: 'common.network' } });
  });
});
