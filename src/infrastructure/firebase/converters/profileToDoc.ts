import type { UserProfile } from '../../../domain/user/UserProfile';
import { profilePatchToDoc } from './profilePatchToDoc';
import type { StoredValues } from './StoredValues';
import { withoutUndefined } from './withoutUndefined';

/**
 * The users/{uid} document of docs/SPEC.md 'Entities and their fields' for a new profile (uid kept as a field
 * too, as the spec lists it).
 */
export function profileToDoc(profile: UserProfile, values: StoredValues): Record<string, unknown> {
  return profilePatchToDoc(withoutUndefined(profile), values);
}
