import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { SaveAddress, type SaveAddressErrorCode } from '../../../application/profile/SaveAddress';
import { SelectDeliveryAddress } from '../../../application/profile/SelectDeliveryAddress';
import type { Actor } from '../../../application/session/Actor';
import type { Address, AddressDetails } from '../../../domain/address/Address';
import type { ErrorParams } from '../../../domain/shared/Result';
import type { ViewModel } from '../../app/useViewModel';
import { AddressDetailsFormModel } from '../../components/address/AddressDetailsFormModel';

export type LocationStep = 'list' | 'pick' | 'details';

/** Saving a new address can fail every way choosing a saved one can, and more. */
export type LocationErrorCode = SaveAddressErrorCode;

/** What just happened, for the confirmation under the heading. */
export type LocationDone = 'selected' | 'added';

/**
 * /location: the saved addresses, one chosen as the delivery address (SelectDeliveryAddress), and
 * a new one added through the picker and the details form (SaveAddress, which also makes it the
 * delivery address). The list itself is the session's profile, which follows the store live.
 */
@injectable('Transient')
export class LocationViewModel implements ViewModel {
  step: LocationStep = 'list';
  location: Address | null = null;
  /** The id being made the delivery address. */
  selecting: string | null = null;
  saving = false;
  error: LocationErrorCode | null = null;
  /** What the error's message needs, e.g. the distance and radius of 'store.outsideArea'. */
  errorParams: ErrorParams | undefined = undefined;
  done: LocationDone | null = null;
  readonly details: AddressDetailsFormModel;
  private disposed = false;

  constructor(
    @inject(SelectDeliveryAddress) private readonly selectDeliveryAddress: SelectDeliveryAddress,
    @inject(SaveAddress) private readonly saveAddress: SaveAddress,
    @inject(ClockToken) clock: Clock,
  ) {
    this.details = new AddressDetailsFormModel(() => clock.now());
    makeAutoObservable<this, 'selectDeliveryAddress' | 'saveAddress'>(
      this,
      { selectDeliveryAddress: false, saveAddress: false, details: false },
      { autoBind: true },
    );
  }

  mount(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
  }

  async select(actor: Actor, addressId: string): Promise<boolean> {
    if (this.selecting || this.saving) return false;
    this.selecting = addressId;
    this.error = null;
    this.done = null;
    const result = await this.selectDeliveryAddress.execute({ actor, addressId });
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.selecting = null;
      if (result.ok) this.done = 'selected';
      else {
        this.error = result.error.code;
        this.errorParams = result.error.params;
      }
    });
    return result.ok;
  }

  startAdding(): void {
    this.step = 'pick';
    this.error = null;
    this.done = null;
    this.location = null;
    this.details.prefill(null);
  }

  choose(address: Address): void {
    this.location = address;
    this.step = 'details';
  }

  changeLocation(): void {
    if (!this.saving) this.step = 'pick';
  }

  cancel(): void {
    if (this.saving) return;
    this.step = 'list';
    this.error = null;
  }

  async save(actor: Actor, details: AddressDetails): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.error = null;
    const result = await this.saveAddress.execute({ actor, details });
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.error = result.error.code;
        this.errorParams = result.error.params;
        return;
      }
      this.step = 'list';
      this.done = 'added';
    });
    return result.ok;
  }
}
