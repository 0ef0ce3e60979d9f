import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DemoDataToken, type DemoData } from '../../../application/ports/DemoData';
import type { ViewModel } from '../../app/useViewModel';

/** Settings beyond the profile: 'Reset demo data' in local mode, behind a confirmation. */
@injectable('Transient')
export class SettingsViewModel implements ViewModel {
  readonly demoAvailable: boolean;
  confirmOpen = false;
  resetting = false;
  resetError: 'common.unknown' | null = null;
  private disposed = false;

  constructor(
    // Unbound in the memory container: no demo data there.
    @inject(DemoDataToken) @optional() private readonly demo: DemoData | undefined,
  ) {
    this.demoAvailable = demo?.available ?? false;
    makeAutoObservable<this, 'demo'>(this, { demo: false, demoAvailable: false }, { autoBind: true });
  }

  mount(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
  }

  openConfirm(): void {
    this.confirmOpen = true;
    this.resetError = null;
  }

  closeConfirm(): void {
    if (!this.resetting) this.confirmOpen = false;
  }

  /** Wipes this browser's shop and writes the demo data again; everyone is signed out. */
  async resetDemo(): Promise<boolean> {
    if (!this.demo?.available || this.resetting) return false;
    this.resetting = true;
    this.resetError = null;
    let ok = true;
    try {
      await this.demo.reset();
    } catch (error) {
      console.error('Demo data reset failed', error);
      ok = false;
    }
    if (this.disposed) return ok;
    runInAction(() => {
      this.resetting = false;
      if (ok) this.confirmOpen = false;
      else this.resetError = 'common.unknown';
    });
    return ok;
  }
}
