import type { ScreenWakeLock } from '../../application/ports/ScreenWakeLock';

/** A wake lock a test can make unsupported or refused; `held` says whether the screen is being kept on. */
export class InMemoryScreenWakeLock implements ScreenWakeLock {
  held = false;
  refuses = false;

  constructor(private readonly available = true) {}

  supported(): boolean {
    return this.available;
  }

  async keepOn(): Promise<boolean> {
    this.held = !this.refuses;
    return this.held;
  }

  async release(): Promise<void> {
    this.held = false;
  }
}
