import type { ServiceIdentifier } from 'inversify';

/**
 * What this device has already told a person: kept across reloads and shared by every tab of the
 * browser, so one happening rings once however many tabs the person has open.
 */
export interface AlertLedger {
  /** True for exactly one caller per person and key, on this device, ever (within what it keeps). */
  claim(uid: string, key: string): Promise<boolean>;
}

export const AlertLedgerToken: ServiceIdentifier<AlertLedger> = Symbol.for('AlertLedger');
