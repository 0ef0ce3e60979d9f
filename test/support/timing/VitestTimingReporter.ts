import type { Reporter, TestCase } from 'vitest/node';
import { writeTimings, type TimingRecord } from './timingRecord';

/**
 * Records each vitest test's duration and timeout for `npm test`'s slowest-tests table. The stage is
 * TEST_TIMINGS_STAGE ('unit', 'reliability', an emulator suite).
 */
export default class VitestTimingReporter implements Reporter {
  private readonly records: TimingRecord[] = [];

  onTestCaseResult(test: TestCase): void {
    const duration = test.diagnostic()?.duration;
    if (duration === undefined || test.result().state === 'skipped') return;
    // The runner keeps a per-test override (`it(name, fn, ms)`) on its task; the public API has only
    // the project's default, so read the task when it is there.
    const own = (test as unknown as { task?: { timeout?: number } }).task?.timeout;
    this.records.push({
      stage: process.env.TEST_TIMINGS_STAGE ?? 'vitest',
      name: `${test.module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`,
      durationMs: duration,
      timeoutMs: own ?? test.project.config.testTimeout,
    });
  }

  onTestRunEnd(): void {
    writeTimings(process.env.TEST_TIMINGS_STAGE ?? 'vitest', this.records);
  }
}
