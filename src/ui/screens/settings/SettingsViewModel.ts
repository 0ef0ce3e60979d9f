import { inject, injectable, optional } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { DemoDataToken, type DemoData } from '../../../application/ports/DemoData';
import { RefreshProfile, type RefreshProfileErrorCode } from '../../../application/session/RefreshProfile';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';

/** Settings beyond the profile editor: refreshing the profile by hand, and 'Reset demo data' in local mode behind a confirmation. */
@injectable('Transient')
export class SettingsViewModel implements ViewModel {
  readonly demoAvailable: boolean;
  confirmOpen = false;
  resetting = false;
  resetError: 'common.unknown' | null = null;
  refreshing = false;
  /** How the last 'Refresh my profile' went: 'done', or why it failed. */
  refreshOutcome: 'done' | RefreshProfileErrorCode | null = null;
  private disposed = false;

  constructor(
    @inject(RefreshProfile) private readonly refreshProfile: RefreshProfile,
    // Unbound in the memory container: no demo data there.
    @inject(DemoDataToken) @optional() private readonly demo: DemoData | undefined,
  ) {
    this.demoAvailable = demo?.available ?? false;
    makeObservable(this, {
      confirmOpen: observable,
      resetting: observable,
      resetError: observable,
      refreshing: observable,
      refreshOutcome: observable,
      mount: actionBound,
      dispose: actionBound,
      refresh: actionBound,
      openConfirm: actionBound,
      closeConfirm: actionBound,
      resetDemo: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
  }

  /**
   * docs/SPEC.md 'States and transitions''s manual refresh: reads the signed-in user's profile again and
   * hands it to `adopt` (the session).
   */
  async refresh(adopt: (profile: UserProfile) => void): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    this.refreshOutcome = null;
    const result = await this.refreshProfile.execute();
    if (this.disposed) return;
    runInAction(() => {
      this.refreshing = false;
      this.refreshOutcome = result.ok ? 'done' : result.error.code;
    });
    if (result.ok) adopt(result.value);
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
