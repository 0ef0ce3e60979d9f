import { describe, expect, it } from 'vitest';
import { CompleteProfile } from '../../../src/application/profile/CompleteProfile';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const newcomer = () => userFactory.build({ name: '', village: undefined, phoneNumber: undefined, profileCompleted: undefined });

const setup = () => {
  const container = createTestContainer();
  const [actor] = seedPeople(container, [newcomer()]);
  const users = container.get(InMemoryUserRepository);
  const clock = container.get(ManualClock);
  clock.advance(60_000);
  return { container, actor: actor!, users, clock, completeProfile: actAs(container, actor!).get(CompleteProfile) };
};

describe('CompleteProfile', () => {
  it('stores the trimmed name, village and normalised phone and marks the profile complete', async () => {
    const { actor, users, clock, completeProfile } = setup();
    const result = await completeProfile.execute({ name: ' Asha Devi ', village: ' Dhanaura ', phoneNumber: '+91 98765 43210' });
    expect(result.ok && result.value).toMatchObject({ name: 'Asha Devi', profileCompleted: true });
    expect(users.storedDocument(actor.uid)).toMatchObject({
      name: 'Asha Devi',
      village: 'Dhanaura',
      phoneNumber: '9876543210',
      profileCompleted: true,
      updatedAt: clock.now(),
      userType: 'customer',
    });
  });

  it('answers the first field error and changes nothing', async () => {
    const { actor, users, completeProfile } = setup();
    const before = users.storedDocument(actor.uid);
    expect(await completeProfile.execute({ name: ' ', village: '', phoneNumber: '123' })).toEqual({
      ok: false,
      error: { code: 'profile.nameRequired' },
    });
    expect(await completeProfile.execute({ name: 'Asha', village: '  ' })).toEqual({
      ok: false,
      error: { code: 'profile.villageRequired' },
    });
    expect(await completeProfile.execute({ name: 'Asha', village: 'Dhanaura', phoneNumber: '12345' })).toEqual({
      ok: false,
      error: { code: 'profile.invalidPhone' },
    });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('creates the profile document when the user has none yet', async () => {
    const container = createTestContainer();
    // Signed in, but the profile was never written.
    actAs(container, userFactory.build({ uid: 'fresh', email: 'fresh@example.in' }));
    const result = await container.get(CompleteProfile).execute({ name: 'Ravi', village: 'Gajraula' });
    expect(result.ok).toBe(true);
    expect(container.get(InMemoryUserRepository).storedDocument('fresh')).toMatchObject({
      uid: 'fresh',
      email: 'fresh@example.in',
      name: 'Ravi',
      village: 'Gajraula',
      phoneNumber: '',
      userType: 'customer',
      profileCompleted: true,
      addresses: [],
    });
  });

  it.each([
    ['network', 'common.network'],
    ['permission', 'profile.saveFailed'],
    ['unknown', 'profile.saveFailed'],
  ] as const)('answers a %s failure with %s and changes nothing', async (kind, code) => {
    const { actor, users, completeProfile } = setup();
    const before = users.storedDocument(actor.uid);
    users.failWith('update', new DataFaultError(kind));
    expect(await completeProfile.execute({ name: 'Asha', village: 'Dhanaura' })).toEqual({ ok: false, error: { code } });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });
});
