import { describe, expect, it } from 'vitest';
import { ChangeUserType } from '../../../src/application/admin/ChangeUserType';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { MemoryDatabase } from '../../../src/infrastructure/memory/MemoryDatabase';
import { userFactory } from '../../factories/userFactory';
import { actAs, anotherDevice } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedPeople } from '../../support/seedPeople';

const setup = () => {
  const container = createTestContainer();
  const [admin, customer, delivery] = seedPeople(container, [
    userFactory.build({ userType: 'admin' }),
    userFactory.build({ userType: 'customer' }),
    userFactory.build({ userType: 'delivery' }),
  ]);
  container.get(ManualClock).advance(5000);
  return {
    container,
    admin: admin!,
    customer: customer!,
    delivery: delivery!,
    users: container.get(InMemoryUserRepository),
    now: container.get(ManualClock).now(),
    /** ChangeUserType with `actor` signed in. */
    changeAs: (actor: UserProfile) => actAs(container, actor).get(ChangeUserType),
  };
};

describe('ChangeUserType', () => {
  it.each(['delivery', 'admin', 'customer'])('lets an admin make a customer %s, recording when and by whom', async (userType) => {
    const { admin, customer, users, now, changeAs } = setup();
    const result = await changeAs(admin).execute({ targetUid: customer.uid, userType });
    expect(result.ok && result.value).toMatchObject({ uid: customer.uid, userType, updatedAt: now, updatedBy: admin.uid });
    expect(users.storedDocument(customer.uid)).toMatchObject({ userType, updatedAt: now, updatedBy: admin.uid });
  });

  it.each([
    ['a customer', 'customer'],
    ['a delivery person', 'delivery'],
  ] as const)('refuses %s with roles.onlyAdmins and changes nothing', async (_, who) => {
    const s = setup();
    const actor = who === 'customer' ? s.customer : s.delivery;
    const before = s.users.storedDocument(s.admin.uid);
    expect(await s.changeAs(actor).execute({ targetUid: s.admin.uid, userType: 'customer' })).toEqual({
      ok: false,
      error: { code: 'roles.onlyAdmins' },
    });
    expect(s.users.storedDocument(s.admin.uid)).toEqual(before);
  });

  it('refuses a customer promoting themselves', async () => {
    const { customer, users, changeAs } = setup();
    expect(await changeAs(customer).execute({ targetUid: customer.uid, userType: 'admin' })).toMatchObject({
      error: { code: 'roles.onlyAdmins' },
    });
    expect(users.storedDocument(customer.uid)).toMatchObject({ userType: 'customer' });
  });

  it('refuses an invalid type and changes nothing', async () => {
    const { admin, customer, users, changeAs } = setup();
    const before = users.storedDocument(customer.uid);
    expect(await changeAs(admin).execute({ targetUid: customer.uid, userType: 'superuser' })).toEqual({
      ok: false,
      error: { code: 'roles.invalidType' },
    });
    expect(users.storedDocument(customer.uid)).toEqual(before);
  });

  it('treats an actor whose role cannot be read as not an admin', async () => {
    const { admin, customer, users, changeAs } = setup();
    users.failWith('get', new DataFaultError('network'));
    expect(await changeAs(admin).execute({ targetUid: customer.uid, userType: 'delivery' })).toMatchObject({
      error: { code: 'roles.onlyAdmins' },
    });
    users.failWith('get', null);
    expect(users.storedDocument(customer.uid)).toMatchObject({ userType: 'customer' });
  });

  it('clears the legacy isAdmin flag when demoting a legacy admin, so the demotion holds', async () => {
    const { admin, users, changeAs } = setup();
    users.seedDocument('legacy', { email: 'legacy@example.in', isAdmin: true, addresses: [] });
    const result = await changeAs(admin).execute({ targetUid: 'legacy', userType: 'customer' });
    expect(result.ok && result.value).toMatchObject({ userType: 'customer' });
    expect(result.ok && result.value).not.toHaveProperty('isAdmin');
    const stored = users.storedDocument('legacy');
    expect(stored).toMatchObject({ userType: 'customer', updatedBy: admin.uid });
    expect(stored).not.toHaveProperty('isAdmin');
  });

  it('answers common.unknown for a target that does not exist', async () => {
    const { admin, changeAs } = setup();
    expect(await changeAs(admin).execute({ targetUid: 'ghost', userType: 'delivery' })).toEqual({
      ok: false,
      error: { code: 'common.unknown' },
    });
  });

  it.each([
    ['permission', 'common.permission'],
    ['network', 'common.network'],
  ] as const)('answers a %s failure of the write with %s', async (kind, code) => {
    const { admin, customer, users, changeAs } = setup();
    users.failWith('update', new DataFaultError(kind));
    expect(await changeAs(admin).execute({ targetUid: customer.uid, userType: 'delivery' })).toEqual({ ok: false, error: { code } });
    expect(users.storedDocument(customer.uid)).toMatchObject({ userType: 'customer' });
  });

  it('an admin may change their own role, but the store never loses its last admin', async () => {
    const { container, admin, customer, users, changeAs } = setup();
    expect(await changeAs(admin).execute({ targetUid: admin.uid, userType: 'customer' })).toEqual({
      ok: false,
      error: { code: 'roles.lastAdmin' },
    });
    expect(users.storedDocument(admin.uid)).toMatchObject({ userType: 'admin' });
    // With a second admin, either may step down.
    expect((await changeAs(admin).execute({ targetUid: customer.uid, userType: 'admin' })).ok).toBe(true);
    expect(await changeAs(admin).execute({ targetUid: admin.uid, userType: 'delivery' })).toMatchObject({
      ok: true,
      value: { uid: admin.uid, userType: 'delivery' },
    });
    const promoted = (await users.get(customer.uid))!;
    expect(await actAs(container, promoted).get(ChangeUserType).execute({ targetUid: promoted.uid, userType: 'customer' })).toEqual({
      ok: false,
      error: { code: 'roles.lastAdmin' },
    });
  });

  it('two admins demoting each other at once: exactly one succeeds, the other gets roles.lastAdmin, one admin remains', async () => {
    const { container, admin, users } = setup();
    const [second] = seedPeople(container, [userFactory.build({ userType: 'admin' })]);
    const first = anotherDevice(container, admin).get(ChangeUserType);
    const other = anotherDevice(container, second!).get(ChangeUserType);
    const answers = await Promise.all([
      first.execute({ targetUid: second!.uid, userType: 'customer' }),
      other.execute({ targetUid: admin.uid, userType: 'customer' }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, error: { code: 'roles.lastAdmin' } }]);
    const roles = [admin.uid, second!.uid].map((uid) => users.storedDocument(uid)?.userType);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });

  it('counts a legacy admin (isAdmin flag, no userType) as an admin, so the other admin may step down', async () => {
    const { admin, users, changeAs } = setup();
    users.seedDocument('legacy', { email: 'legacy@example.in', isAdmin: true, addresses: [] });
    expect(await changeAs(admin).execute({ targetUid: admin.uid, userType: 'customer' })).toMatchObject({
      ok: true,
      value: { userType: 'customer' },
    });
    expect(users.storedDocument('legacy')).toMatchObject({ isAdmin: true });
  });

  it.each([
    ['permission', 'common.permission'],
    ['network', 'common.network'],
  ] as const)('answers a %s failure of the unit of work with %s, and changes nothing', async (kind, code) => {
    const { container, admin, customer, users, changeAs } = setup();
    container.get(MemoryDatabase).failNext('unitOfWork.run', new DataFaultError(kind));
    expect(await changeAs(admin).execute({ targetUid: customer.uid, userType: 'delivery' })).toEqual({ ok: false, error: { code } });
    expect(users.storedDocument(customer.uid)).toMatchObject({ userType: 'customer' });
  });
});
