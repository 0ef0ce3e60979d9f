import { describe, expect, it, vi } from 'vitest';
import { DemoDataToken, type DemoData } from '../../../../src/application/ports/DemoData';
import { SettingsViewModel } from '../../../../src/ui/screens/settings/SettingsViewModel';
import { createTestContainer } from '../../../support/createTestContainer';

/** Demo data at the edge: a store that a reset puts back to its seed. */
class FakeDemoData implements DemoData {
  readonly available = true;
  records = ['seed', 'made-by-user'];
  failure: Error | null = null;

  async reset(): Promise<void> {
    if (this.failure) throw this.failure;
    this.records = ['seed'];
  }
}

const setup = (demo?: DemoData) => {
  const container = createTestContainer();
  if (demo) container.bind(DemoDataToken).toConstantValue(demo);
  const vm = container.get(SettingsViewModel);
  vm.mount();
  return vm;
};

describe('SettingsViewModel', () => {
  it('offers no reset without demo data (memory, Firebase)', async () => {
    const vm = setup();
    expect(vm.demoAvailable).toBe(false);
    expect(await vm.resetDemo()).toBe(false);
    expect(setup({ available: false, reset: async () => undefined }).demoAvailable).toBe(false);
  });

  it('resets the demo data after the confirmation and closes it', async () => {
    const demo = new FakeDemoData();
    const vm = setup(demo);
    expect(vm.demoAvailable).toBe(true);
    vm.openConfirm();
    expect(vm.confirmOpen).toBe(true);
    const resetting = vm.resetDemo();
    expect(vm.resetting).toBe(true);
    expect(await resetting).toBe(true);
    expect(demo.records).toEqual(['seed']);
    expect(vm).toMatchObject({ confirmOpen: false, resetting: false, resetError: null });
  });

  it('keeps the dialog open with a message when the reset fails', async () => {
    const demo = new FakeDemoData();
    demo.failure = new Error('quota');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const vm = setup(demo);
    vm.openConfirm();
    expect(await vm.resetDemo()).toBe(false);
    expect(vm).toMatchObject({ confirmOpen: true, resetting: false, resetError: 'common.unknown' });
    vm.closeConfirm();
    expect(vm.confirmOpen).toBe(false);
  });
});
