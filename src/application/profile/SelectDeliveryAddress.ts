import { inject, injectable } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { err, ok, type Result } from '../../domain/shared/Result';
import { checkDeliveryArea, type DeliveryAreaCode } from '../../domain/store/deliveryArea';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { faultCode } from '../shared/faultCode';
import { addressSaveFaults, type AddressSaveErrorCode } from './addressSaveFaults';

export interface SelectDeliveryAddressInput {
  /** The id of an entry in the user's addresses list. */
  addressId: string;
}

/**
 * Makes one of the saved addresses the delivery address, if the store delivers there as SaveAddress
 * decides: within the radius, or, for an entry typed without a map point, to a PIN code on the
 * owner's list. Refused otherwise, with the reason.
 */
@injectable()
export class SelectDeliveryAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(StoreSettingsRepositoryToken) private readonly settings: StoreSettingsRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ addressId }: SelectDeliveryAddressInput): Promise<Result<SavedAddress, AddressSaveErrorCode | DeliveryAreaCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('address.saveFailed');
    try {
      const stored = await this.users.get(actor.uid);
      const chosen = stored?.addresses.find((a) => a.id === addressId);
      if (!chosen) return err('address.saveFailed');
      const area = checkDeliveryArea(await this.settings.get(), chosen);
      if (!area.ok) return area;
      const address: SavedAddress = { ...chosen, coordinates: readCoordinates(chosen) };
      await this.users.update(actor.uid, { deliveryAddress: address, addressCompleted: true, updatedAt: this.clock.now() });
      return ok(address);
    } catch (e) {
      return err(faultCode(e, addressSaveFaults));
    }
  }
}
