import { describe, expect, it } from 'vitest';
import { DemoDataToken } from '../../../../src/application/ports/DemoData';
import { InMemoryAuthService } from '../../../../src/infrastructure/memory/InMemoryAuthService';
import { DEMO_PASSWORD } from '../../../../src/ui/screens/login/demoAccounts';
import { LoginViewModel } from '../../../../src/ui/screens/login/LoginViewModel';
import { createTestContainer } from '../../../support/createTestContainer';

const setup = ({ demo = false } = {}) => {
  const container = createTestContainer();
  if (demo) container.bind(DemoDataToken).toConstantValue({ available: true, reset: async () => undefined });
  const auth = container.get(InMemoryAuthService);
  auth.addAccount('asha@example.in', 'secret-123', { uid: 'asha' });
  const vm = container.get(LoginViewModel);
  vm.mount();
  return { container, auth, vm };
};

describe('LoginViewModel', () => {
  it('signs in with email and password', async () => {
    const { vm, auth } = setup();
    vm.setEmail(' asha@example.in ');
    vm.setPassword('secret-123');
    expect(await vm.submit()).toBe(true);
    expect(auth.currentUser()?.uid).toBe('asha');
    expect(vm.error).toBeNull();
    expect(vm.busy).toBeNull();
  });

  it.each([
    ['asha@example.in', 'wrong-pass', 'auth.wrongPassword'],
    ['nobody@example.in', 'secret-123', 'auth.userNotFound'],
    ['not-an-email', 'secret-123', 'auth.invalidEmail'],
  ] as const)('refuses %s / %s with %s', async (email, password, code) => {
    const { vm, auth } = setup();
    vm.setEmail(email);
    vm.setPassword(password);
    expect(await vm.submit()).toBe(false);
    expect(vm.error).toBe(code);
    expect(auth.currentUser()).toBeNull();
  });

  it('creates an account in sign-up mode, refusing a weak password and a taken email', async () => {
    const { vm, auth } = setup();
    vm.setMode('signUp');
    vm.setEmail('new@example.in');
    vm.setPassword('12345');
    await vm.submit();
    expect(vm.error).toBe('auth.weakPassword');
    vm.setEmail('asha@example.in');
    vm.setPassword('123456');
    expect(vm.error).toBeNull();
    await vm.submit();
    expect(vm.error).toBe('auth.emailInUse');
    vm.setEmail('new@example.in');
    expect(await vm.submit()).toBe(true);
    expect(auth.currentUser()?.email).toBe('new@example.in');
  });

  it('clears the error when the mode, email or password changes', () => {
    const { vm } = setup();
    for (const change of [() => vm.setMode('signUp'), () => vm.setEmail('a'), () => vm.setPassword('b')]) {
      vm.error = 'auth.unknown';
      change();
      expect(vm.error).toBeNull();
    }
  });

  it('offers no Google sign-in where the backend has none', async () => {
    const { vm } = setup();
    expect(vm.supportsGoogle).toBe(false);
    expect(await vm.continueWithGoogle()).toBe(false);
    expect(vm.error).toBe('auth.unsupported');
  });

  it('offers the demo accounts only when the backend has demo data', () => {
    expect(setup().vm.demoAccounts).toEqual([]);
    expect(setup({ demo: true }).vm.demoAccounts.map((a) => a.email)).toEqual([
      'customer@demo.shop',
      'delivery@demo.shop',
      'admin@demo.shop',
    ]);
  });

  it('signs in as a demo account with one call', async () => {
    const { vm, auth } = setup({ demo: true });
    auth.addAccount('delivery@demo.shop', DEMO_PASSWORD, { uid: 'demo-delivery' });
    const delivery = vm.demoAccounts.find((a) => a.role === 'delivery')!;
    const signing = vm.signInAsDemo(delivery);
    expect(vm.busy).toBe('delivery@demo.shop');
    expect(await signing).toBe(true);
    expect(auth.currentUser()?.uid).toBe('demo-delivery');
  });

  it('ignores a second attempt while one is under way', async () => {
    const { vm } = setup();
    vm.setEmail('asha@example.in');
    vm.setPassword('secret-123');
    const first = vm.submit();
    expect(await vm.submit()).toBe(false);
    expect(await first).toBe(true);
  });
});
