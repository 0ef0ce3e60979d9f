import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { CompleteProfile } from '../../../src/application/profile/CompleteProfile';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { MAX_FIELD_LENGTH } from '../../../src/domain/address/cleanText';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';
import { HOSTILE_TEXTS, isBlank, isSafeText } from '../support/hostileText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: profile');

const newcomer = userFactory.build({ uid: 'new1', name: '', village: undefined, phoneNumber: undefined, profileCompleted: false });
const VALID = { name: 'Ramesh Kumar', village: 'Dhanaura', phoneNumber: '9876543210' };

describe('complete-profile fields with hostile input', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedPeople(container, [newcomer]);
  });
  const stored = () => container.get(UserRepositoryToken).get(newcomer.uid);
  const save = (fields: Partial<typeof VALID>) =>
    actAs(container, newcomer)
      .get(CompleteProfile)
      .execute({ ...VALID, ...fields });

  describe.each(['name', 'village'] as const)('%s (required)', (field) => {
    const code = field === 'name' ? 'profile.nameRequired' : 'profile.villageRequired';
    it.each(HOSTILE_TEXTS)('%s', async (kind, text) => {
      const before = await stored();
      const result = await save({ [field]: text });
      const after = await stored();

      if (isBlank(kind)) {
        recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(before));
        expect(result).toEqual({ ok: false, error: { code } });
        expect(after).toEqual(before);
      } else {
        recorder.hostile(!isSafeText(after?.[field], MAX_FIELD_LENGTH));
        expect(result.ok).toBe(true);
        expect(isSafeText(after?.[field], MAX_FIELD_LENGTH)).toBe(true);
        // Kept as the text that was typed (trimmed and cut), never rewritten into something else.
        expect(text.trim().startsWith(after![field]!)).toBe(true);
      }
    });
  });

  const WRONG_PHONES: [string, string][] = [
    ['too short', '98765'],
    ['nine digits', '987654321'],
    ['eleven digits', '98765432101'],
    ['twelve digits without 91', '987654321012'],
    ['not a mobile (starts with 1)', '1234567890'],
    ['letters', 'abcdefghij'],
    ['digits and letters', '98765abcde'],
    ['a sum', '9876543210+1'],
    ...HOSTILE_TEXTS.filter(([kind]) => !isBlank(kind)),
  ];
  it.each(WRONG_PHONES)('phone: %s is refused and nothing is stored', async (_label, phone) => {
    const before = await stored();
    const result = await save({ phoneNumber: phone });
    const after = await stored();
    recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(before));
    expect(result).toEqual({ ok: false, error: { code: 'profile.invalidPhone' } });
    expect(after).toEqual(before);
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    [' \t ', ''],
  ])('phone: %j is stored as %j', async (phone, expected) => {
    const result = await save({ phoneNumber: phone });
    const after = await stored();
    recorder.hostile(after?.phoneNumber !== expected);
    expect(result.ok).toBe(true);
    expect(after?.phoneNumber).toBe(expected);
  });
});
