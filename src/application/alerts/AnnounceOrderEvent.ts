import { inject, injectable } from 'inversify';
import { alertPath } from '../../domain/alerts/alertPath';
import { pushTargetOf } from '../../domain/alerts/pushTargetOf';
import type { OrderEvent } from '../../domain/order/OrderEvent';
import { roleOf } from '../../domain/user/roles';
import type { UserType } from '../../domain/user/UserProfile';
import { DeviceTokenRepositoryToken, type DeviceRegistration, type DeviceTokenRepository } from '../ports/DeviceTokenRepository';
import { NotifierToken, type Notifier, type PushMessage } from '../ports/Notifier';
import { UserRepositoryToken, type UserRepository } from '../ports/UserRepository';

/**
 * Tells the people an order change concerns on their closed apps (pushTargetOf): after the change
 * has committed, one push to each of their registered devices, in each device's language. A token
 * the push service no longer knows is removed. Never throws: the order is done whatever happens here.
 */
@injectable()
export class AnnounceOrderEvent {
  constructor(
    @inject(DeviceTokenRepositoryToken) private readonly devices: DeviceTokenRepository,
    @inject(NotifierToken) private readonly notifier: Notifier,
    @inject(UserRepositoryToken) private readonly users: UserRepository,
  ) {}

  async execute(event: OrderEvent): Promise<void> {
    try {
      const target = pushTargetOf(event);
      if (!target) return;
      const receivers = target.to === 'staff' ? await this.staffDevices() : await this.personDevices(target.uid);
      if (receivers.length === 0) return;
      const messages: PushMessage[] = receivers.map(({ device, role }) => ({
        token: device.token,
        language: device.language,
        alert: target.alert,
        path: alertPath(target.alert, role),
      }));
      const outcomes = await this.notifier.send(messages);
      const stale = messages.filter((_, i) => outcomes[i] === 'unregistered').map((m) => m.token);
      await Promise.all(stale.map((token) => this.devices.remove(token)));
    } catch (error) {
      console.warn('An order alert could not be pushed', error);
    }
  }

  /** Devices registered by staff whose profile still says staff: someone demoted since hears nothing. */
  private async staffDevices(): Promise<Array<{ device: DeviceRegistration; role: UserType }>> {
    const registered = await this.devices.listStaff();
    const roles = new Map<string, UserType>();
    for (const uid of new Set(registered.map((d) => d.uid))) roles.set(uid, roleOf(await this.users.get(uid)));
    return registered.flatMap((device) => {
      const role = roles.get(device.uid) ?? 'customer';
      return role === 'customer' ? [] : [{ device, role }];
    });
  }

  private async personDevices(uid: string): Promise<Array<{ device: DeviceRegistration; role: UserType }>> {
    const devices = await this.devices.listByUser(uid);
    if (devices.length === 0) return [];
    const role = roleOf(await this.users.get(uid));
    return devices.map((device) => ({ device, role }));
  }
}
