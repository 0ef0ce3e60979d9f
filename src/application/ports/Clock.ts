import type { ServiceIdentifier } from 'inversify';
import type { Millis } from '../../domain/shared/Timestamp';

export interface Clock {
  now(): Millis;
  /** Resolves after `ms`; tests bind a clock that advances instantly. */
  sleep(ms: number): Promise<void>;
}

export const ClockToken: ServiceIdentifier<Clock> = Symbol.for('Clock');
