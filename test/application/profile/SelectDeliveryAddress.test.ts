import { describe, expect, it } from 'vitest';
import { SelectDeliveryAddress } from '../../../src/application/profile/SelectDeliveryAddress';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { addressFactory } from '../../factories/addressFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';
import { storeSettings } from '../../ui/support/storeSettings';

const setup = () => {
  const container = createTestContainer();
  const home = addressFactory.build({ label: 'Home' });
  const work = addressFactory.build({ label: 'Work' });
  const typedOnly = addressFactory.build({ label: 'Other', coordinates: null });
  const [actor] = seedPeople(container, [userFactory.build({ addresses: [home, work, typedOnly], deliveryAddress: home })]);
  const users = container.get(InMemoryUserRepository);
  return { container, actor: actor!, users, home, work, typedOnly, select: actAs(container, actor!).get(SelectDeliveryAddress) };
};

describe('SelectDeliveryAddress', () => {
  it('makes a saved address the delivery address', async () => {
    const { container, actor, users, work, select } = setup();
    container.get(ManualClock).advance(1000);
    expect(await select.execute({ addressId: work.id })).toEqual({ ok: true, value: work });
    expect(users.storedDocument(actor.uid)).toMatchObject({
      deliveryAddress: work,
      addressCompleted: true,
      updatedAt: container.get(ManualClock).now(),
    });
  });

  it('reads an old entry with lat/lng on the address and stores its coordinates in the domain shape', async () => {
    const container = createTestContainer();
    const old = { id: '42', formattedAddress: 'Old Mandi', houseNumber: '9', lat: 29.01, lng: 78.3 };
    container.get(InMemoryUserRepository).seedDocument('old', { email: 'old@example.in', userType: 'customer', addresses: [old] });
    actAs(container, userFactory.build({ uid: 'old', email: 'old@example.in' }));
    const result = await container.get(SelectDeliveryAddress).execute({ addressId: '42' });
    expect(result.ok && result.value).toMatchObject({ id: '42', houseNo: '9', coordinates: { lat: 29.01, lng: 78.3 } });
    expect(container.get(InMemoryUserRepository).storedDocument('old')?.deliveryAddress).toMatchObject({
      coordinates: { lat: 29.01, lng: 78.3 },
    });
  });

  it('makes an address typed without coordinates the delivery address when the shop serves its PIN code', async () => {
    const { actor, users, typedOnly, select } = setup();
    expect(typedOnly.pincode).toBe('244231');
    expect(await select.execute({ addressId: typedOnly.id })).toEqual({ ok: true, value: typedOnly });
    expect(users.storedDocument(actor.uid)).toMatchObject({ deliveryAddress: { id: typedOnly.id, coordinates: null } });
  });

  it('refuses an address without coordinates whose PIN code the shop does not serve, changing nothing', async () => {
    const { container, actor, users, typedOnly, select } = setup();
    await container.get(StoreSettingsRepositoryToken).save(storeSettings({ allowedPincodes: ['244235'] }));
    const before = users.storedDocument(actor.uid);
    expect(await select.execute({ addressId: typedOnly.id })).toEqual({
      ok: false,
      error: { code: 'store.pincodeNotServed', params: { pincode: '244231' } },
    });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('refuses an address beyond the delivery radius, with its distance', async () => {
    const { container, actor, users, work, select } = setup();
    await container
      .get(StoreSettingsRepositoryToken)
      .save(storeSettings({ location: { lat: 28.7227, lng: 78.2839 }, deliveryRadiusKm: 10 }));
    const before = users.storedDocument(actor.uid);
    expect(await select.execute({ addressId: work.id })).toMatchObject({
      ok: false,
      error: { code: 'store.outsideArea', params: { radius: 10 } },
    });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('refuses an id that is not among the saved addresses', async () => {
    const { actor, users, select } = setup();
    const before = users.storedDocument(actor.uid);
    expect(await select.execute({ addressId: 'nope' })).toEqual({ ok: false, error: { code: 'address.saveFailed' } });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('maps a refused write to the address save issue message', async () => {
    const { users, work, select } = setup();
    users.failWith('update', new DataFaultError('permission'));
    expect(await select.execute({ addressId: work.id })).toEqual({ ok: false, error: { code: 'address.saveIssue' } });
  });
});
