import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** One finished test as scripts/report-timings.mjs reads it: how long it ran against its own timeout. */
export interface TimingRecord {
  stage: string;
  name: string;
  durationMs: number;
  timeoutMs: number;
}

/**
 * Appends the records to TEST_TIMINGS_DIR/{stage}.jsonl, where `npm test` collects every runner's
 * tests; does nothing when the variable is not set (a developer running one suite).
 */
export function writeTimings(stage: string, records: readonly TimingRecord[]): void {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir || records.length === 0) return;
  appendFileSync(join(dir, `${stage}.jsonl`), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
}
