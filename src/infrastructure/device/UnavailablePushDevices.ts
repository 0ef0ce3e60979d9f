import type { PushAvailability, PushDevices } from '../../application/ports/PushDevices';

/**
 * No push service for this shop (local mode, or Firebase mode without VITE_FIREBASE_VAPID_KEY):
 * alerts come only while the app is open, and Settings says closed-app alerts are not set up.
 */
export class UnavailablePushDevices implements PushDevices {
  availability(): PushAvailability {
    return 'notSetUp';
  }

  token(): Promise<string> {
    return Promise.reject(new Error('this shop has no push service'));
  }

  registeredToken(): string | null {
    return null;
  }

  remember(): void {}

  async forget(): Promise<void> {}
}
