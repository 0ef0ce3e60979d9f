import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { describe, expect, it } from 'vitest';
import { SaveAddress } from '../../../src/application/profile/SaveAddress';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { AddressDetails } from '../../../src/domain/address/Address';
import { validateAddressDetails } from '../../../src/domain/address/validateAddressDetails';
import { validateManualAddress } from '../../../src/domain/address/validateManualAddress';
import type { UserType } from '../../../src/domain/user/UserProfile';
import { InMemoryGeocoder } from '../../../src/infrastructure/memory/InMemoryGeocoder';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const AT = '2025-01-15T04:30:00.000Z';

const mapPick = (): AddressDetails => {
  const result = validateAddressDetails(
    {
      location: {
        street: 'Station Road',
        area: 'Ward 4',
        city: 'Dhanaura',
        state: 'Uttar Pradesh',
        pincode: '244231',
        country: 'India',
        formatted: 'Station Road, Dhanaura, Uttar Pradesh 244231, India',
        coordinates: { lat: 29.0152, lng: 78.2921 },
      },
      houseNo: '7',
      building: 'Gupta Bhawan',
      label: 'Work',
    },
    AT,
  );
  if (!result.ok) throw new Error('fixture is invalid');
  return result.value;
};

const typed = (pincode: string, city: string): AddressDetails => {
  const location = validateManualAddress({ street: 'Gali 3', area: 'Purani Basti', city, state: 'Uttar Pradesh', pincode });
  if (!location.ok) throw new Error('fixture is invalid');
  const result = validateAddressDetails({ location: location.value, houseNo: '3', building: 'Kothi' }, AT);
  if (!result.ok) throw new Error('fixture is invalid');
  return result.value;
};

const setup = (userType: UserType = 'customer') => {
  const container = createTestContainer();
  const [actor] = seedPeople(container, [userFactory.build({ userType })]);
  return {
    container,
    actor: actor!,
    users: container.get(InMemoryUserRepository),
    clock: container.get(ManualClock),
    saveAddress: actAs(container, actor!).get(SaveAddress),
  };
};

