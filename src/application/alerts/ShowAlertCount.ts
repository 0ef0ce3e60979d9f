import { inject, injectable } from 'inversify';
import { DeviceNotificationsToken, type DeviceNotifications } from '../ports/DeviceNotifications';

/** The installed app's badge shows how many new orders wait unseen (none for 0). */
@injectable()
export class ShowAlertCount {
  constructor(@inject(DeviceNotificationsToken) private readonly notifications: DeviceNotifications) {}

  execute(count: number): void {
    this.notifications.setBadge(count);
  }
}
