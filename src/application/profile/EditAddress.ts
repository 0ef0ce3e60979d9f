import { inject, injectable } from 'inversify';
import type { AddressDetails, SavedAddress } from '../../domain/address/Address';
import { toSavedAddress } from '../../domain/address/toSavedAddress';
import { err, ok, type Result } from '../../domain/shared/Result';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { GeocoderToken, type Geocoder } from '../ports/Geocoder';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { faultCode } from '../shared/faultCode';
import { addressSaveFaults, type AddressSaveErrorCode } from './addressSaveFaults';
import { placeAddress, type PlaceAddressErrorCode } from './placeAddress';

export type EditAddressErrorCode = AddressSaveErrorCode | PlaceAddressErrorCode | 'address.notFound';

export interface EditAddressInput {
  /** The id of the entry in the user's addresses list that is being edited. */
  addressId: string;
  /** The details form's result, prefilled from the entry. */
  details: AddressDetails;
}

/**
 * Saves changes to one saved address, keeping its id and first save time: the same checks as a new
 * address (placeAddress), then the entry, and the delivery address when it is that entry, are
 * replaced in one write. An address deleted meanwhile (another phone) is 'address.notFound'.
 */
@injectable()
export class EditAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(GeocoderToken) private readonly geocoder: Geocoder,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(StoreSettingsRepositoryToken) private readonly storeSettings: StoreSettingsRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ addressId, details }: EditAddressInput): Promise<Result<SavedAddress, EditAddressErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('address.saveFailed');
    try {
      const entry = (await this.users.get(actor.uid))?.addresses.find((a) => a.id !== '' && a.id === addressId);
      if (!entry) return err('address.notFound');
      const placed = await placeAddress(details, this.geocoder, this.storeSettings);
      if (!placed.ok) return placed;
      const address: SavedAddress = { ...toSavedAddress(placed.value, entry.id), createdAt: entry.createdAt };
      const replaced = await this.users.replaceAddress(actor.uid, address, this.clock.now());
      return replaced ? ok(address) : err('address.notFound');
    } catch (e) {
      return err(faultCode(e, addressSaveFaults));
    }
  }
}
