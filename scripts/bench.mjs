#!/usr/bin/env node
// `npm run bench` (issue 10): builds the shop into .bench-dist (dist belongs to the tests), then
// prints ONE table: gzip bytes per route against the budget, Lighthouse medians per page against
// the targets, and use-case timings on the local adapters, with the machine noted. Exits non-zero
// only when a byte budget is exceeded: bytes are deterministic, timings are not.
//
// BENCH_RUNS (default 3) Lighthouse runs per page; BENCH_PORT (default 4274) for vite preview;
// BENCH_SKIP_LIGHTHOUSE=1 for bytes and timings only. Details: docs/BENCHMARK.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { measureBundle, LAZY_CHUNK_BUDGET } from './check-bundle-budget.mjs';
import { LIGHTHOUSE_TARGETS, runLighthouse } from './lighthouse.mjs';

const OUT_DIR = '.bench-dist';
const TIMINGS = `${OUT_DIR}/use-case-timings.json`;
const PORT = Number(process.env.BENCH_PORT ?? 4274);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KB = 1024;
const CART_UPDATE_BUDGET_MS = 50;

const say = (line) => console.error(`[bench] ${line}`);

function run(command, args, env = {}) {
  say(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function machine() {
  const cpus = os.cpus();
  const chromium = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'not found';
  return [
    `CPU ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores`,
    `${Math.round(os.totalmem() / 1024 ** 3)} GB RAM`,
    `load ${os.loadavg()[0].toFixed(2)}`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
    chromium,
  ].join(' · ');
}

async function startPreview() {
  const child = spawn('npx', ['vite', 'preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${PORT}`;
  for (let waited = 0; waited < 30_000; waited += 250) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop: () => process.kill(-child.pid) };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid);
  throw new Error(`vite preview did not answer on ${origin}`);
}

const rows = [];
const row = (section, figure, where, measured, target, status) => rows.push({ section, figure, where, measured, target, status });
const verdict = (ok) => (ok ? 'ok' : 'MISSED');
const notes = [];

// 1. Build and bytes.
run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn']);
const bundle = measureBundle(OUT_DIR);
for (const { mode, route, bytes, budget } of bundle.rows) {
  row(
    'bytes',
    `JS before first screen, gzip (${mode} mode)`,
    route,
    `${(bytes / KB).toFixed(1)} kB`,
    `<= ${budget / KB} kB`,
    bytes > budget ? 'OVER' : 'ok',
  );
}
if (bundle.largestLazy) {
  const { key, bytes } = bundle.largestLazy;
  row(
    'bytes',
    'largest lazy screen chunk, gzip',
    key.replace('src/ui/screens/', ''),
    `${(bytes / KB).toFixed(1)} kB`,
    `<= ${LAZY_CHUNK_BUDGET / KB} kB`,
    bytes > LAZY_CHUNK_BUDGET ? 'OVER' : 'ok',
  );
}
const sw = existsSync(`${OUT_DIR}/sw.js`) ? readFileSync(`${OUT_DIR}/sw.js`, 'utf8') : '';
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
if (precached.length) {
  const files = precached
    .map((url) => `${OUT_DIR}/${url}`)
    .filter(existsSync)
    .map((path) => readFileSync(path));
  const raw = files.reduce((sum, bytes) => sum + bytes.length, 0);
  const gzip = files.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);
  row(
    'bytes',
    'service-worker precache, raw / gzip',
    `${precached.length} files`,
    `${(raw / KB).toFixed(0)} / ${(gzip / KB).toFixed(0)} kB`,
    'report',
    '',
  );
}

// 2. Use-case timings (before Lighthouse, so the two do not share the cores).
run('npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', '--reporter', 'dot'], { BENCH_OUT: TIMINGS });
for (const t of JSON.parse(readFileSync(TIMINGS, 'utf8'))) {
  const isCartUpdate = t.name.startsWith('cart update');
  const measured = t.iterations > 1 ? `${t.medianMs} / ${t.p95Ms} ms` : `${t.medianMs} ms`;
  row(
    'use case',
    t.name,
    t.iterations > 1 ? `median / p95 of ${t.iterations}` : 'once',
    measured,
    isCartUpdate ? `< ${CART_UPDATE_BUDGET_MS} ms` : '',
    isCartUpdate ? verdict(t.medianMs < CART_UPDATE_BUDGET_MS) : '',
  );
}

