import type { ServiceIdentifier } from 'inversify';

/**
 * Whether this device can get pushes while the app is closed: 'notSetUp' when the shop has no push
 * service (local mode, or no VAPID key), 'unsupported' when the browser cannot (an iPhone outside
 * the installed app).
 */
export type PushAvailability = 'ready' | 'notSetUp' | 'unsupported';

/** This device's side of closed-app alerts: its push token (Firebase Cloud Messaging in Firebase mode). */
export interface PushDevices {
  availability(): PushAvailability;
  /** The device's push token, made or refreshed; needs notification permission. Rejects when the push service cannot be reached. */
  token(): Promise<string>;
  /** The token this device last registered for this person (kept on the device), or null. */
  registeredToken(uid: string): string | null;
  /** Keeps the token registered for this person, or (null) forgets it. */
  remember(uid: string, token: string | null): void;
  /** Deletes the token at the push service: this device gets no more pushes until a new one is made. */
  forget(): Promise<void>;
}

export const PushDevicesToken: ServiceIdentifier<PushDevices> = Symbol.for('PushDevices');
