import type { ServiceIdentifier } from 'inversify';
import type { Language } from '../../domain/shared/Language';
import type { Millis } from '../../domain/shared/Timestamp';

/** A device that asked for closed-app alerts: its push token, whose it is, and in which language they read. */
export interface DeviceRegistration {
  token: string;
  uid: string;
  language: Language;
  /** Registered while a delivery person or admin (new orders go to staff devices; the role is checked again at each push). */
  staff: boolean;
  updatedAt: Millis;
}

/**
 * The token store: read and written only by the server (pushDevices, which firestore.rules refuse to
 * every browser). One entry per token: a device belongs to whoever registered it last.
 */
export interface DeviceTokenRepository {
  /** Stores the registration, replacing any entry of the same token (whoever's it was). */
  put(device: DeviceRegistration): Promise<void>;
  get(token: string): Promise<DeviceRegistration | null>;
  /** Removes the entry of this token, if any. */
  remove(token: string): Promise<void>;
  listByUser(uid: string): Promise<DeviceRegistration[]>;
  /** Every device registered while its person was staff. */
  listStaff(): Promise<DeviceRegistration[]>;
}

export const DeviceTokenRepositoryToken: ServiceIdentifier<DeviceTokenRepository> = Symbol.for('DeviceTokenRepository');