// 3. Lighthouse medians.
if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  notes.push('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE).');
} else {
  const loadBefore = os.loadavg()[0].toFixed(2);
  const preview = await startPreview();
  try {
    const results = await runLighthouse({ origin: preview.origin, runs: RUNS, chromePath: CHROME_PATH, log: say });
    const T = LIGHTHOUSE_TARGETS;
    const benchmarkIndexes = [];
    const warnings = new Set();
    for (const { label, path, medians: m, representative: r } of results) {
      const figures = [
        ['performance score', m.performance.toFixed(2), `>= ${T.performance}`, m.performance >= T.performance],
        ['LCP', `${(m.lcpMs / 1000).toFixed(2)} s`, `<= ${T.lcpMs / 1000} s`, m.lcpMs <= T.lcpMs],
        ['TBT', `${Math.round(m.tbtMs)} ms`, `<= ${T.tbtMs} ms`, m.tbtMs <= T.tbtMs],
        ['CLS', m.cls.toFixed(3), `<= ${T.cls}`, m.cls <= T.cls],
        ['accessibility score', m.accessibility.toFixed(2), `>= ${T.accessibility}`, m.accessibility >= T.accessibility],
      ];
      for (const [figure, measured, target, ok] of figures)
        row('lighthouse', `${figure} (median of ${RUNS})`, label, measured, target, verdict(ok));
      benchmarkIndexes.push(m.benchmarkIndex);
      r.warnings.forEach((w) => warnings.add(w));
      if (r.finalPath !== path) notes.push(`${label}: Lighthouse ended on ${r.finalPath}, not ${path} (a guard redirected it).`);
      const missed = figures.filter(([, , , ok]) => !ok).map(([figure]) => figure);
      if (missed.length) {
        notes.push(
          [
            `${label} missed ${missed.join(', ')}. From its median run:`,
            `  FCP ${Math.round(r.fcpMs)} ms; LCP element ${r.lcpNode ?? 'none'}; ${r.lcpPhases.join(', ')}`,
            `  main thread: ${r.mainThread.join(', ')}`,
            `  scripts: ${r.bootup.join('; ')}`,
            r.failedA11y.length ? `  failed accessibility audits: ${r.failedA11y.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        );
      }
    }
    const index = Math.round(Math.min(...benchmarkIndexes));
    notes.unshift(`Lighthouse benchmarkIndex (host CPU speed, higher is faster): ${index} at the lowest; load before: ${loadBefore}.`);
    warnings.forEach((w) => notes.push(`Lighthouse warned: ${w}`));
  } finally {
    preview.stop();
  }
}

// The table.
const columns = ['section', 'figure', 'where', 'measured', 'target', 'status'];
const width = Object.fromEntries(columns.map((c) => [c, Math.max(c.length, ...rows.map((r) => String(r[c]).length))]));
const line = (r) =>
  columns
    .map((c) => String(r[c]).padEnd(width[c]))
    .join('  ')
    .trimEnd();
console.log(`\nMachine: ${machine()}\n`);
console.log(line(Object.fromEntries(columns.map((c) => [c, c]))));
console.log(columns.map((c) => '-'.repeat(width[c])).join('  '));
rows.forEach((r) => console.log(line(r)));
if (notes.length) console.log(`\n${notes.join('\n')}`);
if (bundle.failures.length) {
  console.log(`\nByte budget exceeded (exit 1):\n- ${bundle.failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nByte budgets met.');
