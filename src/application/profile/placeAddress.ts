import type { AddressDetails, LatLng } from '../../domain/address/Address';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { validateAddressDetails, type AddressDetailsErrorCode } from '../../domain/address/validateAddressDetails';
import { err, ok, type Result } from '../../domain/shared/Result';
import { checkDeliveryArea, type DeliveryAreaCode } from '../../domain/store/deliveryArea';
import type { Geocoder } from '../ports/Geocoder';
import type { StoreSettingsRepository } from '../ports/StoreSettingsRepository';

export type PlaceAddressErrorCode = AddressDetailsErrorCode | DeliveryAreaCode;

async function locate(geocoder: Geocoder, details: AddressDetails): Promise<LatLng | null> {
  try {
    return readCoordinates(await geocoder.locate(details));
  } catch {
    return null;
  }
}

/**
 * What a new or edited address (SaveAddress, EditAddress) goes through before it is stored: the
 * details form's rules again, so no caller can store what the form would refuse; a map point from
 * the geocoder for a typed address, when it can place it; then the owner's delivery area: within the radius, or without
 * a point (the map or geocoder failed) a PIN code on
 * the owner's list. A failed settings read throws, for the caller's save error.
 */
export async function placeAddress(
  given: AddressDetails,
  geocoder: Geocoder,
  settings: StoreSettingsRepository,
): Promise<Result<AddressDetails, PlaceAddressErrorCode>> {
  const { houseNo, building, landmark, instructions, label, createdAt } = given;
  const checked = validateAddressDetails({ location: given, houseNo, building, landmark, instructions, label }, createdAt);
  if (!checked.ok) return err(checked.errors.location ?? checked.errors.houseNo ?? checked.errors.building ?? 'address.noLocation');
  const details = checked.value;
  const placed = { ...details, coordinates: readCoordinates(details) ?? (await locate(geocoder, details)) };
  const area = checkDeliveryArea(await settings.get(), placed);
  return area.ok ? ok(placed) : area;
}
