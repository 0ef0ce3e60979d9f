import { inject, injectable } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { err, ok, type Result } from '../../domain/shared/Result';
import { ClockToken, type Clock } from '../ports/Clock';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import type { Actor } from '../session/Actor';
import { addressSaveError, type AddressSaveErrorCode } from './addressSaveError';

export interface SelectDeliveryAddressInput {
  actor: Actor;
  /** The id of an entry in the user's addresses list. */
  addressId: string;
}

/**
 * Makes one of the saved addresses the delivery address. An entry without coordinates is refused:
 * as the delivery address it would fail the address check (SPEC section 5).
 */
@injectable()
export class SelectDeliveryAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    addressId,
  }: SelectDeliveryAddressInput): Promise<Result<SavedAddress, AddressSaveErrorCode | 'address.missingCoordinates'>> {
    try {
      const stored = await this.users.get(actor.uid);
      const chosen = stored?.addresses.find((a) => a.id === addressId);
      if (!chosen) return err('address.saveFailed');
      const coordinates = readCoordinates(chosen);
      if (!coordinates) return err('address.missingCoordinates');
      const address: SavedAddress = { ...chosen, coordinates };
      await this.users.update(actor.uid, { deliveryAddress: address, addressCompleted: true, updatedAt: this.clock.now() });
      return ok(address);
    } catch (e) {
      return err(addressSaveError(e));
    }
  }
}
