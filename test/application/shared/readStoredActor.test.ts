import { describe, expect, it } from 'vitest';
import { CurrentUserToken } from '../../../src/application/ports/CurrentUser';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { readStoredActor } from '../../../src/application/shared/readStoredActor';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const setup = (signedIn: 'admin' | null) => {
  const container = createTestContainer();
  const [admin] = seedPeople(container, [userFactory.build({ userType: 'admin' })]);
  actAs(container, signedIn ? admin! : null);
  return {
    admin: admin!,
    users: container.get(InMemoryUserRepository),
    read: () => readStoredActor(container.get(CurrentUserToken), container.get(UserRepositoryToken)),
  };
};

describe('readStoredActor', () => {
  it('answers the signed-in uid with the profile as stored', async () => {
    const { admin, read } = setup('admin');
    expect(await read()).toMatchObject({ uid: admin.uid, profile: { uid: admin.uid, userType: 'admin' } });
  });

  it('answers null when nobody is signed in', async () => {
    const { read } = setup(null);
    expect(await read()).toBeNull();
  });

  it('counts a failed read as no profile (so not an admin)', async () => {
    const { admin, users, read } = setup('admin');
    users.failWith('get', new DataFaultError('network'));
    expect(await read()).toEqual({ uid: admin.uid, profile: null });
  });
});
