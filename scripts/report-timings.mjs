#!/usr/bin/env node
// The end of `npm test`: how long each stage took, the ten slowest tests with the share of their
// own timeout they used (a test near its timeout fails at random on a busy machine), and last, in a
// box nobody can miss, every suite that did not run on this machine, why, and what to install for
// it (a skipped suite must never pass for a green one). Reads what scripts/test.sh,
// scripts/lib/emulators.sh and the test helpers wrote into the directory given as the argument.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, width) => String(text).padEnd(width);

const lines = (file) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean) : []);

/** Suites that skipped (skipped.ndjson: the emulator suites' guards and scripts/test.sh), each once. */
const skipped = [
  ...new Map(
    lines('skipped.ndjson')
      .map((line) => JSON.parse(line))
      .map((s) => [s.suite, s]),
  ).values(),
];
/** Emulators this machine could not start (scripts/lib/emulators.sh): which, why, and what installs them. */
const missing = lines('emulators-missing.tsv').map((line) => {
  const [emulator, why, install] = line.split('\t');
  return { emulator, why, install };
});

const suites = (n) => (n === 1 ? '1 suite' : `${n} suites`);

const stageLines = lines('stages.tsv');
if (stageLines.length > 0) {
  console.log('\n== Stage times');
  for (const line of stageLines) {
    const [name, ms, status] = line.split('\t');
    const note = name === 'whole run' && status === 'ok' && skipped.length > 0 ? `, but ${suites(skipped.length)} NOT RUN (below)` : '';
    console.log(`  ${pad(name, 96)} ${seconds(Number(ms)).padStart(9)}  ${status}${note}`);
  }
}

const tests = readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
if (tests.length > 0) {
  const share = (t) => (t.timeoutMs > 0 ? t.durationMs / t.timeoutMs : 0);
  console.log(`\n== The 10 slowest of ${tests.length} tests (share of their own timeout)`);
  for (const t of [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, 10)) {
    const pct = `${(share(t) * 100).toFixed(0)}%`;
    console.log(
      `  ${seconds(t.durationMs).padStart(8)} of ${seconds(t.timeoutMs).padStart(8)} ${pct.padStart(4)}  ${pad(t.stage, 12)} ${t.name}`,
    );
  }
  const worst = tests.reduce((a, b) => (share(b) > share(a) ? b : a));
  console.log(`  highest share: ${(share(worst) * 100).toFixed(0)}% (${worst.stage}: ${worst.name}); the aim is under 33%`);
}

if (skipped.length > 0 || missing.length > 0) {
  const bar = '!'.repeat(100);
  console.log(`\n${bar}`);
  console.log(`!! NOT RUN: ${suites(skipped.length)} did not run on this machine. This run is NOT a full pass.`);
  for (const { suite, reason } of skipped) console.log(`!!   - ${suite} (${reason})`);
  for (const { emulator, why, install } of missing) {
    console.log(`!! Why: no ${emulator} emulator could start here: ${why}.`);
    console.log(`!! Install what it needs: ${install}`);
  }
  console.log('!! Then run `npm test` again (or `npm run test:firebase` for the emulator suites alone).');
  console.log(bar);
}
