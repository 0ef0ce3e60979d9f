#!/usr/bin/env node
// npm run test:reliability (issue 11): runs the reliability suites (test/reliability) and the
// route-guard tests they rely on (test/ui/app) with vitest, then sums what every suite recorded
// and prints one summary. Exits non-zero when a test failed, when nothing was recorded, or when
// any oversell, lost write, accepted bad input, allowed tampering or broken stored shape was
// counted: those must all be 0. Arguments, if any, replace the default test files (for example
// `npm run test:reliability -- test/reliability/concurrency` runs that folder alone).
// The attack catalogue (test/security, docs/SECURITY.md) needs the emulators, so it runs with the
// Firebase suites; when ATTACK_REPORT names the file its run wrote, the summary prints its line
// too (and fails if an attack got through), otherwise it says the attacks were not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const ROUTE_GUARD_TESTS = ['test/ui/app/routeAccess.test.ts', 'test/ui/app/routing.test.tsx'];

/** Counts each suite writes (see test/reliability/support/reliabilityRecorder.ts), and which must stay 0. */
const FIELDS = [
  'faultsInjected',
  'faultsSurvived',
  'lostWrites',
  'races',
  'oversells',
  'hostileTried',
  'hostileAccepted',
  'tamperingTried',
  'tamperingAllowed',
  'oddShapesRead',
  'oddShapesBroken',
];
const MUST_BE_ZERO = ['lostWrites', 'oversells', 'hostileAccepted', 'tamperingAllowed', 'oddShapesBroken'];

const reportDir = mkdtempSync(join(tmpdir(), 'reliability-'));
const vitestJson = join(reportDir, 'vitest.json');

const given = process.argv.slice(2);
const targets = given.length > 0 ? given : ['test/reliability', ...ROUTE_GUARD_TESTS];

const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...targets,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    // npm test's slowest-tests table (scripts/report-timings.mjs).
    ...(process.env.TEST_TIMINGS_DIR ? ['--reporter=./test/support/timing/VitestTimingReporter.ts'] : []),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RELIABILITY_REPORT_DIR: reportDir },
  },
);

const totals = Object.fromEntries(FIELDS.map((f) => [f, 0]));
const suites = readdirSync(reportDir).filter((f) => f.endsWith('.json') && f !== 'vitest.json');
for (const file of suites) {
  const { counts } = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  for (const field of FIELDS) totals[field] += counts[field] ?? 0;
}

/** Passed tests of the route-guard files, from vitest's JSON report. */
let routeGuardTests = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  for (const result of report.testResults ?? []) {
    if (!ROUTE_GUARD_TESTS.includes(relative(root, result.name))) continue;
    routeGuardTests += (result.assertionResults ?? []).filter((a) => a.status === 'passed').length;
  }
}
rmSync(reportDir, { recursive: true, force: true });

const row = (label, tried, bad, badLabel, extra = '') =>
  `  ${label.padEnd(30, '.')} ${String(tried).padStart(6)}   ${badLabel} ${bad}${extra}`;
const problems = MUST_BE_ZERO.filter((field) => totals[field] > 0);
if (run.status !== 0) problems.push('a test failed');
if (suites.length === 0) problems.push('no reliability suite recorded anything');

console.log(`\n== Reliability summary (${suites.length} suites)`);
console.log(
  row('faults injected', totals.faultsInjected, totals.faultsSurvived, 'survived'.padEnd(11), `   lost writes ${totals.lostWrites}`),
);
console.log(row('concurrent races run', totals.races, totals.oversells, 'oversells'.padEnd(11)));
console.log(row('hostile inputs tried', totals.hostileTried, totals.hostileAccepted, 'accepted'.padEnd(11)));
console.log(
  row(
    'role tampering tried',
    totals.tamperingTried,
    totals.tamperingAllowed,
    'allowed'.padEnd(11),
    `   + route guards: ${routeGuardTests} passing tests in test/ui/app`,
  ),
);
console.log(row('odd stored shapes read', totals.oddShapesRead, totals.oddShapesBroken, 'broken'.padEnd(11)));
const attacks = readAttackReport(process.env.ATTACK_REPORT);
console.log(`  ${'attack catalogue'.padEnd(30, '.')} ${attacks.line}`);
if (attacks.problem) problems.push(attacks.problem);
console.log(
  problems.length === 0 ? '  RESULT: PASS (0 oversells, 0 lost writes, 0 accepted bad inputs)' : `  RESULT: FAIL (${problems.join('; ')})`,
);

process.exit(problems.length === 0 ? 0 : 1);

/**
 * The attack catalogue's counts as its run wrote them (test/security/support/report.ts): the line
 * `attacks N, got through G, controls K ok`, and a problem when an attack got through or a control
 * failed. No file: the attacks were not run here, which is said, not counted as a failure.
 */
function readAttackReport(file) {
  if (!file || !existsSync(file)) {
    return {
      line: 'not run (it needs the emulators: ATTACK_REPORT=<file> npm run test:firebase -- test/security)',
      problem: null,
    };
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedControls = report.controls - report.controlsOk;
  const line =
    `attacks ${report.attacks}, got through ${report.gotThrough}, controls ${report.controlsOk} ok` +
    (failedControls > 0 ? `, ${failedControls} failed` : '') +
    ` (run ${report.finishedAt})`;
  const problem =
    report.gotThrough > 0
      ? `${report.gotThrough} attacks got through`
      : failedControls > 0
        ? `${failedControls} attack-catalogue controls failed`
        : null;
  return { line, problem };
}
