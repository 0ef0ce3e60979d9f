import type { AlertLedger } from '../../application/ports/AlertLedger';

/** The newest keys kept per person: far more than a day's orders, far less than the storage allows. */
const KEPT = 300;
const keyOf = (uid: string) => `orderAlerts.told.${uid}`;

/**
 * What this browser has told each person, in localStorage (shared by every tab, kept across reloads).
 * Two tabs claiming at once take turns through a Web Lock, so exactly one of them rings; a browser
 * without Web Locks (Chrome before 69) only risks a rare double ring. Without storage (private
 * mode refusing it) the tab remembers for itself.
 */
export class LocalStorageAlertLedger implements AlertLedger {
  private readonly inTab = new Set<string>();

  claim(uid: string, key: string): Promise<boolean> {
    const once = () => this.claimNow(uid, key);
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request(`orderAlerts.${uid}`, once) : Promise.resolve(once());
  }

  private claimNow(uid: string, key: string): boolean {
    let told: string[];
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(keyOf(uid)) ?? '[]');
      told = Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      told = [];
    }
    const inTab = `${uid} ${key}`;
    if (told.includes(key) || this.inTab.has(inTab)) return false;
    this.inTab.add(inTab);
    try {
      localStorage.setItem(keyOf(uid), JSON.stringify([...told, key].slice(-KEPT)));
    } catch {
      // Remembered in this tab only.
    }
    return true;
  }
}
