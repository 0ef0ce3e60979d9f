import type { ServiceIdentifier } from 'inversify';

/**
 * Answers of earlier catalogue reads, kept on the device: a returning shopper's screen draws them at
 * once, then the fresh answer. In Firebase mode no read can leave before Auth's start-up check of the
 * kept user, a round trip over the phone's data (docs/BENCHMARK.md, issue 40), and on patchy data the
 * fresh answer may not come at all.
 */
export interface KeptReads {
  /** What was kept under `key` in the data shape this code knows, or undefined. */
  get(key: string): unknown;
  /** Keeps `value` under `key`; null forgets it. May be written later, when the device is idle. */
  put(key: string, value: unknown): void;
}

export const KeptReadsToken: ServiceIdentifier<KeptReads> = Symbol.for('KeptReads');
