import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { SaveStoreSettings } from '../../../src/application/store/SaveStoreSettings';
import { MAX_FIELD_LENGTH } from '../../../src/domain/address/cleanText';
import { storeSettings } from '../../ui/support/storeSettings';
import type { StoreSettings } from '../../../src/domain/store/StoreSettings';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { HOSTILE_TEXTS, isBlank, isSafeText } from '../support/hostileText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: store settings');

const owner = userFactory.build({ uid: 'admin1', userType: 'admin' });
const VALID = storeSettings();

describe('store settings with hostile input', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedPeople(container, [owner]);
    // The store as its owner set it up, so 'nothing stored' means these settings are still there.
    seedCommerce(container, { settings: VALID });
  });
  const stored = () => container.get(StoreSettingsRepositoryToken).get();
  const save = (patch: Partial<StoreSettings>) =>
    actAs(container, owner)
      .get(SaveStoreSettings)
      .execute({ settings: { ...VALID, ...patch } });

  it.each(HOSTILE_TEXTS)('store name: %s', async (kind, text) => {
    const result = await save({ name: text });
    const after = await stored();
    if (isBlank(kind)) {
      recorder.hostile(result.ok || after.name !== VALID.name);
      expect(result).toMatchObject({ ok: false, fieldErrors: { name: 'settings.nameRequired' } });
      expect(after).toEqual(VALID);
    } else {
      recorder.hostile(!isSafeText(after.name, MAX_FIELD_LENGTH));
      expect(result.ok).toBe(true);
      expect(isSafeText(after.name, MAX_FIELD_LENGTH)).toBe(true);
      expect(text.trim().startsWith(after.name)).toBe(true);
    }
  });

  it.each(HOSTILE_TEXTS.filter(([kind]) => !isBlank(kind)))('closing message: %s is kept as capped text', async (_kind, text) => {
    const result = await save({ closure: { date: '2026-11-25', message: text } });
    const after = await stored();
    recorder.hostile(!result.ok || !isSafeText(after.closure?.message, 200));
    expect(isSafeText(after.closure?.message, 200)).toBe(true);
  });

  const BAD_NUMBERS: [string, Partial<StoreSettings>][] = [
    ['a negative fee', { deliveryFee: -1 }],
    ['a NaN fee', { deliveryFee: Number.NaN }],
    ['an infinite minimum', { minimumOrder: Number.POSITIVE_INFINITY }],
    ['a fee in fractions of a paisa', { deliveryFee: 0.5 }],
    ['a fee typed as text', { deliveryFee: '20' as unknown as number }],
    ['a negative radius', { deliveryRadiusKm: -5 }],
    ['a radius of 10,000 km', { deliveryRadiusKm: 10_000 }],
    ['an open-order cap of 0', { maxOpenOrders: 0 }],
    ['an open-order cap of -1', { maxOpenOrders: -1 }],
    ['an open-order cap of 1.5', { maxOpenOrders: 1.5 }],
    ['a PIN code of 5 digits', { allowedPincodes: ['24423'] }],
    ['a PIN code of 7 digits', { allowedPincodes: ['2442311'] }],
    ['a PIN code with letters', { allowedPincodes: ['2442A1'] }],
    ['a phone of 5 digits', { phone: '98370' }],
    ['a phone with a script', { phone: '<script>1</script>' }],
    ['a time of 25:00', { hours: [{ opens: '25:00', closes: '21:00' }, null, null, null, null, null, null] }],
    ['a location outside the earth', { location: { lat: 200, lng: 78 } }],
  ];
  it.each(BAD_NUMBERS)('%s is refused and nothing is stored', async (_label, patch) => {
    const result = await save(patch);
    const after = await stored();
    recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(VALID));
    expect(result).toMatchObject({ ok: false, error: { code: 'settings.invalid' } });
    expect(after).toEqual(VALID);
  });
});
