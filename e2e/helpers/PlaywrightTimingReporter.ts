import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { writeTimings, type TimingRecord } from '../../test/support/timing/timingRecord';

/** Records each browser test's duration and its own timeout (test.setTimeout included) for `npm test`. */
export default class PlaywrightTimingReporter implements Reporter {
  private readonly records: TimingRecord[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const project = test.parent.project()?.name ?? '';
    this.records.push({
      stage: 'browser',
      name: `[${project}] ${relative(process.cwd(), test.location.file)} > ${test.titlePath().slice(3).join(' > ')}`,
      durationMs: result.duration,
      timeoutMs: test.timeout,
    });
  }

  onEnd(): void {
    writeTimings('browser', this.records);
  }
}
