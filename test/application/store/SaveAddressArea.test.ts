import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { SaveAddress } from '../../../src/application/profile/SaveAddress';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import type { AddressDetails } from '../../../src/domain/address/Address';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const customer = userFactory.build({ uid: 'cust1', addresses: [], deliveryAddress: undefined, addressCompleted: false } as never);

const details = (lat: number, lng: number): AddressDetails =>
  ({
    label: 'Home',
    houseNo: '12',
    building: 'Ram Niwas',
    landmark: '',
    instructions: '',
    fullAddress: '12, Ram Niwas, Sherpur',
    createdAt: '2026-11-25T05:30:00.000Z',
    formatted: 'Sherpur, Uttar Pradesh 244231',
    area: 'Sherpur',
    city: 'Sherpur',
    state: 'Uttar Pradesh',
    pincode: '244231',
    country: 'India',
    coordinates: { lat, lng },
  }) as AddressDetails;

describe('SaveAddress and the delivery area', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedPeople(container, [customer]);
  });
  const save = (d: AddressDetails) => actAs(container, customer).get(SaveAddress).execute({ details: d });

  it('refuses an address outside the radius with its distance, and stores nothing', async () => {
    const result = await save(details(29.010975 + 15 / 111.195, 78.297462));
    expect(result).toEqual({ ok: false, error: { code: 'store.outsideArea', params: { distance: 15, radius: 10 } } });
    const profile = await container.get(UserRepositoryToken).get('cust1');
    expect(profile?.addresses ?? []).toEqual([]);
    expect(profile?.addressCompleted).not.toBe(true);
  });

  it('follows the radius the owner sets', async () => {
    await container.get(StoreSettingsRepositoryToken).save({ ...defaultStoreSettings(), deliveryRadiusKm: 20 });
    expect((await save(details(29.010975 + 15 / 111.195, 78.297462))).ok).toBe(true);
  });

  it('saves an address inside the area', async () => {
    expect((await save(details(29.0281, 78.3138))).ok).toBe(true);
  });
});
