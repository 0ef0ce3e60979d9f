import { inject, injectable } from 'inversify';
import type { SavedAddress } from '../../domain/address/Address';
import { err, ok, type Result } from '../../domain/shared/Result';
import { checkDeliveryArea } from '../../domain/store/deliveryArea';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderRepositoryToken, type OrderRepository } from '../ports/OrderRepository';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { savedAt } from '../../domain/address/savedAt';
import { newestFirst } from '../../domain/shared/newestFirst';

export type DeleteAddressErrorCode = 'address.inUseByOpenOrder' | 'address.deleteFailed';

export interface DeleteAddressInput {
  addressId: string;
}

export interface AddressDeleted {
  /** Where deliveries go now: unchanged, the next saved address, or null when none is left that the store serves. */
  deliveryAddress: SavedAddress | null;
}

/**
 * Deletes one saved address. The delivery address is refused while the customer has an open order
 * (pending or accepted, the open-order rule the order counts use): the shop may still need to
 * reach it. When the delivery address goes, the newest other address the store delivers to takes
 * its place, so the customer is not sent back to set one up; with none, there is none. An address
 * already gone (deleted on another phone) counts as deleted.
 */
@injectable()
export class DeleteAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(StoreSettingsRepositoryToken) private readonly storeSettings: StoreSettingsRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ addressId }: DeleteAddressInput): Promise<Result<AddressDeleted, DeleteAddressErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('address.deleteFailed');
    try {
      const stored = await this.users.get(actor.uid);
      const current = stored?.deliveryAddress ?? null;
      if (!stored || !stored.addresses.some((a) => a.id !== '' && a.id === addressId)) return ok({ deliveryAddress: current });
      if (current?.id !== addressId) {
        await this.users.removeAddress(actor.uid, addressId, null, this.clock.now());
        return ok({ deliveryAddress: current });
      }
      if ((await this.orders.countOpenByUser(actor.uid)) > 0) return err('address.inUseByOpenOrder');
      const settings = await this.storeSettings.get();
      const others = newestFirst(
        stored.addresses.filter((a) => a.id !== addressId),
        savedAt,
      );
      const next = others.find((a) => checkDeliveryArea(settings, a).ok) ?? null;
      await this.users.removeAddress(actor.uid, addressId, next, this.clock.now());
      return ok({ deliveryAddress: next });
    } catch {
      return err('address.deleteFailed');
    }
  }
}
