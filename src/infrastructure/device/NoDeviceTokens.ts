import { DataFaultError } from '../../application/ports/DataFaultError';
import type { DeviceRegistration, DeviceTokenRepository } from '../../application/ports/DeviceTokenRepository';

/**
 * Local mode's token store: it has no push service (UnavailablePushDevices), so no device is ever
 * registered; a registration that came anyway is refused, and there is nobody to push to.
 */
export class NoDeviceTokens implements DeviceTokenRepository {
  async put(): Promise<void> {
    throw new DataFaultError('unknown', 'this shop has no push service');
  }

  async get(): Promise<DeviceRegistration | null> {
    return null;
  }

  async remove(): Promise<void> {}

  async listByUser(): Promise<DeviceRegistration[]> {
    return [];
  }

  async listStaff(): Promise<DeviceRegistration[]> {
    return [];
  }
}
