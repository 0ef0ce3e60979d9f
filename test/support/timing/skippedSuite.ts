import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** A suite that did not run, and why, as scripts/report-timings.mjs reads it from skipped.ndjson. */
export interface SkippedSuite {
  suite: string;
  reason: string;
}

/**
 * Notes a suite skipped for want of something this machine lacks, so the closing summary of `npm
 * test` lists it where nobody can take the run for a full pass; nothing when TEST_TIMINGS_DIR is not
 * set (a developer running one suite sees the skip in vitest's own output).
 */
export function recordSkippedSuite(skipped: SkippedSuite): void {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return;
  appendFileSync(join(dir, 'skipped.ndjson'), `${JSON.stringify(skipped)}\n`);
}
