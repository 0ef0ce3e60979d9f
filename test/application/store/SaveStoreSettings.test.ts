import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { ObserveStoreSettings } from '../../../src/application/store/ObserveStoreSettings';
import { SaveStoreSettings } from '../../../src/application/store/SaveStoreSettings';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { storeSettings } from '../../ui/support/storeSettings';

const admin = userFactory.build({ uid: 'admin1', userType: 'admin' });
const legacyAdmin = userFactory.build({ uid: 'admin2', userType: undefined, isAdmin: true } as never);
const customer = userFactory.build({ uid: 'cust1' });
const courier = userFactory.build({ uid: 'del1', userType: 'delivery' });

describe('SaveStoreSettings', () => {
  let container: Container;
  const save = (actor: UserProfile | null, settings: StoreSettings) => actAs(container, actor).get(SaveStoreSettings).execute({ settings });
  const stored = () => container.get(StoreSettingsRepositoryToken).get();
  const changed = storeSettings({ deliveryFee: 2500, minimumOrder: 9900, deliveryCodeEnabled: true });

  beforeEach(() => {
    container = createTestContainer();
    seedPeople(container, [admin, legacyAdmin, customer, courier]);
    clockOf(container).set(1_800_000_000_000);
  });

  it('lets an admin save, stamping who and when, and everyone watching sees it at once', async () => {
    const seen: StoreSettings[] = [];
    const stop = container.get(ObserveStoreSettings).execute((s) => seen.push(s));
    const result = await save(admin, changed);
    expect(result).toMatchObject({ ok: true, value: { deliveryFee: 2500, updatedBy: 'admin1', updatedAt: 1_800_000_000_000 } });
    expect(await stored()).toMatchObject({ deliveryFee: 2500, minimumOrder: 9900, deliveryCodeEnabled: true });
    expect(seen.at(0)).toEqual(defaultStoreSettings());
    expect(seen.at(-1)).toMatchObject({ deliveryFee: 2500 });
    stop();
  });

  it('accepts a legacy isAdmin profile as admin', async () => {
    expect((await save(legacyAdmin, changed)).ok).toBe(true);
  });

  it.each([
    ['a customer', customer],
    ['a delivery person', courier],
    ['someone signed out', null],
    ['an account with no stored profile, whatever the session says', userFactory.build({ uid: 'ghost', userType: 'admin' })],
  ])('refuses %s and changes nothing', async (_, actor) => {
    expect(await save(actor, changed)).toEqual({ ok: false, error: { code: 'settings.onlyAdmins' } });
    expect(await stored()).toEqual(defaultStoreSettings());
  });

  it('refuses bad fields, saying which, and changes nothing', async () => {
    const result = await save(admin, { ...changed, deliveryFee: -1, allowedPincodes: ['12'] });
    expect(result).toEqual({
      ok: false,
      error: { code: 'settings.invalid' },
      fieldErrors: { deliveryFee: 'settings.invalidAmount', allowedPincodes: 'settings.invalidPincode' },
    });
    expect(await stored()).toEqual(defaultStoreSettings());
  });
});
