import { normaliseProfile } from '../../../domain/user/normaliseProfile';
import type { UserProfile } from '../../../domain/user/UserProfile';

/**
 * users/{uid} as a UserProfile. The domain's normaliser already reads every legacy shape
 * (isAdmin without userType, the three coordinate forms, houseNo/houseNumber) and Firestore
 * Timestamps; the uid falls back to the document id.
 */
export const profileFromDoc = (uid: string, data: unknown): UserProfile => normaliseProfile(data, uid);
