import { inject, injectable } from 'inversify';
import type { AddressDetails, SavedAddress } from '../../domain/address/Address';
import { toSavedAddress } from '../../domain/address/toSavedAddress';
import { defaultCustomerProfile } from '../../domain/user/defaultCustomerProfile';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type DomainError, type Result } from '../../domain/shared/Result';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { GeocoderToken, type Geocoder } from '../ports/Geocoder';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import { faultCode } from '../shared/faultCode';
import { addressSaveFaults, type AddressSaveErrorCode } from './addressSaveFaults';
import { homeTarget, type HomeTarget } from './homeTarget';
import { placeAddress, type PlaceAddressErrorCode } from './placeAddress';

export type SaveAddressErrorCode = AddressSaveErrorCode | PlaceAddressErrorCode;

export interface SaveAddressInput {
  details: AddressDetails;
}

export interface AddressSaved {
  address: SavedAddress;
  /** The role's home, where the page redirects. */
  target: HomeTarget;
  /** 'Address saved successfully! Redirecting to your {target}...', params.target = target.label. */
  message: DomainError<'address.saved'>;
}

/** Ids are the save time; two saves in the same millisecond still get distinct ids. */
const nextId = (now: number, existing: readonly SavedAddress[]): string => {
  const taken = existing.map((a) => Number(a.id)).filter(Number.isFinite);
  return String(Math.max(now, ...taken.map((id) => id + 1)));
};

/**
 * Saves the 'Add Address Details' result: appended to the user's addresses and made the delivery
 * address, addressCompleted set. placeAddress decides first whether the store delivers there: a
 * typed address the geocoder cannot place (no Maps key, Maps blocked or down) is kept without
 * coordinates only for a PIN code on the owner's list, a placed one only within the
 * delivery radius.
 */
@injectable()
export class SaveAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(GeocoderToken) private readonly geocoder: Geocoder,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(StoreSettingsRepositoryToken) private readonly storeSettings: StoreSettingsRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ details }: SaveAddressInput): Promise<Result<AddressSaved, SaveAddressErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('address.saveFailed');
    try {
      const placed = await placeAddress(details, this.geocoder, this.storeSettings);
      if (!placed.ok) return placed;
      const stored = await this.users.get(actor.uid);
      const now = this.clock.now();
      const address = toSavedAddress(placed.value, nextId(now, stored?.addresses ?? []));
      const profile = stored ?? defaultCustomerProfile({ uid: actor.uid, email: actor.email }, now);
      const fields: Partial<UserProfile> = { deliveryAddress: address, addressCompleted: true, updatedAt: now };
      if (stored) {
        await this.users.appendAddress(actor.uid, address);
        await this.users.update(actor.uid, fields);
      } else {
        await this.users.create({ ...profile, ...fields, addresses: [address] });
      }
      const target = homeTarget(roleOf(profile));
      return ok({ address, target, message: { code: 'address.saved', params: { target: target.label } } });
    } catch (e) {
      return err(faultCode(e, addressSaveFaults));
    }
  }
}
