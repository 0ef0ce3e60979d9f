import type { ServiceIdentifier } from 'inversify';

/** Keeps the screen from dimming and locking (Screen Wake Lock): a rider waiting for orders keeps getting them. */
export interface ScreenWakeLock {
  supported(): boolean;
  /** Keeps the screen on until release(), taking the lock again whenever the page comes back into view; false when refused. */
  keepOn(): Promise<boolean>;
  release(): Promise<void>;
}

export const ScreenWakeLockToken: ServiceIdentifier<ScreenWakeLock> = Symbol.for('ScreenWakeLock');
