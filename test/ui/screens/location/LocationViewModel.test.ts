import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import type { Address } from '../../../../src/domain/address/Address';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { LocationViewModel } from '../../../../src/ui/screens/location/LocationViewModel';
import { addressFactory } from '../../../factories/addressFactory';
import { userFactory } from '../../../factories/userFactory';
import { actAs } from '../../../support/actAs';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedCommerce } from '../../../support/seedCommerce';
import { seedPeople } from '../../../support/seedPeople';
import { storeSettings } from '../../support/storeSettings';

const setup = () => {
  const container = createTestContainer();
  const home = addressFactory.build({ label: 'Home' });
  const work = addressFactory.build({ label: 'Work' });
  const typed = addressFactory.build({ label: 'Other', coordinates: null });
  const [actor] = seedPeople(container, [userFactory.build({ addresses: [home, work, typed], deliveryAddress: home })]);
  const vm = actAs(container, actor!).get(LocationViewModel);
  vm.mount();
  return { vm, container, actor: actor!, home, work, typed, users: container.get(InMemoryUserRepository) };
};

const SABZI_MANDI: Address = {
  street: 'Sabzi Mandi',
  area: 'Mandi Samiti',
  city: 'Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
  country: 'India',
  formatted: 'Sabzi Mandi, Mandi Samiti, Dhanaura, Uttar Pradesh 244231, India',
  coordinates: { lat: 29.0061, lng: 78.3018 },
};

describe('LocationViewModel', () => {
  it('makes a saved address the delivery address', async () => {
    const { vm, actor, work, users } = setup();
    expect(await vm.select(work.id)).toBe(true);
    expect(vm).toMatchObject({ done: 'selected', error: null, selecting: null });
    expect(users.storedDocument(actor.uid)).toMatchObject({ deliveryAddress: { id: work.id, label: 'Work' } });
  });

  it('refuses an address without a map point whose PIN code the shop does not serve', async () => {
    const { vm, container, actor, typed, home, users } = setup();
    seedCommerce(container, { settings: storeSettings({ allowedPincodes: [] }) });
    expect(await vm.select(typed.id)).toBe(false);
    expect(vm.error).toBe('store.pincodeNotServed');
    expect(vm.errorParams).toEqual({ pincode: '244231' });
    expect(users.storedDocument(actor.uid)).toMatchObject({ deliveryAddress: { id: home.id } });
  });

  it.each([
    ['permission', 'address.saveIssue'],
    ['network', 'address.saveError'],
    ['unknown', 'address.saveFailed'],
  ] as const)('shows a %s failure as %s', async (kind, code) => {
    const { vm, work, users } = setup();
    users.failWith('update', new DataFaultError(kind));
    await vm.select(work.id);
    expect(vm.error).toBe(code);
    expect(vm.done).toBeNull();
  });

  it('adds a new address through the picker and the details form, making it the delivery address', async () => {
    const { vm, actor, users } = setup();
    vm.startAdding();
    expect(vm.step).toBe('pick');
    vm.choose(SABZI_MANDI);
    expect(vm.step).toBe('details');
    vm.details.setField('houseNo', '4');
    vm.details.setField('building', 'Mandi Gate');
    expect(await vm.save(vm.details.submit(vm.location)!)).toBe(true);
    expect(vm).toMatchObject({ step: 'list', done: 'added', saving: false });
    const stored = users.storedDocument(actor.uid)!;
    expect(stored.addresses as unknown[]).toHaveLength(4);
    expect(stored.deliveryAddress).toMatchObject({ houseNo: '4', building: 'Mandi Gate', street: 'Sabzi Mandi' });
  });

  it('keeps the form open with the message when the save fails', async () => {
    const { vm, users } = setup();
    users.failWith('appendAddress', new DataFaultError('network'));
    vm.startAdding();
    vm.choose(SABZI_MANDI);
    vm.details.setField('houseNo', '4');
    vm.details.setField('building', 'Mandi Gate');
    await vm.save(vm.details.submit(vm.location)!);
    expect(vm).toMatchObject({ step: 'details', error: 'address.saveError', done: null });
  });

  it('goes back to the picker with Change Location and to the list with Cancel', () => {
    const { vm } = setup();
    vm.startAdding();
    vm.choose(SABZI_MANDI);
    vm.changeLocation();
    expect(vm.step).toBe('pick');
    vm.cancel();
    expect(vm.step).toBe('list');
  });

  it('refuses an address outside the delivery area with its distance and the radius, and stores nothing', async () => {
    const { vm, container, actor, users } = setup();
    // The shop 6 km north of Sabzi Mandi, delivering up to 5 km.
    seedCommerce(container, { settings: storeSettings({ location: { lat: 29.06, lng: 78.3018 }, deliveryRadiusKm: 5 }) });
    const before = users.storedDocument(actor.uid);
    vm.startAdding();
    vm.choose(SABZI_MANDI);
    vm.details.setField('houseNo', '4');
    vm.details.setField('building', 'Mandi Gate');
    expect(await vm.save(vm.details.submit(vm.location)!)).toBe(false);
    expect(vm).toMatchObject({ step: 'details', error: 'store.outsideArea', errorParams: { distance: 6, radius: 5 }, done: null });
    expect(users.storedDocument(actor.uid)).toEqual(before);
  });
});
