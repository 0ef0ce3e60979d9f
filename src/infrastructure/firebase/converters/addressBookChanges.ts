import type { SavedAddress } from '../../../domain/address/Address';
import { normaliseSavedAddress } from '../../../domain/address/normaliseSavedAddress';
import type { Millis } from '../../../domain/shared/Timestamp';
import type { UserProfile } from '../../../domain/user/UserProfile';
import { addressToDoc } from './addressToDoc';

/** users/{uid}'s address book as stored: entries of any age and shape, and the delivery address. */
export interface StoredAddressBook {
  addresses: unknown[];
  deliveryAddress: unknown;
}

/** What an address-book change writes: the whole list as stored, and profile fields; null to write nothing. */
export type AddressBookWrite = { addresses: unknown[]; fields: Partial<Omit<UserProfile, 'uid' | 'addresses'>> } | null;

/** Whether a stored entry (of any age and shape) is the saved address with this id. */
const isEntry = (entry: unknown, id: string): boolean => normaliseSavedAddress(entry)?.id === id;

/** The entry with `address.id` replaced (the delivery address too, when it is that entry); the others written back as stored. */
export function replacedAddress(
  { addresses, deliveryAddress }: StoredAddressBook,
  address: SavedAddress,
  updatedAt: Millis,
): AddressBookWrite {
  if (!addresses.some((entry) => isEntry(entry, address.id))) return null;
  return {
    addresses: addresses.map((entry) => (isEntry(entry, address.id) ? addressToDoc(address) : entry)),
    fields: { ...(isEntry(deliveryAddress, address.id) ? { deliveryAddress: address } : {}), updatedAt },
  };
}

/** The entry with this id gone; when it was the delivery address, `nextDelivery` takes its place. */
export function removedAddress(
  { addresses, deliveryAddress }: StoredAddressBook,
  addressId: string,
  nextDelivery: SavedAddress | null,
  updatedAt: Millis,
): AddressBookWrite {
  if (!addresses.some((entry) => isEntry(entry, addressId))) return null;
  const wasDelivery = isEntry(deliveryAddress, addressId);
  return {
    addresses: addresses.filter((entry) => !isEntry(entry, addressId)),
    fields: { ...(wasDelivery ? { deliveryAddress: nextDelivery, addressCompleted: nextDelivery !== null } : {}), updatedAt },
  };
}
