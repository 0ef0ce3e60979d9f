import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { DeleteAddress, type DeleteAddressErrorCode } from '../../../application/profile/DeleteAddress';
import type { EditAddressErrorCode } from '../../../application/profile/EditAddress';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { SaveAddress, type SaveAddressErrorCode } from '../../../application/profile/SaveAddress';
import { SelectDeliveryAddress } from '../../../application/profile/SelectDeliveryAddress';
import type { Address, AddressDetails, SavedAddress } from '../../../domain/address/Address';
import type { ErrorParams } from '../../../domain/shared/Result';
import type { ViewModel } from '../../app/useViewModel';
import { AddressDetailsFormModel } from '../../components/address/AddressDetailsFormModel';

export type LocationStep = 'list' | 'pick' | 'details';

/** Saving a new address can fail every way choosing a saved one can, and more; so can editing and deleting one. */
export type LocationErrorCode = SaveAddressErrorCode | EditAddressErrorCode | DeleteAddressErrorCode;

/** What just happened, for the confirmation under the heading. */
export type LocationDone = 'selected' | 'added' | 'updated' | 'deleted';

/**
 * /location: the saved addresses, one chosen as the delivery address (SelectDeliveryAddress), a new
 * one added through the picker and the details form (SaveAddress, which also makes it the delivery
 * address), one edited in the details form prefilled from it (EditAddress, a shop command: the
 * server's in Firebase mode; 'Change Location' picks its place again), and one deleted after a
 * confirmation (DeleteAddress). The list itself is the session's profile, which follows the store live.
 */
@injectable('Transient')
export class LocationViewModel implements ViewModel {
  step: LocationStep = 'list';
  location: Address | null = null;
  /** The saved entry the details form edits; null while adding a new address. */
  editing: SavedAddress | null = null;
  /** The id being made the delivery address. */
  selecting: string | null = null;
  saving = false;
  /** The entry the delete confirmation asks about. */
  confirmingDelete: SavedAddress | null = null;
  deleting = false;
  error: LocationErrorCode | null = null;
  /** What the error's message needs, e.g. the distance and radius of 'store.outsideArea'. */
  errorParams: ErrorParams | undefined = undefined;
  done: LocationDone | null = null;
  readonly details: AddressDetailsFormModel;
  private disposed = false;

  constructor(
    @inject(SelectDeliveryAddress) private readonly selectDeliveryAddress: SelectDeliveryAddress,
    @inject(SaveAddress) private readonly saveAddress: SaveAddress,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(DeleteAddress) private readonly deleteAddress: DeleteAddress,
    @inject(ClockToken) clock: Clock,
  ) {
    this.details = new AddressDetailsFormModel(() => clock.now());
    makeObservable<this, 'clearMessages' | 'fail'>(this, {
      step: observable,
      location: observable,
      editing: observable,
      selecting: observable,
      saving: observable,
      confirmingDelete: observable,
      deleting: observable,
      error: observable,
      errorParams: observable,
      done: observable,
      busy: computed,
      mount: actionBound,
      dispose: actionBound,
      select: actionBound,
      startAdding: actionBound,
      startEditing: actionBound,
      choose: actionBound,
      changeLocation: actionBound,
      cancel: actionBound,
      save: actionBound,
      askDelete: actionBound,
      cancelDelete: actionBound,
      confirmDelete: actionBound,
      clearMessages: actionBound,
      fail: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
  }

  get busy(): boolean {
    return this.selecting !== null || this.saving || this.deleting;
  }

  async select(addressId: string): Promise<boolean> {
    if (this.busy) return false;
    this.selecting = addressId;
    this.clearMessages();
    const result = await this.selectDeliveryAddress.execute({ addressId });
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.selecting = null;
      if (result.ok) this.done = 'selected';
      else this.fail(result.error.code, result.error.params);
    });
    return result.ok;
  }

  startAdding(): void {
    this.step = 'pick';
    this.editing = null;
    this.clearMessages();
    this.location = null;
    this.details.prefill(null);
  }

  /** The details form prefilled from the entry, its place shown above; 'Change Location' can pick another. */
  startEditing(address: SavedAddress): void {
    if (this.busy) return;
    this.editing = address;
    this.clearMessages();
    // The place alone: the full line above the form would still show the house number being changed.
    const { street, area, city, state, pincode, country, formatted, coordinates } = address;
    this.location = { street, area, city, state, pincode, country, formatted, coordinates };
    // The first save time stays on the entry (EditAddress keeps it); the form stamps only new ones.
    const { createdAt: _kept, ...fields } = address;
    this.details.prefill(fields);
    this.step = 'details';
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
    this.editing = null;
    this.error = null;
  }

  async save(details: AddressDetails): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.error = null;
    const editing = this.editing;
    const result = editing
      ? await this.commands.editAddress({ addressId: editing.id, details })
      : await this.saveAddress.execute({ details });
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.fail(result.error.code, result.error.params);
        return;
      }
      this.step = 'list';
      this.editing = null;
      this.done = editing ? 'updated' : 'added';
    });
    return result.ok;
  }

  askDelete(address: SavedAddress): void {
    if (this.busy) return;
    this.clearMessages();
    this.confirmingDelete = address;
  }

  cancelDelete(): void {
    if (!this.deleting) this.confirmingDelete = null;
  }

  /** Deletes the entry the confirmation asked about; the dialog closes either way, the message says how it went. */
  async confirmDelete(): Promise<boolean> {
    const address = this.confirmingDelete;
    if (!address || this.deleting) return false;
    this.deleting = true;
    const result = await this.deleteAddress.execute({ addressId: address.id });
    if (this.disposed) return result.ok;
    runInAction(() => {
      this.deleting = false;
      this.confirmingDelete = null;
      if (result.ok) this.done = 'deleted';
      else this.fail(result.error.code);
    });
    return result.ok;
  }

  private clearMessages(): void {
    this.error = null;
    this.errorParams = undefined;
    this.done = null;
  }

  private fail(code: LocationErrorCode, params?: ErrorParams): void {
    this.error = code;
    this.errorParams = params;
  }
}