describe('SaveAddress', () => {
  it('appends the address, makes it the delivery address and marks the address complete', async () => {
    const { actor, users, clock, saveAddress } = setup();
    const before = users.storedDocument(actor.uid)!;
    const details = mapPick();
    const result = await saveAddress.execute({ details });

    const expected = {
      ...details,
      id: String(clock.now()),
      formattedAddress: '7, Gupta Bhawan, Station Road, Dhanaura, Uttar Pradesh 244231, India',
      houseNumber: '7',
    };
    expect(result.ok && result.value.address).toEqual(expected);
    const stored = users.storedDocument(actor.uid)!;
    expect(stored.addresses).toEqual([...(before.addresses as unknown[]), expected]);
    expect(stored.deliveryAddress).toEqual(expected);
    expect(stored).toMatchObject({ addressCompleted: true, updatedAt: clock.now() });
  });

  it.each([
    ['customer', '/', 'homePage'],
    ['delivery', '/delivery', 'deliveryDashboard'],
    ['admin', '/admin', 'adminDashboard'],
  ] as const)('sends a %s to %s with the matching success message', async (role, path, label) => {
    const { saveAddress } = setup(role);
    const result = await saveAddress.execute({ details: mapPick() });
    expect(result.ok && result.value.target).toEqual({ path, label });
    expect(result.ok && result.value.message).toEqual({ code: 'address.saved', params: { target: label } });
  });

  it('places a typed address with the geocoder', async () => {
    const { container, actor, users, saveAddress } = setup();
    // Gajraula is about 13 km from the store: inside the delivery area only once the owner widens it.
    await container.get(StoreSettingsRepositoryToken).save({ ...defaultStoreSettings(), deliveryRadiusKm: 20 });
    const result = await saveAddress.execute({ details: typed('244235', 'Gajraula') });
    const gajraula = InMemoryGeocoder.places.find((p) => p.address.pincode === '244235')!.location;
    expect(result.ok && result.value.address.coordinates).toEqual(gajraula);
    expect(users.storedDocument(actor.uid)?.deliveryAddress).toMatchObject({ coordinates: gajraula, pincode: '244235' });
  });

  it("keeps a typed address the geocoder cannot place, without coordinates, when its PIN code is on the owner's list", async () => {
    const { container, actor, users, saveAddress } = setup();
    // Moradabad's PIN code is not in the geocoder, as a village is not on a map that failed to load.
    await container.get(StoreSettingsRepositoryToken).save({ ...defaultStoreSettings(), allowedPincodes: ['244231', '244001'] });
    const result = await saveAddress.execute({ details: typed('244001', 'Moradabad') });
    expect(result.ok && result.value.address).toMatchObject({ pincode: '244001', coordinates: null, landmark: '' });
    expect(users.storedDocument(actor.uid)).toMatchObject({
      addressCompleted: true,
      deliveryAddress: {
        pincode: '244001',
        coordinates: null,
        fullAddress: '3, Kothi, Gali 3, Purani Basti, Moradabad, Uttar Pradesh, 244001',
      },
    });
  });

  it('keeps a typed address while the geocoder is down when the shop serves its PIN code', async () => {
    const { container, actor, users, saveAddress } = setup();
    container.get(InMemoryGeocoder).failing = true;
    const result = await saveAddress.execute({ details: typed('244231', 'Dhanaura') });
    expect(result.ok && result.value.target.path).toBe('/');
    expect(users.storedDocument(actor.uid)?.deliveryAddress).toMatchObject({ pincode: '244231', coordinates: null });
  });

  it("refuses a typed address it cannot place whose PIN code is not on the owner's list, changing nothing", async () => {
    const { container, actor, users, saveAddress } = setup();
    const before = users.storedDocument(actor.uid);
    expect(await saveAddress.execute({ details: typed('110001', 'Delhi') })).toEqual({
      ok: false,
      error: { code: 'store.pincodeNotServed', params: { pincode: '110001' } },
    });
    container.get(InMemoryGeocoder).failing = true;
    expect(await saveAddress.execute({ details: typed('244235', 'Gajraula') })).toEqual({
      ok: false,
      error: { code: 'store.pincodeNotServed', params: { pincode: '244235' } },
    });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });

  it('gives two saves in the same millisecond different ids', async () => {
    const { actor, users, saveAddress } = setup();
    await saveAddress.execute({ details: mapPick() });
    await saveAddress.execute({ details: mapPick() });
    const ids = (users.storedDocument(actor.uid)!.addresses as Array<{ id: string }>).map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('creates the profile with the address when the user has none', async () => {
    const container = createTestContainer();
    // Signed in, but the profile was never written.
    actAs(container, userFactory.build({ uid: 'fresh', email: 'fresh@example.in' }));
    const result = await container.get(SaveAddress).execute({ details: mapPick() });
    expect(result.ok).toBe(true);
    expect(container.get(InMemoryUserRepository).storedDocument('fresh')).toMatchObject({
      userType: 'customer',
      addressCompleted: true,
      addresses: [{ houseNo: '7' }],
      deliveryAddress: { houseNo: '7' },
    });
  });

  it.each([
    ['permission', 'address.saveIssue'],
    ['network', 'address.saveError'],
    ['timeout', 'address.saveError'],
    ['conflict', 'address.saveFailed'],
    ['unknown', 'address.saveFailed'],
  ] as const)('answers a %s failure with %s and changes nothing', async (kind, code) => {
    const { actor, users, saveAddress } = setup();
    const before = users.storedDocument(actor.uid);
    users.failWith('appendAddress', new DataFaultError(kind));
    expect(await saveAddress.execute({ details: mapPick() })).toEqual({ ok: false, error: { code } });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });
});
