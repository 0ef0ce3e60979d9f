import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_DEVICES_PER_PERSON, RegisterDevice } from '../../../src/application/alerts/RegisterDevice';
import { UnregisterDevice } from '../../../src/application/alerts/UnregisterDevice';
import { InMemoryDeviceTokenRepository } from '../../../src/infrastructure/memory/InMemoryDeviceTokenRepository';
import { userFactory } from '../../factories/userFactory';
import { actAs, anotherDevice } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { clockOf } from '../../support/seedCommerce';

const sita = userFactory.build({ uid: 'cust1' });
const ravi = userFactory.build({ uid: 'cust2' });
const suresh = userFactory.build({ uid: 'del1', userType: 'delivery' });
const token = (n: number | string) => `device-${n}:APA91b${'t'.repeat(40)}`;

let container: Container;
const stored = () => container.get(InMemoryDeviceTokenRepository).all();
const registerAs = (who = sita, t = token(1), language: 'en' | 'hi' = 'en') =>
  anotherDevice(container, who).get(RegisterDevice).execute({ token: t, language });

beforeEach(() => {
  container = createTestContainer();
});

describe('RegisterDevice', () => {
  it('keeps the device for the signed-in person, with its language and whether they are staff', async () => {
    expect(await registerAs(sita, token(1), 'hi')).toEqual({ ok: true, value: undefined });
    expect(await registerAs(suresh, token(2))).toEqual({ ok: true, value: undefined });
    expect(stored()).toEqual([
      { token: token(1), uid: 'cust1', language: 'hi', staff: false, updatedAt: clockOf(container).now() },
      { token: token(2), uid: 'del1', language: 'en', staff: true, updatedAt: clockOf(container).now() },
    ]);
  });

  it('refuses a token someone else registered, and leaves it theirs', async () => {
    await registerAs(sita, token(1));
    expect(await registerAs(ravi, token(1))).toEqual({ ok: false, error: { code: 'common.permission' } });
    expect(stored()).toEqual([expect.objectContaining({ token: token(1), uid: 'cust1' })]);
    expect(await registerAs(sita, token(1), 'hi')).toEqual({ ok: true, value: undefined });
    expect(stored()).toEqual([expect.objectContaining({ token: token(1), uid: 'cust1', language: 'hi' })]);
  });

  it(`keeps at most ${MAX_DEVICES_PER_PERSON} devices a person, dropping the one registered longest ago`, async () => {
    for (let i = 0; i < MAX_DEVICES_PER_PERSON + 2; i += 1) {
      await registerAs(sita, token(i));
      clockOf(container).advance(1000);
    }
    expect(stored().map((d) => d.token)).toEqual(Array.from({ length: MAX_DEVICES_PER_PERSON }, (_, i) => token(i + 2)));
  });

  it('refuses nobody signed in, a junk token and a language the shop does not speak; nothing is kept', async () => {
    expect(
      await actAs(container, null)
        .get(RegisterDevice)
        .execute({ token: token(1), language: 'en' }),
    ).toEqual({
      ok: false,
      error: { code: 'orders.mustBeLoggedIn' },
    });
    expect(await registerAs(sita, 'junk/../users')).toEqual({ ok: false, error: { code: 'common.unknown' } });
    expect(
      await anotherDevice(container, sita)
        .get(RegisterDevice)
        .execute({ token: token(1), language: 'fr' as 'en' }),
    ).toEqual({
      ok: false,
      error: { code: 'common.unknown' },
    });
    expect(stored()).toEqual([]);
  });

  it('says why when the store fails', async () => {
    container.get(InMemoryDeviceTokenRepository).failNext();
    expect(await registerAs()).toEqual({ ok: false, error: { code: 'common.network' } });
  });
});

describe('UnregisterDevice', () => {
  it("removes the person's own device, and leaves someone else's as it is with the same answer", async () => {
    await registerAs(sita, token(1));
    await registerAs(ravi, token(2));
    const asSita = anotherDevice(container, sita).get(UnregisterDevice);
    expect(await asSita.execute({ token: token(2) })).toEqual({ ok: true, value: undefined });
    expect(await asSita.execute({ token: token(1) })).toEqual({ ok: true, value: undefined });
    expect(stored().map((d) => d.uid)).toEqual(['cust2']);
  });
});
