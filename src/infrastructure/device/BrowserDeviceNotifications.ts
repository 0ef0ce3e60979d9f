import type { DeviceNotifications, NotificationPermissionState, SystemNotice } from '../../application/ports/DeviceNotifications';

const ICON = '/icons/icon-192.png';
/** Two short buzzes: felt in a pocket, over in under a second. */
const BUZZ = [200, 100, 200];

/**
 * Notifications through the service worker (ServiceWorkerRegistration.showNotification: Android
 * Chrome has no `new Notification()`), the installed app's badge, the buzz, and whether the page is
 * in sight. Where a browser lacks one, that one does nothing.
 */
export class BrowserDeviceNotifications implements DeviceNotifications {
  permission(): NotificationPermissionState {
    if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
    return Notification.permission;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    if (this.permission() === 'unsupported') return 'unsupported';
    try {
      return await Notification.requestPermission();
    } catch {
      return Notification.permission;
    }
  }

  async show(notice: SystemNotice): Promise<boolean> {
    if (this.permission() !== 'granted') return false;
    try {
      // The worker registers once the first screen has settled (registerServiceWorkerWhenSettled); before that, none.
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return false;
      await registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: ICON,
        lang: document.documentElement.lang || 'en',
        data: { path: notice.path },
      });
      return true;
    } catch (error) {
      console.warn('A notification could not be shown', error);
      return false;
    }
  }

  pageHidden(): boolean {
    return document.visibilityState === 'hidden';
  }

  vibrate(): void {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(BUZZ);
  }

  setBadge(count: number): void {
    const badge = count > 0 ? navigator.setAppBadge?.(count) : navigator.clearAppBadge?.();
    // An app that is not installed has no badge to set: nothing to tell anyone.
    badge?.catch(() => undefined);
  }
}
