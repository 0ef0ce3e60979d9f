import type { ServiceIdentifier } from 'inversify';

/** The browser's answer about system notifications; 'unsupported' where it has none. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** A notification in the phone's notification area, in the person's words. */
export interface SystemNotice {
  /** A second notice with the same tag replaces the first (OrderAlert.key). */
  tag: string;
  title: string;
  body: string;
  /** The page a tap opens. */
  path: string;
}

/** The device's ways to get a person's attention besides the page itself. */
export interface DeviceNotifications {
  permission(): NotificationPermissionState;
  /** Asks the person (the browser's own prompt); call it only from their tap. */
  requestPermission(): Promise<NotificationPermissionState>;
  /** Shows it through the service worker; false when it could not (no permission, no worker). */
  show(notice: SystemNotice): Promise<boolean>;
  /** Whether the page is out of sight: another tab or app in front, or the screen locked. */
  pageHidden(): boolean;
  /** A short buzz where the phone can. */
  vibrate(): void;
  /** The installed app's badge: the count, none for 0. */
  setBadge(count: number): void;
}

export const DeviceNotificationsToken: ServiceIdentifier<DeviceNotifications> = Symbol.for('DeviceNotifications');
