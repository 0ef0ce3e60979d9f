import type { Clock } from '../../../../src/application/ports/Clock';
import { MANUAL_CLOCK_START } from '../../../../src/infrastructure/memory/ManualClock';

/** A clock whose sleeps wait until the test releases them, so a page's in-between states can be seen. */
export class GatedClock implements Clock {
  private waiting: Array<{ ms: number; resolve: () => void }> = [];

  now(): number {
    return MANUAL_CLOCK_START;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.waiting.push({ ms, resolve }));
  }

  /** The delays asked for and not yet released. */
  get pending(): number[] {
    return this.waiting.map((w) => w.ms);
  }

  /** Ends every sleep of `ms` (or every sleep). */
  release(ms?: number): void {
    const [done, left] = [
      this.waiting.filter((w) => ms === undefined || w.ms === ms),
      this.waiting.filter((w) => ms !== undefined && w.ms !== ms),
    ];
    this.waiting = left;
    for (const w of done) w.resolve();
  }
}
