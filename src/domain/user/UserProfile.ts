import type { SavedAddress } from '../address/Address';
import type { Millis } from '../shared/Timestamp';

export const USER_TYPES = ['customer', 'delivery', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface UserProfile {
  readonly uid: string;
  email: string;
  name: string;
  userName?: string;
  userType: UserType;
  createdAt: Millis;
  updatedAt: Millis;
  /** Id of the admin who last changed userType. */
  updatedBy?: string;
  village?: string;
  phoneNumber?: string;
  profileCompleted?: boolean;
  addressCompleted?: boolean;
  deliveryAddress?: SavedAddress | null;
  addresses: SavedAddress[];
  /** Legacy flag, migrated to userType on first read. */
  isAdmin?: boolean;
  isDelivery?: boolean;
}
