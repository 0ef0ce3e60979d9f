import type { ServiceIdentifier } from 'inversify';

/** The demo shop of local mode, for 'Reset demo data' in settings. */
export interface DemoData {
  /** Whether this backend has demo data to reset (local mode only). */
  readonly available: boolean;
  /** Clears every stored record and writes the demo catalogue, accounts and orders again. */
  reset(): Promise<void>;
}

export const DemoDataToken: ServiceIdentifier<DemoData> = Symbol.for('DemoData');
