import { describe, expect, it } from 'vitest';
import { StoreSettingsRepositoryToken } from '../../../../src/application/ports/StoreSettingsRepository';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { StoreSettingsViewModel } from '../../../../src/ui/screens/adminDashboard/StoreSettingsViewModel';
import { createTestContainer } from '../../../support/createTestContainer';
import { memoryOf, seedCommerce } from '../../../support/seedCommerce';
import { seedPeople } from '../../../support/seedPeople';
import { MONEY_RULES, storedSettings, storeSettings, TODAY } from '../../support/storeSettings';
import { admin, customer, settle } from '../deliveryDashboard/deliveryWorld';
import { actAs } from '../../../support/actAs';

async function world(actor = admin) {
  const container = createTestContainer();
  seedPeople(container, [admin, customer]);
  seedCommerce(container, { settings: storeSettings({ ...MONEY_RULES, deliveryFee: 2550 }) });
  const vm = container.get(StoreSettingsViewModel);
  actAs(container, actor);
  vm.mount();
  await settle();
  return { container, vm };
}

describe('StoreSettingsViewModel', () => {
  it('fills the form from the stored settings, money in rupees and PIN codes comma separated', async () => {
    const { vm } = await world();
    expect(vm.draft).toMatchObject({
      name: 'Gaon Kirana & Feed Store',
      lat: '29.010975',
      lng: '78.297462',
      deliveryRadiusKm: '10',
      allowedPincodes: '244231',
      deliveryFee: '25.50',
      freeDeliveryFrom: '300',
      minimumOrder: '100',
      maxOpenOrders: '3',
      deliveryCodeEnabled: false,
    });
    expect(vm.draft?.hours[0]).toEqual({ opens: '07:00', closes: '21:00', closed: false });
  });

  it('saves what was typed, parsed: rupees to paise, PIN list, a closed day, times, the code switch', async () => {
    const { container, vm } = await world();
    vm.setField('name', '  Sharma Kirana ');
    vm.setField('deliveryFee', '₹30');
    vm.setField('freeDeliveryFrom', '450.50');
    vm.setField('minimumOrder', '0');
    vm.setField('allowedPincodes', '244231, 244221,,244222');
    vm.setField('deliveryRadiusKm', '7.5');
    vm.setField('lat', '29.02');
    vm.setField('maxOpenOrders', '5');
    vm.setDayClosed(0, true);
    vm.setDayTime(1, 'opens', '08:30');
    vm.setDayTime(5, 'closes', '01:00');
    vm.setDeliveryCode(true);
    expect(vm.dirty).toBe(true);

    expect(await vm.save()).toBe(true);
    const stored = await storedSettings(container);
    expect(stored).toMatchObject({
      name: 'Sharma Kirana',
      deliveryFee: 3000,
      freeDeliveryFrom: 45050,
      minimumOrder: 0,
      allowedPincodes: ['244231', '244221', '244222'],
      deliveryRadiusKm: 7.5,
      location: { lat: 29.02, lng: 78.297462 },
      maxOpenOrders: 5,
      deliveryCodeEnabled: true,
      updatedBy: admin.uid,
    });
    expect(stored.hours[0]).toBeNull();
    expect(stored.hours[1]).toEqual({ opens: '08:30', closes: '21:00' });
    expect(stored.hours[5]).toEqual({ opens: '07:00', closes: '01:00' });
    expect(vm.dirty).toBe(false);
    expect(vm.draft?.deliveryFee).toBe('30');
  });

  it('refuses bad values each under its own field and stores nothing; editing a field clears its error', async () => {
    const { container, vm } = await world();
    const before = await storedSettings(container);
    vm.setField('name', ' ');
    vm.setField('phone', '12345');
    vm.setField('lng', 'east');
    vm.setField('deliveryRadiusKm', '0');
    vm.setField('allowedPincodes', '2442');
    vm.setField('deliveryFee', 'twenty');
    vm.setField('minimumOrder', '');
    vm.setField('maxOpenOrders', '2.5');
    vm.setDayTime(3, 'opens', '25:00');

    expect(await vm.save()).toBe(false);
    expect(vm.error).toBe('settings.invalid');
    expect(vm.fieldErrors).toEqual({
      name: 'settings.nameRequired',
      phone: 'settings.invalidPhone',
      location: 'settings.invalidLocation',
      deliveryRadiusKm: 'settings.invalidRadius',
      allowedPincodes: 'settings.invalidPincode',
      deliveryFee: 'settings.invalidAmount',
      minimumOrder: 'settings.invalidAmount',
      hours: 'settings.invalidHours',
      maxOpenOrders: 'settings.invalidMaxOpenOrders',
    });
    expect(vm.errorOf('lat')).toBe('settings.invalidLocation');
    expect(await storedSettings(container)).toEqual(before);

    vm.setField('lng', '78.3');
    expect(vm.errorOf('lat')).toBeNull();
    vm.setDayTime(3, 'opens', '09:00');
    expect(vm.errorOf('hours')).toBeNull();
    expect(vm.errorOf('deliveryFee')).toBe('settings.invalidAmount');
    expect(vm.error).toBeNull();
  });

  it('refuses someone who is not an admin, and stores nothing', async () => {
    const { container, vm } = await world(customer);
    const before = await storedSettings(container);
    vm.setField('deliveryFee', '0');
    expect(await vm.save()).toBe(false);
    expect(vm.error).toBe('settings.onlyAdmins');
    expect(await vm.closeForToday()).toBe(false);
    expect(vm.closureError).toBe('settings.onlyAdmins');
    expect(await storedSettings(container)).toEqual(before);
  });

  it('says when the save failed for the network', async () => {
    const { container, vm } = await world();
    memoryOf(container).failNext('settings.save', new DataFaultError('network'));
    expect(await vm.save()).toBe(false);
    expect(vm.error).toBe('common.network');
  });

  it("closes the shop for today with the message, and opens it again; the form's unsaved edits stay out", async () => {
    const { container, vm } = await world();
    vm.setField('deliveryFee', '99');
    expect(await vm.closeForToday()).toBe(false);
    expect(vm.closureError).toBe('settings.closureMessageRequired');

    vm.setClosureText('Closed for Holi. Open tomorrow.');
    expect(vm.closureError).toBeNull();
    expect(await vm.closeForToday()).toBe(true);
    let stored = await storedSettings(container);
    expect(stored.closure).toEqual({ date: TODAY, message: 'Closed for Holi. Open tomorrow.' });
    expect(stored.deliveryFee).toBe(2550);
    expect(vm.closedToday).toBe('Closed for Holi. Open tomorrow.');
    expect(vm.draft?.deliveryFee).toBe('99');

    expect(await vm.reopen()).toBe(true);
    stored = await storedSettings(container);
    expect(stored.closure).toBeNull();
    expect(vm.closedToday).toBeNull();
  });

  it('follows changes made elsewhere, but keeps what the owner is typing', async () => {
    const { container, vm } = await world();
    const repo = container.get(StoreSettingsRepositoryToken);
    await repo.save(storeSettings({ name: 'Elsewhere 1' }));
    await settle();
    expect(vm.draft?.name).toBe('Elsewhere 1');
    vm.setField('phone', '98370 00000');
    await repo.save(storeSettings({ name: 'Elsewhere 2' }));
    await settle();
    expect(vm.draft).toMatchObject({ name: 'Elsewhere 1', phone: '98370 00000' });
    expect(vm.current?.name).toBe('Elsewhere 2');
  });
});
