import { retrySchedule } from '../../domain/shared/retrySchedule';
import type { Clock } from '../ports/Clock';
import { DataFaultError } from '../ports/DataFaultError';

/**
 * Runs `action`, and after a network failure waits and tries again on the SPEC's schedule
 * (3 retries: 1 s, 1.5 s, 2.25 s). Other failures, and the last network one, are thrown.
 */
export async function retryOnNetwork<T>(clock: Clock, action: () => Promise<T>): Promise<T> {
  const delays = retrySchedule();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      const delay = delays[attempt];
      if (!(error instanceof DataFaultError && error.kind === 'network') || delay === undefined) throw error;
      await clock.sleep(delay);
    }
  }
}
