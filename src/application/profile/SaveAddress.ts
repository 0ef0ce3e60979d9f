import { inject, injectable } from 'inversify';
import type { AddressDetails, LatLng, SavedAddress } from '../../domain/address/Address';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { toSavedAddress } from '../../domain/address/toSavedAddress';
import { validateAddressDetails, type AddressDetailsErrorCode } from '../../domain/address/validateAddressDetails';
import { defaultCustomerProfile } from '../../domain/user/defaultCustomerProfile';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { err, ok, type DomainError, type Result } from '../../domain/shared/Result';
import { checkDeliveryArea, type DeliveryAreaCode } from '../../domain/store/deliveryArea';
import { ClockToken, type Clock } from '../ports/Clock';
import { GeocoderToken, type Geocoder } from '../ports/Geocoder';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';
import type { Actor } from '../session/Actor';
import { addressSaveError, type AddressSaveErrorCode } from './addressSaveError';
import { homeTarget, type HomeTarget } from './homeTarget';

export type SaveAddressErrorCode = AddressSaveErrorCode | AddressDetailsErrorCode | DeliveryAreaCode;

export interface SaveAddressInput {
  actor: Actor;
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
 * address, addressCompleted set. A typed address without a map point is placed by the geocoder
 * when it can. One it cannot place (no Maps key, Maps blocked or down) is kept without coordinates
 * when its PIN code is on the owner's delivery list, else refused with 'store.pincodeNotServed'
 * (issue 18); a placed address outside the delivery radius is refused with its distance (issue 12).
 */
@injectable()
export class SaveAddress {
  constructor(
    @inject(UserRepositoryToken) private readonly users: UserRepository,
    @inject(GeocoderToken) private readonly geocoder: Geocoder,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(StoreSettingsRepositoryToken) private readonly storeSettings: StoreSettingsRepository,
  ) {}

  async execute({ actor, details: given }: SaveAddressInput): Promise<Result<AddressSaved, SaveAddressErrorCode>> {
    // The form validated already; checked again so no caller can store an entry the form would refuse.
    const { houseNo, building, landmark, instructions, label, createdAt } = given;
    const checked = validateAddressDetails({ location: given, houseNo, building, landmark, instructions, label }, createdAt);
    if (!checked.ok) return err(checked.errors.location ?? checked.errors.houseNo ?? checked.errors.building ?? 'address.noLocation');
    const details = checked.value;
    const coordinates = readCoordinates(details) ?? (await this.locate(details));
    try {
      const area = checkDeliveryArea(await this.storeSettings.get(), { ...details, coordinates });
      if (!area.ok) return area;
      const stored = await this.users.get(actor.uid);
      const now = this.clock.now();
      const address = toSavedAddress({ ...details, coordinates }, nextId(now, stored?.addresses ?? []));
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
      return err(addressSaveError(e));
    }
  }

  private async locate(details: AddressDetails): Promise<LatLng | null> {
    try {
      return readCoordinates(await this.geocoder.locate(details));
    } catch {
      return null;
    }
  }
}
