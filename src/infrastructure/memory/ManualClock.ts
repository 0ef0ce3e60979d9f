import type { Clock } from '../../application/ports/Clock';
import type { Millis } from '../../domain/shared/Timestamp';

/** 15 January 2025, 10:00 in India: a fixed, ordinary shop morning. */
export const MANUAL_CLOCK_START: Millis = Date.UTC(2025, 0, 15, 4, 30);

/**
 * A clock tests set by hand. sleep() resolves at once, records the delay asked for and moves
 * the time on by it, so retry schedules are checked without waiting.
 */
export class ManualClock implements Clock {
  private current: Millis;
  private readonly slept: number[] = [];

  constructor(start: Millis = MANUAL_CLOCK_START) {
    this.current = start;
  }

  now(): Millis {
    return this.current;
  }

  set(at: Millis): void {
    this.current = at;
  }

  advance(ms: number): void {
    this.current += ms;
  }

  async sleep(ms: number): Promise<void> {
    this.slept.push(ms);
    this.current += ms;
  }

  /** Every delay passed to sleep(), in order. */
  get sleeps(): readonly number[] {
    return [...this.slept];
  }
}
