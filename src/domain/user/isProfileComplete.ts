import type { UserProfile } from './UserProfile';

type ProfileFields = Pick<UserProfile, 'profileCompleted' | 'name' | 'village'> | null | undefined;

const present = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** docs/SPEC.md 'States and transitions': profileCompleted is true, or both name and village are present. */
export const isProfileComplete = (profile: ProfileFields): boolean =>
  !!profile && (profile.profileCompleted === true || (present(profile.name) && present(profile.village)));
