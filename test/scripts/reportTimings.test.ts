// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordSkippedSuite } from '../support/timing/skippedSuite';

// Issue 41, part 6: the closing summary of `npm test` (scripts/report-timings.mjs), run on a timings
// folder written the way scripts/test.sh, scripts/lib/emulators.sh and the suites' guards write it.

let dir: string;
const summary = () => execFileSync('node', ['scripts/report-timings.mjs', dir], { encoding: 'utf8' });
const INSTALL = 'sudo apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'test-timings-'));
  writeFileSync(join(dir, 'stages.tsv'), 'lint\t12000\tok\nunit and integration tests (vitest)\t300000\tok\nwhole run\t900000\tok\n');
  writeFileSync(
    join(dir, 'unit.jsonl'),
    `${JSON.stringify({ stage: 'unit', name: 'test/a.test.ts > works', durationMs: 1200, timeoutMs: 20000 })}\n`,
  );
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.TEST_TIMINGS_DIR;
});

describe('the closing summary of npm test', () => {
  it('on a machine that ran everything: stage times and slowest tests, and no word of anything not run', () => {
    const said = summary();
    expect(said).toMatch(/whole run\s+900\.0 s {2}ok\n/);
    expect(said).toContain('The 10 slowest of 1 tests');
    expect(said).not.toContain('NOT RUN');
  });

  it('says last and loudly which suites did not run, why, and the command that installs what they need', () => {
    process.env.TEST_TIMINGS_DIR = dir;
    recordSkippedSuite({ suite: 'firestore.rules', reason: 'FIRESTORE_EMULATOR_HOST not set: no Firestore emulator running' });
    recordSkippedSuite({ suite: 'the attack catalogue', reason: 'FIRESTORE_EMULATOR_HOST not set: no Firestore emulator running' });
    // A file loaded twice records its suite twice: it is listed once.
    recordSkippedSuite({ suite: 'firestore.rules', reason: 'FIRESTORE_EMULATOR_HOST not set: no Firestore emulator running' });
    writeFileSync(join(dir, 'emulators-missing.tsv'), `Firestore\tno Java 17 or newer; no Cloud SDK Firestore emulator\t${INSTALL}\n`);

    const said = summary();
    expect(said).toMatch(/whole run\s+900\.0 s {2}ok, but 2 suites NOT RUN \(below\)/);
    const box = said.slice(said.indexOf('!! NOT RUN'));
    expect(said.trimEnd().endsWith('!'.repeat(100))).toBe(true);
    expect(box).toContain('!! NOT RUN: 2 suites did not run on this machine. This run is NOT a full pass.');
    expect(box).toContain('!!   - firestore.rules (FIRESTORE_EMULATOR_HOST not set: no Firestore emulator running)');
    expect(box).toContain('!!   - the attack catalogue (');
    expect(box).toContain('!! Why: no Firestore emulator could start here: no Java 17 or newer; no Cloud SDK Firestore emulator.');
    expect(box).toContain(`!! Install what it needs: ${INSTALL}`);
  });

  it('names a browser project scripts/test.sh left out', () => {
    writeFileSync(
      join(dir, 'skipped.ndjson'),
      '{"suite":"browser tests in Firebase mode","reason":"no Firestore emulator on this machine"}\n',
    );
    expect(summary()).toContain('!!   - browser tests in Firebase mode (no Firestore emulator on this machine)');
  });
});
