import type { AddressDetails, SavedAddress } from './Address';

/**
 * The users/{uid}.addresses entry (and deliveryAddress) for a saved details form (docs/SPEC.md 'Entities and their fields').
 * `id` is the save's timestamp as a string. formattedAddress is the full line a delivery person
 * needs (house, building, place), falling back to the place alone.
 */
export function toSavedAddress(details: AddressDetails, id: string): SavedAddress {
  return {
    ...details,
    id,
    formattedAddress: details.fullAddress || details.formatted,
    houseNumber: details.houseNo,
    building: details.building,
    landmark: details.landmark,
    createdAt: details.createdAt,
  };
}
