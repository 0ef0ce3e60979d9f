import type { SavedAddress } from '../../../domain/address/Address';
import type { UserProfile } from '../../../domain/user/UserProfile';
import { addressToDoc } from './addressToDoc';
import type { StoredValues } from './StoredValues';

type ProfileFields = Partial<Omit<UserProfile, 'uid'>>;

const fieldToDoc = (key: string, value: unknown, values: StoredValues): unknown => {
  // The legacy isAdmin flag is cleared this way (docs/SPEC.md 'States and transitions' migration).
  if (value === undefined) return values.deleteField();
  if (key === 'createdAt' || key === 'updatedAt') return values.timestamp(value as number);
  if (key === 'addresses') return (value as SavedAddress[]).map(addressToDoc);
  if (key === 'deliveryAddress') return value === null ? null : addressToDoc(value as SavedAddress);
  return value;
};

/** users/{uid} fields as stored: Firestore timestamps, addresses in their stored shape, undefined deleted. */
export function profilePatchToDoc(patch: ProfileFields, values: StoredValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, fieldToDoc(key, value, values)]));
}
