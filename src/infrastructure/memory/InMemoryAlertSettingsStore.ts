import type { AlertSettingsStore } from '../../application/ports/AlertSettingsStore';
import type { AlertSettings } from '../../domain/alerts/AlertSettings';

/** Each person's alert choices on a device, in memory. */
export class InMemoryAlertSettingsStore implements AlertSettingsStore {
  private readonly chosen = new Map<string, AlertSettings>();
  private readonly listeners = new Set<() => void>();

  read(uid: string): AlertSettings | null {
    const settings = this.chosen.get(uid);
    return settings ? { ...settings } : null;
  }

  write(uid: string, settings: AlertSettings): void {
    this.chosen.set(uid, { ...settings });
    for (const listener of [...this.listeners]) listener();
  }

  /** How many follow the choices now: the open app's alerts do while they run. */
  get watchers(): number {
    return this.listeners.size;
  }

  observe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
