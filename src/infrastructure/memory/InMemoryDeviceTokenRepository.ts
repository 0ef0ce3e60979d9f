import { DataFaultError } from '../../application/ports/DataFaultError';
import type { DeviceRegistration, DeviceTokenRepository } from '../../application/ports/DeviceTokenRepository';

/** The token store in memory, one entry per token as the server keeps it. failNext() makes the next call fail like storage would. */
export class InMemoryDeviceTokenRepository implements DeviceTokenRepository {
  private readonly entries = new Map<string, DeviceRegistration>();
  private fault: DataFaultError | null = null;

  async put(device: DeviceRegistration): Promise<void> {
    this.throwFault();
    this.entries.set(device.token, { ...device });
  }

  async get(token: string): Promise<DeviceRegistration | null> {
    this.throwFault();
    const entry = this.entries.get(token);
    return entry ? { ...entry } : null;
  }

  async remove(token: string): Promise<void> {
    this.throwFault();
    this.entries.delete(token);
  }

  async listByUser(uid: string): Promise<DeviceRegistration[]> {
    this.throwFault();
    return this.all().filter((d) => d.uid === uid);
  }

  async listStaff(): Promise<DeviceRegistration[]> {
    this.throwFault();
    return this.all().filter((d) => d.staff);
  }

  /** Every entry, for tests to read back. */
  all(): DeviceRegistration[] {
    return [...this.entries.values()].map((d) => ({ ...d }));
  }

  failNext(fault = new DataFaultError('network', 'device store unreachable')): void {
    this.fault = fault;
  }

  private throwFault(): void {
    const fault = this.fault;
    this.fault = null;
    if (fault) throw fault;
  }
}
