import { readCoordinates } from '../address/readCoordinates';
import type { UserProfile } from './UserProfile';

/** SPEC section 5: a valid address is a delivery address with coordinates in any stored shape. */
export const hasValidAddress = (profile: Pick<UserProfile, 'deliveryAddress'> | null | undefined): boolean =>
  !!profile?.deliveryAddress && readCoordinates(profile.deliveryAddress) !== null;
