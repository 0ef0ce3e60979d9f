#!/usr/bin/env node
// The end of `npm test`: how long each stage took, and the ten slowest tests with the share of their
// own timeout they used (a test near its timeout fails at random on a busy machine). Reads what
// scripts/test.sh and the timing reporters wrote into the directory given as the argument.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, width) => String(text).padEnd(width);

const stagesFile = join(dir, 'stages.tsv');
if (existsSync(stagesFile)) {
  console.log('\n== Stage times');
  let total = 0;
  for (const line of readFileSync(stagesFile, 'utf8').trim().split('\n')) {
    const [name, ms, status] = line.split('\t');
    total = Math.max(total, Number(ms));
    console.log(`  ${pad(name, 96)} ${seconds(Number(ms)).padStart(9)}  ${status}`);
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
