import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { SaveAddress } from '../../../src/application/profile/SaveAddress';
import type { Address, AddressDetails } from '../../../src/domain/address/Address';
import { MAX_FIELD_LENGTH } from '../../../src/domain/address/cleanText';
import { MAX_INSTRUCTIONS_LENGTH, validateAddressDetails } from '../../../src/domain/address/validateAddressDetails';
import { validateManualAddress, type ManualAddressInput } from '../../../src/domain/address/validateManualAddress';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';
import { HOSTILE_TEXTS, isBlank, isSafeText } from '../support/hostileText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: addresses');

const AT = '2025-01-15T04:30:00.000Z';
const person = userFactory.build({ uid: 'addr1', addresses: [], deliveryAddress: null, addressCompleted: false });

/** A manual address the in-memory geocoder can place (its PIN code is a known one). */
const MANUAL: Required<Omit<ManualAddressInput, 'country'>> = {
  street: 'Gali 3',
  area: 'Purani Basti',
  city: 'Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
};
const PICKED: Address = {
  street: 'Main Bazaar',
  area: 'Old Town',
  city: 'Dhanaura',
  state: 'Uttar Pradesh',
  pincode: '244231',
  country: 'India',
  formatted: 'Main Bazaar, Old Town, Dhanaura, Uttar Pradesh 244231, India',
  coordinates: { lat: 29.010975, lng: 78.297462 },
};
const DETAILS = { houseNo: '12', building: 'Shiv Niwas', landmark: 'Near the water tank', instructions: 'Ring twice' };

describe('address forms with hostile input', () => {
  let container: Container;
  let actor: UserProfile;
  beforeEach(() => {
    container = createTestContainer();
    [actor] = seedPeople(container, [person]) as [UserProfile];
  });
  const stored = () => container.get(UserRepositoryToken).get(person.uid);

  /** What the screens do: the form's validator first, then SaveAddress with its value. */
  const submit = async (location: Address, details: Record<string, string>) => {
    const form = validateAddressDetails({ location, ...DETAILS, ...details }, AT);
    if (!form.ok) return { ok: false as const, codes: Object.values(form.errors) };
    const saved = await actAs(container, actor).get(SaveAddress).execute({ details: form.value });
    return saved.ok ? { ok: true as const } : { ok: false as const, codes: [saved.error.code] };
  };

  describe.each(Object.keys(MANUAL) as (keyof typeof MANUAL)[])("'Enter Address Manually': %s", (field) => {
    it.each(HOSTILE_TEXTS)('%s', async (kind, text) => {
      const before = await stored();
      const manual = validateManualAddress({ ...MANUAL, [field]: text });
      const result = manual.ok ? await submit(manual.value, {}) : { ok: false as const, codes: Object.values(manual.errors) };
      const after = await stored();
      const value = after?.deliveryAddress?.[field];

      // A PIN code is 6 digits: every hostile text is refused there, blank or not.
      if (isBlank(kind) || field === 'pincode') {
        recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(before));
        expect(result.ok).toBe(false);
        expect(result.ok ? [] : result.codes).toEqual([
          field === 'pincode' ? (isBlank(kind) ? 'address.pincodeRequired' : 'address.pincodeInvalid') : `address.${field}Required`,
        ]);
        expect(after).toEqual(before);
      } else {
        recorder.hostile(!result.ok || !isSafeText(value, MAX_FIELD_LENGTH));
        expect(result).toEqual({ ok: true });
        expect(isSafeText(value, MAX_FIELD_LENGTH)).toBe(true);
      }
    });
  });

  it.each([
    ['five digits', '24423'],
    ['seven digits', '2442311'],
    ['letters', '24423a'],
    ['spaces inside', '244 231'],
    ['a sign', '-244231'],
    ['a decimal', '24423.1'],
    ['Devanagari digits', '२४४२३१'],
    ['full-width digits', '２４４２３１'],
  ])('PIN code with %s is refused with its message and nothing is stored', async (_label, pincode) => {
    const before = await stored();
    const manual = validateManualAddress({ ...MANUAL, pincode });
    recorder.hostile(manual.ok);
    expect(manual).toEqual({ ok: false, errors: { pincode: 'address.pincodeInvalid' } });
    expect(await stored()).toEqual(before);
  });

  it('PIN code typed with spaces around it is kept as its 6 digits', async () => {
    const manual = validateManualAddress({ ...MANUAL, pincode: '  244231 ' });
    recorder.hostile(!manual.ok || manual.value.pincode !== '244231');
    expect(manual.ok && manual.value.pincode).toBe('244231');
  });

  const DETAIL_FIELDS: [field: keyof typeof DETAILS, required: boolean, limit: number][] = [
    ['houseNo', true, MAX_FIELD_LENGTH],
    ['building', true, MAX_FIELD_LENGTH],
    ['landmark', false, MAX_FIELD_LENGTH],
    ['instructions', false, MAX_INSTRUCTIONS_LENGTH],
  ];
  describe.each(DETAIL_FIELDS)("'Add Address Details': %s", (field, required, limit) => {
    it.each(HOSTILE_TEXTS)('%s, through the form', async (kind, text) => {
      const before = await stored();
      const result = await submit(PICKED, { [field]: text });
      const after = await stored();
      if (required && isBlank(kind)) {
        recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(before));
        expect(result).toEqual({ ok: false, codes: [field === 'houseNo' ? 'address.houseNoRequired' : 'address.buildingRequired'] });
        expect(after).toEqual(before);
      } else {
        const value = after?.deliveryAddress?.[field];
        recorder.hostile(!result.ok || !isSafeText(value, limit) || after?.addresses.length !== 1);
        expect(result).toEqual({ ok: true });
        expect(isSafeText(value, limit)).toBe(true);
        expect(after?.addresses).toHaveLength(1);
      }
    });

    // The UI is not the only guard: SaveAddress called with an unchecked form checks it again.
    it.each(HOSTILE_TEXTS)('%s, straight into SaveAddress', async (kind, text) => {
      const before = await stored();
      const raw: AddressDetails = { ...PICKED, ...DETAILS, label: 'Home', fullAddress: 'x', createdAt: AT, [field]: text };
      const result = await actAs(container, actor).get(SaveAddress).execute({ details: raw });
      const after = await stored();
      if (required && isBlank(kind)) {
        recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(before));
        expect(result).toEqual({
          ok: false,
          error: { code: field === 'houseNo' ? 'address.houseNoRequired' : 'address.buildingRequired' },
        });
        expect(after).toEqual(before);
      } else {
        const value = after?.deliveryAddress?.[field];
        recorder.hostile(!result.ok || !isSafeText(value, limit));
        expect(result.ok).toBe(true);
        expect(isSafeText(value, limit)).toBe(true);
      }
    });
  });

  it.each(HOSTILE_TEXTS)('address type %s falls back to Home', async (_kind, text) => {
    const result = await submit(PICKED, { label: text });
    const after = await stored();
    recorder.hostile(after?.deliveryAddress?.label !== 'Home');
    expect(result).toEqual({ ok: true });
    expect(after?.deliveryAddress?.label).toBe('Home');
  });
});
