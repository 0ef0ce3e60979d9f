import type { AlertSettingsStore } from '../../application/ports/AlertSettingsStore';
import type { AlertSettings } from '../../domain/alerts/AlertSettings';

const PREFIX = 'orderAlerts.settings.';

/** Each person's alert choices in this browser's localStorage; another tab's change is heard through the storage event. */
export class LocalStorageAlertSettings implements AlertSettingsStore {
  private readonly listeners = new Set<() => void>();
  private readonly fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) this.tell();
  };
  /** Choices made while storage refuses writes: they last the visit. */
  private readonly unsaved = new Map<string, AlertSettings>();

  read(uid: string): AlertSettings | null {
    const kept = this.unsaved.get(uid);
    if (kept) return { ...kept };
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + uid) ?? 'null');
      if (typeof stored !== 'object' || stored === null) return null;
      const { enabled, sound } = stored as Record<string, unknown>;
      return typeof enabled === 'boolean' && typeof sound === 'boolean' ? { enabled, sound } : null;
    } catch {
      return null;
    }
  }

  write(uid: string, settings: AlertSettings): void {
    try {
      localStorage.setItem(PREFIX + uid, JSON.stringify({ enabled: settings.enabled, sound: settings.sound }));
      this.unsaved.delete(uid);
    } catch {
      this.unsaved.set(uid, { ...settings });
    }
    this.tell();
  }

  observe(listener: () => void): () => void {
    if (this.listeners.size === 0) window.addEventListener('storage', this.fromOtherTab);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) window.removeEventListener('storage', this.fromOtherTab);
    };
  }

  private tell(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
