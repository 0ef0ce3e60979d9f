import type { UserType } from '../user/UserProfile';

/** A person's order alerts on one device: whether they come at all, and whether they chime. */
export interface AlertSettings {
  enabled: boolean;
  sound: boolean;
}

/**
 * Until the person chooses (issue 38): staff get alerts with a chime, so no order waits unheard;
 * customers get them silently, a shop's app should not ring in someone's pocket unasked.
 */
export const defaultAlertSettings = (role: UserType): AlertSettings =>
  role === 'customer' ? { enabled: true, sound: false } : { enabled: true, sound: true };
