import type { AlertLedger } from '../../application/ports/AlertLedger';

/** What this device has told each person; share one between two containers to play two tabs of one browser. */
export class InMemoryAlertLedger implements AlertLedger {
  private readonly told = new Set<string>();

  async claim(uid: string, key: string): Promise<boolean> {
    const entry = `${uid} ${key}`;
    if (this.told.has(entry)) return false;
    this.told.add(entry);
    return true;
  }
}
