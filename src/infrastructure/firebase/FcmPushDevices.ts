import type { FirebaseApp } from 'firebase/app';
import type { PushAvailability, PushDevices } from '../../application/ports/PushDevices';

/** Where the device remembers the token it registered, and for whom (one person per device at a time). */
const REGISTERED_KEY = 'orderAlerts.pushToken';
/** The shop's service worker registers once the first screen has settled; a token waits this long for it. */
const WORKER_WAIT_MS = 30_000;

/**
 * This device's Firebase Cloud Messaging token, on the shop's own service worker (which shows the
 * pushes: public/alerts-sw.js), with the store's web push key. The messaging SDK is imported only
 * here, when a signed-in person's device with alerts on asks for its token, never with a screen.
 */
export class FcmPushDevices implements PushDevices {
  constructor(
    private readonly app: FirebaseApp,
    private readonly vapidKey: string,
  ) {}

  availability(): PushAvailability {
    const web = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    return web ? 'ready' : 'unsupported';
  }

  async token(): Promise<string> {
    const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
    if (!(await isSupported())) throw new Error('this browser has no web push');
    const serviceWorkerRegistration = await workerReady();
    return getToken(getMessaging(this.app), { vapidKey: this.vapidKey, serviceWorkerRegistration });
  }

  registeredToken(uid: string): string | null {
    try {
      const kept: unknown = JSON.parse(localStorage.getItem(REGISTERED_KEY) ?? 'null');
      if (typeof kept !== 'object' || kept === null) return null;
      const { uid: owner, token } = kept as Record<string, unknown>;
      return owner === uid && typeof token === 'string' ? token : null;
    } catch {
      return null;
    }
  }

  remember(uid: string, token: string | null): void {
    try {
      if (token) localStorage.setItem(REGISTERED_KEY, JSON.stringify({ uid, token }));
      else if (this.registeredToken(uid)) localStorage.removeItem(REGISTERED_KEY);
    } catch {
      // Without storage the server still drops the token once the push service stops knowing it.
    }
  }

  async forget(): Promise<void> {
    const { deleteToken, getMessaging } = await import('firebase/messaging');
    await deleteToken(getMessaging(this.app));
  }
}

function workerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}
