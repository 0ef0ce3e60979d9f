import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { ObserveSession } from '../../../../src/application/session/ObserveSession';
import type { SessionState } from '../../../../src/application/session/SessionState';
import { InMemoryAuthService } from '../../../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { AdminUsersViewModel } from '../../../../src/ui/screens/adminUsers/AdminUsersViewModel';
import { userFactory } from '../../../factories/userFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedPeople } from '../../../support/seedPeople';
import { settle } from '../deliveryDashboard/deliveryWorld';
import { actAs } from '../../../support/actAs';

const DAY = 86_400_000;
const admin = userFactory.build({ uid: 'admin1', name: 'Anil Agarwal', userType: 'admin', createdAt: 1000 * DAY });
const ramesh = userFactory.build({
  uid: 'cust1',
  name: 'Ramesh Kumar',
  village: 'Alampur',
  phoneNumber: '9837012345',
  createdAt: 1003 * DAY,
});
const sita = userFactory.build({ uid: 'cust2', name: 'Sita Devi', village: 'Fazalpur', createdAt: 1002 * DAY });
const sunil = userFactory.build({ uid: 'del1', name: 'Sunil Yadav', userType: 'delivery', village: 'Sherpur', createdAt: 1001 * DAY });

async function world(actor = admin) {
  const container = createTestContainer();
  seedPeople(container, [admin, ramesh, sita, sunil]);
  const vm = container.get(AdminUsersViewModel);
  actAs(container, actor);
  vm.mount();
  await settle();
  return { container, vm };
}

const names = (users: { name: string }[]) => users.map((u) => u.name);
const stored = (container: ReturnType<typeof createTestContainer>, uid: string) => container.get(InMemoryUserRepository).get(uid);

describe('AdminUsersViewModel (Manage Users)', () => {
  it('lists every user newest first and searches name, village, phone and role', async () => {
    const { vm } = await world();
    expect(names(vm.visible)).toEqual(['Ramesh Kumar', 'Sita Devi', 'Sunil Yadav', 'Anil Agarwal']);
    vm.setSearch(' fazal');
    expect(names(vm.visible)).toEqual(['Sita Devi']);
    vm.setSearch('98370');
    expect(names(vm.visible)).toEqual(['Ramesh Kumar']);
    vm.setSearch('DELIVERY');
    expect(names(vm.visible)).toEqual(['Sunil Yadav']);
    vm.setSearch('');
    expect(vm.visible).toHaveLength(4);
  });

  it("changes a user's type only after confirming: 'User type updated.', recorded with who and when", async () => {
    const { container, vm } = await world();
    vm.requestChange('cust1', 'delivery');
    expect(vm.changeTarget?.uid).toBe('cust1');
    vm.dismissChange();
    expect(vm.pendingChange).toBeNull();
    expect((await stored(container, 'cust1'))?.userType).toBe('customer');

    vm.requestChange('cust1', 'delivery');
    expect(await vm.confirmChange()).toEqual({ ok: true, value: { code: 'roles.updated' } });
    expect(vm.pendingChange).toBeNull();
    expect(vm.visible.find((u) => u.uid === 'cust1')?.userType).toBe('delivery');
    expect(await stored(container, 'cust1')).toMatchObject({ userType: 'delivery', updatedBy: 'admin1' });
  });

  it('choosing the type a user already has asks nothing', async () => {
    const { vm } = await world();
    vm.requestChange('del1', 'delivery');
    expect(vm.pendingChange).toBeNull();
    expect(await vm.confirmChange()).toBeNull();
  });

  it("'Invalid user type' for anything but customer, delivery or admin", async () => {
    const { container, vm } = await world();
    vm.requestChange('cust1', 'superuser');
    expect(await vm.confirmChange()).toEqual({ ok: false, error: { code: 'roles.invalidType' } });
    expect((await stored(container, 'cust1'))?.userType).toBe('customer');
  });

  it("a non-admin gets 'Only admins can update user types', for the list and for a change", async () => {
    const { vm } = await world(sunil);
    expect(vm.loadError).toBe('roles.onlyAdmins');
    expect(vm.visible).toEqual([]);
    // An admin demoted while the page is open: the change is refused by the stored role.
    const admins = await world();
    await admins.container.get(InMemoryUserRepository).update('admin1', { userType: 'customer' });
    admins.vm.requestChange('cust1', 'admin');
    expect(await admins.vm.confirmChange()).toEqual({ ok: false, error: { code: 'roles.onlyAdmins' } });
    expect((await stored(admins.container, 'cust1'))?.userType).toBe('customer');
  });

  it('nobody signed in sees the refusal', async () => {
    const container = createTestContainer();
    const vm = container.get(AdminUsersViewModel);
    actAs(container, null);
    vm.mount();
    await settle();
    expect(vm.loadError).toBe('roles.onlyAdmins');
  });

  it('failed reads and writes say so, and change nothing', async () => {
    const container = createTestContainer();
    seedPeople(container, [admin, ramesh]);
    const users = container.get(InMemoryUserRepository);
    users.failWith('list', new DataFaultError('network'));
    const vm = container.get(AdminUsersViewModel);
    actAs(container, admin);
    vm.mount();
    await settle();
    expect(vm.loadError).toBe('common.network');
    users.failWith('list', null);
    await vm.load();
    expect(vm.loadError).toBeNull();
    users.failWith('update', new DataFaultError('permission'));
    vm.requestChange('cust1', 'delivery');
    expect(await vm.confirmChange()).toEqual({ ok: false, error: { code: 'common.permission' } });
    expect(vm.visible.find((u) => u.uid === 'cust1')?.userType).toBe('customer');
  });

  it("changing one's own type reaches the session at once", async () => {
    const { container, vm } = await world();
    // A second admin, so this one may step down (the store always keeps one).
    seedPeople(container, [userFactory.build({ uid: 'admin2', userType: 'admin' })]);
    const auth = container.get(InMemoryAuthService);
    await auth.signIn(admin.email, 'secret-123');
    const states: SessionState[] = [];
    const stop = container.get(ObserveSession).execute((s) => states.push(s));
    await settle();
    expect(states.at(-1)).toMatchObject({ status: 'signedIn', role: 'admin' });
    vm.requestChange('admin1', 'delivery');
    expect(await vm.confirmChange()).toEqual({ ok: true, value: { code: 'roles.updated' } });
    await settle();
    expect(states.at(-1)).toMatchObject({ status: 'signedIn', role: 'delivery' });
    stop();
  });
});
