import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { SaveAddress, type SaveAddressErrorCode } from '../../../application/profile/SaveAddress';
import { homeTarget, type HomeTarget } from '../../../application/profile/homeTarget';
import { VerifyAddress } from '../../../application/profile/VerifyAddress';
import type { Address, AddressDetails } from '../../../domain/address/Address';
import type { ErrorParams } from '../../../domain/shared/Result';
import type { UserType } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';
import { AddressDetailsFormModel } from '../../components/address/AddressDetailsFormModel';

/** docs/SPEC.md 'Business constants and limits': the page looks at the profile 1 s after it opens. */
export const PROFILE_CHECK_DELAY_MS = 1000;
/** docs/SPEC.md 'Business constants and limits': after a save the page redirects at the latest 2 s later, verified or not. */
export const FALLBACK_REDIRECT_MS = 2000;

/**
 * /address-setup (docs/SPEC.md 'Screens and routes'): step 1 the picker (or 'Skip for Now'), step 2 the details form
 * (or 'Change Location'); a save shows the success message and redirects by role once the profile
 * is re-read (VerifyAddress waits 0.5 s before each read) or the fallback delay has passed.
 */
@injectable('Transient')
export class AddressSetupViewModel implements ViewModel {
  step: 1 | 2 = 1;
  location: Address | null = null;
  saving = false;
  saveError: SaveAddressErrorCode | null = null;
  /** What the error's message needs, e.g. the distance and radius of 'store.outsideArea'. */
  saveErrorParams: ErrorParams | undefined = undefined;
  /** The role's home once saved; the success alert names it. */
  savedTarget: HomeTarget | null = null;
  /** Where the page should go now; the screen navigates when it is set. */
  redirectTo: string | null = null;
  readonly details: AddressDetailsFormModel;
  private disposed = false;

  constructor(
    @inject(SaveAddress) private readonly saveAddress: SaveAddress,
    @inject(VerifyAddress) private readonly verifyAddress: VerifyAddress,
    @inject(ClockToken) private readonly clock: Clock,
  ) {
    this.details = new AddressDetailsFormModel(() => clock.now());
    makeObservable<this, 'go'>(this, {
      step: observable,
      location: observable,
      saving: observable,
      saveError: observable,
      saveErrorParams: observable,
      savedTarget: observable,
      redirectTo: observable,
      mount: actionBound,
      dispose: actionBound,
      checkProfile: actionBound,
      choose: actionBound,
      changeLocation: actionBound,
      skip: actionBound,
      save: actionBound,
      go: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
  }

  /**
   * One second after the page opens, a user whose profile already has a valid address goes to
   * their home (they reached this page by a stale link or before the profile had loaded).
   */
  async checkProfile(readSession: () => { role: UserType; hasValidAddress: boolean }): Promise<void> {
    await this.clock.sleep(PROFILE_CHECK_DELAY_MS);
    if (this.disposed || this.savedTarget || this.redirectTo) return;
    const { role, hasValidAddress } = readSession();
    if (hasValidAddress) this.go(homeTarget(role).path);
  }

  /** The picker reported a location: on to the details form. */
  choose(address: Address): void {
    this.location = address;
    this.saveError = null;
    this.step = 2;
  }

  /** 'Change Location' (and Cancel): back to the picker; what was typed in the form stays. */
  changeLocation(): void {
    if (this.saving) return;
    this.step = 1;
    this.saveError = null;
  }

  /**
   * Staff go to their dashboard. A customer's home needs an address (the guard would send them
   * straight back here), so skipping takes them to the store's page, which needs none.
   */
  skip(role: UserType): void {
    this.go(role === 'customer' ? '/about' : homeTarget(role).path);
  }

  async save(details: AddressDetails): Promise<void> {
    if (this.saving || this.savedTarget) return;
    this.saving = true;
    this.saveError = null;
    const result = await this.saveAddress.execute({ details });
    if (this.disposed) return;
    if (!result.ok) {
      runInAction(() => {
        this.saving = false;
        this.saveError = result.error.code;
        this.saveErrorParams = result.error.params;
      });
      return;
    }
    const target = result.value.target;
    runInAction(() => {
      this.saving = false;
      this.savedTarget = target;
    });
    // Whichever comes first: the profile read back with the address, or the fallback delay.
    await Promise.race([this.verifyAddress.execute(), this.clock.sleep(FALLBACK_REDIRECT_MS)]);
    if (!this.disposed) this.go(target.path);
  }

  private go(path: string): void {
    this.redirectTo = path;
  }
}
