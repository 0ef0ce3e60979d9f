import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { CompleteProfileViewModel } from '../../../../src/ui/screens/completeProfile/CompleteProfileViewModel';
import { userFactory } from '../../../factories/userFactory';
import { actAs } from '../../../support/actAs';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedPeople } from '../../../support/seedPeople';

const setup = () => {
  const container = createTestContainer();
  const profile = userFactory.build({ name: '', village: '', phoneNumber: undefined, profileCompleted: false });
  const [actor] = seedPeople(container, [profile]);
  const vm = actAs(container, actor!).get(CompleteProfileViewModel);
  vm.mount();
  return { vm, container, actor: actor!, profile, users: container.get(InMemoryUserRepository) };
};

describe('CompleteProfileViewModel', () => {
  it('asks for name and village, and a valid mobile when one is given, without saving', async () => {
    const { vm, actor, users, profile } = setup();
    vm.setField('phoneNumber', '12345');
    expect(await vm.save()).toBe(false);
    expect(vm.errors).toEqual({
      name: 'profile.nameRequired',
      village: 'profile.villageRequired',
      phoneNumber: 'profile.invalidPhone',
    });
    expect(users.storedDocument(actor.uid)).toMatchObject({ profileCompleted: false, name: profile.name });
  });

  it('clears a field error when the field is edited', async () => {
    const { vm } = setup();
    await vm.save();
    vm.setField('name', 'Asha');
    expect(vm.errors).toEqual({ village: 'profile.villageRequired' });
  });

  it('saves the trimmed name and village and the phone as 10 digits, and marks the profile complete', async () => {
    const { vm, actor, users } = setup();
    vm.setField('name', '  Asha Devi ');
    vm.setField('village', 'Sherpur ');
    vm.setField('phoneNumber', '+91 98765-43210');
    expect(await vm.save()).toBe(true);
    expect(vm.saved).toBe(true);
    expect(vm).toMatchObject({ name: 'Asha Devi', village: 'Sherpur', phoneNumber: '9876543210', saving: false });
    expect(users.storedDocument(actor.uid)).toMatchObject({
      name: 'Asha Devi',
      village: 'Sherpur',
      phoneNumber: '9876543210',
      profileCompleted: true,
    });
  });

  it('accepts a blank phone', async () => {
    const { vm } = setup();
    vm.setField('name', 'Asha');
    vm.setField('village', 'Sherpur');
    expect(await vm.save()).toBe(true);
  });

  it.each([
    ['network', 'common.network'],
    ['permission', 'profile.saveFailed'],
  ] as const)('shows %s failures as %s', async (kind, code) => {
    const { vm, users } = setup();
    users.failWith('update', new DataFaultError(kind));
    vm.setField('name', 'Asha');
    vm.setField('village', 'Sherpur');
    expect(await vm.save()).toBe(false);
    expect(vm.saveError).toBe(code);
    expect(vm.saved).toBe(false);
    expect(vm.saving).toBe(false);
  });

  it('fills the form from the profile once, keeping what was typed when the profile updates', () => {
    const { vm, container } = setup();
    const stored = userFactory.build({ uid: 'u1', name: 'Ramesh', village: 'Nangla', phoneNumber: '9123456780' });
    actAs(container, stored);
    expect(vm).toMatchObject({ name: 'Ramesh', village: 'Nangla', phoneNumber: '9123456780' });
    vm.setField('name', 'Ramesh Kumar');
    actAs(container, { ...stored, updatedAt: stored.updatedAt + 1 });
    expect(vm.name).toBe('Ramesh Kumar');
  });
});
