import type { ScreenWakeLock } from '../../application/ports/ScreenWakeLock';

/**
 * Screen Wake Lock. The browser lets go of the lock whenever the page is hidden (another app, the
 * power button), so while it is wanted it is taken again each time the page comes back into view.
 */
export class BrowserScreenWakeLock implements ScreenWakeLock {
  private sentinel: WakeLockSentinel | null = null;
  private wanted = false;
  private readonly retake = () => {
    if (this.wanted && document.visibilityState === 'visible' && (!this.sentinel || this.sentinel.released)) void this.take();
  };

  supported(): boolean {
    return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  }

  async keepOn(): Promise<boolean> {
    if (!this.supported()) return false;
    this.wanted = true;
    document.addEventListener('visibilitychange', this.retake);
    const taken = await this.take();
    if (!taken) await this.release();
    return taken;
  }

  async release(): Promise<void> {
    this.wanted = false;
    document.removeEventListener('visibilitychange', this.retake);
    const sentinel = this.sentinel;
    this.sentinel = null;
    await sentinel?.release().catch(() => undefined);
  }

  private async take(): Promise<boolean> {
    try {
      this.sentinel = await navigator.wakeLock.request('screen');
      return true;
    } catch {
      // Refused: battery saver, or the page not in sight.
      return false;
    }
  }
}
