import { describe, expect, it } from 'vitest';
import { VerifyAddress } from '../../../src/application/profile/VerifyAddress';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

describe('VerifyAddress', () => {
  it('confirms a stored delivery address after one 0.5 s wait', async () => {
    const container = createTestContainer();
    const [user] = seedPeople(container, [userFactory.build()]);
    const result = await actAs(container, user!).get(VerifyAddress).execute();
    expect(result.ok && result.value.deliveryAddress?.coordinates).toEqual(expect.objectContaining({ lat: expect.any(Number) }));
    expect(container.get(ManualClock).sleeps).toEqual([500]);
  });

  it('gives up after 3 attempts when the address has neither coordinates nor a PIN code', async () => {
    const container = createTestContainer();
    const [user] = seedPeople(container, [userFactory.build({ deliveryAddress: { coordinates: null, pincode: '' } })]);
    expect(await actAs(container, user!).get(VerifyAddress).execute()).toEqual({ ok: false, error: { code: 'address.saveFailed' } });
    expect(container.get(ManualClock).sleeps).toEqual([500, 500, 500]);
  });

  it('counts failed reads as attempts', async () => {
    const container = createTestContainer();
    const [user] = seedPeople(container, [userFactory.build()]);
    container.get(InMemoryUserRepository).failWith('get', new DataFaultError('network'));
    expect(await actAs(container, user!).get(VerifyAddress).execute()).toMatchObject({ ok: false });
    expect(container.get(ManualClock).sleeps).toHaveLength(3);
  });

  it('fails for a user without a profile', async () => {
    const container = actAs(createTestContainer(), userFactory.build({ uid: 'nobody' }));
    expect(await container.get(VerifyAddress).execute()).toMatchObject({ ok: false });
  });

  it('fails at once when nobody is signed in', async () => {
    const container = createTestContainer();
    expect(await container.get(VerifyAddress).execute()).toEqual({ ok: false, error: { code: 'address.saveFailed' } });
    expect(container.get(ManualClock).sleeps).toEqual([]);
  });
});
