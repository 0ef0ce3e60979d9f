import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { VERIFY_ADDRESS_DELAY_MS } from '../../../../src/application/profile/VerifyAddress';
import type { Address, AddressDetails } from '../../../../src/domain/address/Address';
import type { UserType } from '../../../../src/domain/user/UserProfile';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';
import {
  AddressSetupViewModel,
  FALLBACK_REDIRECT_MS,
  PROFILE_CHECK_DELAY_MS,
} from '../../../../src/ui/screens/addressSetup/AddressSetupViewModel';
import { userFactory } from '../../../factories/userFactory';
import { actAs } from '../../../support/actAs';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedPeople } from '../../../support/seedPeople';

const PICKED: Address = {
  street: 'Bus Stand',
  area: 'Station Road',
  city: 'Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
  country: 'India',
  formatted: 'Bus Stand, Station Road, Dhanaura, Uttar Pradesh 244231, India',
  coordinates: { lat: 29.0152, lng: 78.2921 },
};

const setup = (userType: UserType = 'customer') => {
  const container = createTestContainer();
  const [actor] = seedPeople(container, [userFactory.build({ userType, addresses: [], deliveryAddress: null, addressCompleted: false })]);
  const vm = actAs(container, actor!).get(AddressSetupViewModel);
  vm.mount();
  return { vm, actor: actor!, users: container.get(InMemoryUserRepository), clock: container.get(ManualClock) };
};

/** The details form's output for a location, as the form builds it. */
const fill = (vm: AddressSetupViewModel, location: Address): AddressDetails => {
  vm.choose(location);
  vm.details.setField('houseNo', '12');
  vm.details.setField('building', 'Verma Niwas');
  const details = vm.details.submit(vm.location);
  if (!details) throw new Error('the form refused a valid address');
  return details;
};

describe('AddressSetupViewModel', () => {
  it('goes to step 2 with the picked location, and back with Change Location', () => {
    const { vm } = setup();
    expect(vm.step).toBe(1);
    vm.choose(PICKED);
    expect(vm).toMatchObject({ step: 2, location: PICKED });
    vm.changeLocation();
    expect(vm.step).toBe(1);
  });

  it.each([
    ['customer', '/', 'homePage'],
    ['delivery', '/delivery', 'deliveryDashboard'],
    ['admin', '/admin', 'adminDashboard'],
  ] as const)('saves a %s address, says where it redirects, and redirects to %s', async (role, path, label) => {
    const { vm, actor, users, clock } = setup(role);
    await vm.save(fill(vm, PICKED));
    expect(vm.savedTarget).toEqual({ path, label });
    expect(vm.redirectTo).toBe(path);
    expect(vm.saveError).toBeNull();
    expect(users.storedDocument(actor.uid)).toMatchObject({
      addressCompleted: true,
      deliveryAddress: { houseNo: '12', building: 'Verma Niwas', coordinates: PICKED.coordinates },
    });
    // The profile is re-read after 0.5 s, with the 2 s fallback running beside it.
    expect(clock.sleeps).toEqual(expect.arrayContaining([VERIFY_ADDRESS_DELAY_MS, FALLBACK_REDIRECT_MS]));
  });

  it.each([
    ['permission', 'address.saveIssue'],
    ['network', 'address.saveError'],
    ['unknown', 'address.saveFailed'],
  ] as const)('shows the %s save failure as %s and stays on the form', async (kind, code) => {
    const { vm, users } = setup();
    users.failWith('appendAddress', new DataFaultError(kind));
    await vm.save(fill(vm, PICKED));
    expect(vm).toMatchObject({ saveError: code, saving: false, savedTarget: null, redirectTo: null, step: 2 });
  });

  it('refuses a typed address the geocoder cannot place when the shop does not serve its PIN code', async () => {
    const { vm, actor, users } = setup();
    await vm.save(fill(vm, { ...PICKED, city: 'New Delhi', pincode: '110001', coordinates: null }));
    expect(vm.saveError).toBe('store.pincodeNotServed');
    expect(vm.saveErrorParams).toEqual({ pincode: '110001' });
    expect(vm.redirectTo).toBeNull();
    expect(users.storedDocument(actor.uid)).toMatchObject({ addresses: [], deliveryAddress: null });
  });

  it('is saving while the save runs, and ignores a second save', async () => {
    const { vm, actor, users } = setup();
    const details = fill(vm, PICKED);
    const first = vm.save(details);
    expect(vm.saving).toBe(true);
    await vm.save(details);
    await first;
    expect((users.storedDocument(actor.uid)!.addresses as unknown[]).length).toBe(1);
  });

  it.each([
    ['customer', '/about'],
    ['delivery', '/delivery'],
    ['admin', '/admin'],
  ] as const)('skips a %s to %s', (role, path) => {
    const { vm } = setup(role);
    vm.skip(role);
    expect(vm.redirectTo).toBe(path);
  });

  it('after 1 s sends a user who already has a valid address to their home', async () => {
    const { vm, clock } = setup();
    await vm.checkProfile(() => ({ role: 'delivery', hasValidAddress: true }));
    expect(clock.sleeps).toEqual([PROFILE_CHECK_DELAY_MS]);
    expect(vm.redirectTo).toBe('/delivery');
  });

  it('stays for a user without a valid address, or once the page is gone', async () => {
    const { vm } = setup();
    await vm.checkProfile(() => ({ role: 'customer', hasValidAddress: false }));
    expect(vm.redirectTo).toBeNull();
    vm.dispose();
    await vm.checkProfile(() => ({ role: 'customer', hasValidAddress: true }));
    expect(vm.redirectTo).toBeNull();
  });
});
