import type { Clock } from '../../application/ports/Clock';
import type { Millis } from '../../domain/shared/Timestamp';

/** The device clock. */
export class SystemClock implements Clock {
  now(): Millis {
    return Date.now();
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
