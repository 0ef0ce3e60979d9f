import { describe, expect, it } from 'vitest';
import { EditAddress } from '../../../src/application/profile/EditAddress';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { AddressDetails, SavedAddress } from '../../../src/domain/address/Address';
import { validateAddressDetails } from '../../../src/domain/address/validateAddressDetails';
import { InMemoryGeocoder } from '../../../src/infrastructure/memory/InMemoryGeocoder';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { addressFactory } from '../../factories/addressFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { storeSettings } from '../../ui/support/storeSettings';

const AT = '2025-02-01T06:00:00.000Z';

/** What the details form gives for an entry prefilled and changed: the entry's place, new house details. */
const edited = (entry: SavedAddress, changes: { houseNo?: string; building?: string; landmark?: string }): AddressDetails => {
  const result = validateAddressDetails(
    {
      location: entry,
      label: entry.label,
      houseNo: changes.houseNo ?? entry.houseNo,
      building: changes.building ?? entry.building,
      landmark: changes.landmark ?? entry.landmark,
      instructions: entry.instructions,
      initialData: { ...entry, createdAt: String(entry.createdAt) },
    },
    AT,
  );
  if (!result.ok) throw new Error('fixture is invalid');
  return result.value;
};

const setup = () => {
  const container = createTestContainer();
  const home = addressFactory.build({ label: 'Home' });
  const work = addressFactory.build({ label: 'Work' });
  const [actor] = seedPeople(container, [userFactory.build({ addresses: [home, work], deliveryAddress: work })]);
  const users = container.get(InMemoryUserRepository);
  return {
    container,
    actor: actor!,
    users,
    home,
    work,
    edit: actAs(container, actor!).get(EditAddress),
    clock: container.get(ManualClock),
  };
};

describe('EditAddress', () => {
  it('changes one saved address in place, keeping its id and first save time', async () => {
    const { actor, users, home, work, edit, clock } = setup();
    const result = await edit.execute({ addressId: home.id, details: edited(home, { houseNo: '21', landmark: 'Near the chakki' }) });
    const expected = {
      ...home,
      houseNo: '21',
      houseNumber: '21',
      landmark: 'Near the chakki',
      fullAddress: `21, Shiv Colony, ${home.formatted}`,
      formattedAddress: `21, Shiv Colony, ${home.formatted}`,
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(users.storedDocument(actor.uid)).toMatchObject({ addresses: [expected, work], deliveryAddress: work, updatedAt: clock.now() });
  });

  it('changes the delivery address too when it is the entry edited', async () => {
    const { actor, users, work, edit } = setup();
    const result = await edit.execute({ addressId: work.id, details: edited(work, { building: 'Mandi Samiti Office' }) });
    expect(result.ok).toBe(true);
    expect(users.storedDocument(actor.uid)).toMatchObject({ deliveryAddress: { id: work.id, building: 'Mandi Samiti Office' } });
  });

  it('keeps a typed address without a map point when the shop serves its PIN code, and refuses it otherwise', async () => {
    const { container, actor, users, home, edit } = setup();
    container.get(InMemoryGeocoder).failing = true;
    const typed = { ...home, coordinates: null };
    expect(await edit.execute({ addressId: home.id, details: edited(typed, { houseNo: '5' }) })).toMatchObject({
      ok: true,
      value: { id: home.id, houseNo: '5', coordinates: null },
    });
    seedCommerce(container, { settings: storeSettings({ allowedPincodes: ['244235'] }) });
    const before = users.storedDocument(actor.uid);
    expect(await edit.execute({ addressId: home.id, details: edited(typed, { houseNo: '6' }) })).toEqual({
      ok: false,
      error: { code: 'store.pincodeNotServed', params: { pincode: '244231' } },
    });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('refuses blank house details and an address that is no longer saved, changing nothing', async () => {
    const { actor, users, home, edit } = setup();
    const before = users.storedDocument(actor.uid);
    expect(await edit.execute({ addressId: home.id, details: { ...edited(home, {}), houseNo: '  ' } })).toEqual({
      ok: false,
      error: { code: 'address.houseNoRequired' },
    });
    expect(await edit.execute({ addressId: 'gone', details: edited(home, {}) })).toEqual({
      ok: false,
      error: { code: 'address.notFound' },
    });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it.each([
    ['permission', 'address.saveIssue'],
    ['network', 'address.saveError'],
    ['unknown', 'address.saveFailed'],
  ] as const)('answers a %s failure with %s', async (kind, code) => {
    const { users, home, edit } = setup();
    users.failWith('replaceAddress', new DataFaultError(kind));
    expect(await edit.execute({ addressId: home.id, details: edited(home, { houseNo: '9' }) })).toEqual({
      ok: false,
      error: { code },
    });
  });
});
