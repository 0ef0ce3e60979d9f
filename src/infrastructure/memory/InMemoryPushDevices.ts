import type { PushAvailability, PushDevices } from '../../application/ports/PushDevices';

/**
 * This device's push token in memory: the availability and the token a test chooses, the push
 * service unreachable on demand; what the device registered is kept per person, as the browser keeps it.
 */
export class InMemoryPushDevices implements PushDevices {
  available: PushAvailability = 'notSetUp';
  deviceToken = 'memory-device-token:APA91b-0123456789';
  unreachable = false;
  forgotten = 0;
  private readonly registered = new Map<string, string>();

  availability(): PushAvailability {
    return this.available;
  }

  async token(): Promise<string> {
    if (this.unreachable) throw new Error('push service unreachable');
    return this.deviceToken;
  }

  registeredToken(uid: string): string | null {
    return this.registered.get(uid) ?? null;
  }

  remember(uid: string, token: string | null): void {
    if (token) this.registered.set(uid, token);
    else this.registered.delete(uid);
  }

  /** The push service drops the token; the next one it makes is new. */
  async forget(): Promise<void> {
    this.forgotten += 1;
    this.deviceToken = `${this.deviceToken.split('_')[0]}_${this.forgotten}`;
  }
}
