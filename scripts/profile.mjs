#!/usr/bin/env node
// Where the first screen's main-thread time goes (issue 15): loads each of the four budget pages in
// Chromium with the CPU throttled 4x (as Lighthouse's mobile preset), records Chrome's performance
// trace through CDP, and prints per page the long tasks and the top ten costs: JavaScript self time
// by package or source file (through the build's source maps), plus style, layout, paint, parsing
// and garbage collection. Each figure is the median of `runs` loads. The traces are written next to
// the build (trace-<page>-<run>.json) for Chrome DevTools' Performance panel.
//
// Each run loads the page twice. V8's sampling profiler, which names the JavaScript, makes V8 compile
// every function of a script as it loads (the entry's compile: about 25 ms of main thread without
// it, 900 ms with it on /login at 4x), so main-thread time, blocking time and the longest task come
// from a load without the profiler (Lighthouse does not record samples either); the costs and the
// long tasks' contents come from the profiled load, whose tasks run longer. Even without the
// profiler, a load driven from Playwright shows the entry's evaluation far longer than Lighthouse's
// own trace does (V8 collecting source positions; docs/BENCHMARK.md, 27 November): read it as overstated.
//
//   npx vite build --outDir .bench-dist --sourcemap && node scripts/profile.mjs .bench-dist [runs]
//
// It serves the build itself over HTTPS (scripts/httpsPreview.mjs) on PROFILE_PORT (default 4275);
// PROFILE_FUNCTIONS=20 also lists the 20 functions with the most self time per page. Nothing here is
// a test: the figures depend on the machine and its load, printed with them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startHttpsPreview } from './httpsPreview.mjs';
import { CHROME_FLAGS, LIGHTHOUSE_PAGES, MOBILE_CPU_SLOWDOWN, signIn } from './lighthouse.mjs';
import { mainThread } from './mainThread.mjs';

const LONG_TASK_MS = 50;
const QUIET_MS = 3000;
const SETTLE_LIMIT_MS = 60_000;
/** Keeps in `window.__lastBusy` when the page last finished a request or a long task. */
const WATCH_BUSY = `window.__lastBusy = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    window.__lastBusy = Math.max(window.__lastBusy, e.entryType === 'resource' ? e.responseEnd : e.startTime + e.duration);
}).observe({ entryTypes: ['resource', 'longtask'] });`;

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing', 'loading'];
const PROFILER = 'disabled-by-default-v8.cpu_profiler';

/** Browser work outside JavaScript, by trace event name. */
const BROWSER_WORK = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  'v8.compile': 'compile JS',
  'v8.compileModule': 'compile JS',
  'V8.CompileCode': 'compile JS',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings as, per generated line, sorted [column, source index, name index] triples. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let name = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      if (values.length > 4) name += values[4];
      segments.push([column, values.length > 1 ? source : -1, values.length > 4 ? name : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * Where a position of the build comes from: its module (the package, or the source file under src/),
 * the original file and the original name of the function that starts there.
 */
function sourceMaps(dist) {
  const maps = new Map();
  const load = (file) => {
    if (!maps.has(file)) {
      const path = join(dist, `${file}.map`);
      const map = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
      maps.set(file, map && { sources: map.sources, names: map.names, lines: decodeMappings(map.mappings) });
    }
    return maps.get(file);
  };
  return (url, line, column) => {
    let file;
    try {
      file = new URL(url).pathname.replace(/^\//, '');
    } catch {
      return { module: '(browser)', file: '(browser)', name: null };
    }
    const map = load(file);
    let found = null;
    for (const segment of map?.lines[line] ?? []) {
      if (segment[0] > column) break;
      found = segment;
    }
    const source = found && map.sources[found[1]];
    if (!source) return { module: file, file, name: null };
    const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    const original = source.replace(/^.*?node_modules\//, '').replace(/^.*?\bsrc\//, 'src/');
    return { module: pkg ? pkg[1] : original, file: original, name: map.names[found[2]] ?? null };
  };
}

/** The CPU profile's samples on one thread, in time order: { ts, ms, frame }. */
function samplesOf(events, pid, tid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const p = profiles.get(e.id) ?? { tid: e.tid, nodes: new Map(), samples: [], deltas: [], start: 0 };
    if (e.name === 'Profile') p.start = e.args.data.startTime;
    for (const node of e.args.data.cpuProfile?.nodes ?? []) p.nodes.set(node.id, node);
    p.samples.push(...(e.args.data.cpuProfile?.samples ?? []));
    p.deltas.push(...(e.args.data.timeDeltas ?? []));
    profiles.set(e.id, p);
  }
  const samples = [];
  for (const p of profiles.values()) {
    if (p.tid !== tid) continue;
    let ts = p.start;
    p.samples.forEach((node, i) => {
      ts += p.deltas[i] ?? 0;
      samples.push({ ts, ms: (p.deltas[i + 1] ?? 0) / 1000, frame: p.nodes.get(node)?.callFrame });
    });
  }
  return samples;
}

/**
 * One trace from `fromTs` on: main-thread time, blocking time (the part of each task over 50 ms),
 * time per cost (JavaScript self time by module, browser work by kind), per function, and the long
 * tasks with the three costs that fill each.
 */
export function analyseTrace(events, locate, fromTs) {
  const thread = mainThread(events);
  const onMain = (e) => `${e.pid}:${e.tid}` === thread && e.ts >= fromTs;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e));
  const longTasks = tasks
    .filter((t) => t.dur / 1000 >= LONG_TASK_MS)
    .map((t) => ({ start: t.ts, end: t.ts + t.dur, ms: t.dur / 1000, costs: new Map() }));
  const costs = new Map();
  const functions = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const charge = (ts, key, ms) => {
    add(costs, key, ms);
    const task = longTasks.find((t) => t.start <= ts && ts < t.end);
    if (task) add(task.costs, key, ms);
  };

  // Browser work: outermost events only, so nested ones are not counted twice; GC comes from the samples.
  const spans = events.filter((e) => e.ph === 'X' && BROWSER_WORK[e.name] && onMain(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let end = -1;
  for (const e of spans) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    if (BROWSER_WORK[e.name] !== 'garbage collection') charge(e.ts, BROWSER_WORK[e.name], e.dur / 1000);
  }

  const [pid, tid] = thread.split(':').map(Number);
  for (const { ts, ms, frame } of samplesOf(events, pid, tid)) {
    if (ts < fromTs || !frame) continue;
    const fn = frame.functionName;
    if (fn === '(idle)' || fn === '(program)' || fn === '(root)') continue;
    if (fn === '(garbage collector)') {
      charge(ts, 'garbage collection', ms);
      continue;
    }
    const where = locate(frame.url, frame.lineNumber, frame.columnNumber);
    charge(ts, where.module, ms);
    add(functions, `${where.file} ${where.name ?? (fn || '(anonymous)')}`, ms);
  }
  const busyMs = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  const blockingMs = longTasks.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0);
  return { busyMs, blockingMs, longTasks, costs, functions };
}

/**
 * Loads `url` in a fresh tab under the CPU throttle with the HTTP cache cleared and returns its trace,
 * with JavaScript samples when `profiler` is set.
 */
async function traceLoad(browser, context, url, profiler) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: profiler ? [...CATEGORIES, PROFILER] : CATEGORIES });
  await page.addInitScript(WATCH_BUSY);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Settled: no request finished and no long task for QUIET_MS. Firebase mode's listen channel keeps a
  // request open, so the network is never idle; its data phase (the full SDK, the listeners, their
  // renders) comes seconds after the load event and belongs in the window.
  await page
    .waitForFunction((quietMs) => performance.now() - window.__lastBusy >= quietMs, QUIET_MS, { timeout: SETTLE_LIMIT_MS, polling: 250 })
    .catch(() => {});
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await page.close();
  return trace.traceEvents ?? trace;
}

/** Navigation start of the page's main frame: where the first screen's work begins. */
const navigationStart = (events) =>
  Math.min(...events.filter((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame').map((e) => e.ts), Infinity);

export async function profilePages({
  origin,
  dist,
  runs = 3,
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // Local mode's demo sign-in unless told otherwise (Firebase mode signs in with a password).
  signIn: signInCustomer = signIn,
  log = () => {},
}) {
  const locate = sourceMaps(dist);
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
  const results = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    });
    let signedIn = false;
    const ordered = [...LIGHTHOUSE_PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
    for (const page of ordered) {
      if (page.signedIn && !signedIn) {
        await signInCustomer(context, origin);
        signedIn = true;
      }
      const plain = [];
      const profiled = [];
      for (let run = 1; run <= runs; run++) {
        log(`profile ${page.label} run ${run}/${runs}`);
        const unprofiled = await traceLoad(browser, context, `${origin}${page.path}`, false);
        plain.push(analyseTrace(unprofiled, locate, navigationStart(unprofiled)));
        const events = await traceLoad(browser, context, `${origin}${page.path}`, true);
        const name = page.label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(join(dist, `trace-${name}-${run}.json`), JSON.stringify(events));
        profiled.push(analyseTrace(events, locate, navigationStart(events)));
      }
      const medians = (field) =>
        [...new Set(profiled.flatMap((a) => [...a[field].keys()]))]
          .map((key) => [key, median(profiled.map((a) => a[field].get(key) ?? 0))])
          .sort((a, b) => b[1] - a[1]);
      results.push({
        ...page,
        busyMs: median(plain.map((a) => a.busyMs)),
        blockingMs: median(plain.map((a) => a.blockingMs)),
        longTasks: median(plain.map((a) => a.longTasks.length)),
        longest: median(plain.map((a) => Math.max(0, ...a.longTasks.map((t) => t.ms)))),
        // The profiled long tasks of the run with the median blocking time, in order.
        medianRunTasks: [...profiled].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(profiled.length / 2)].longTasks,
        costs: medians('costs'),
        functions: medians('functions'),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The table of one page, as docs/BENCHMARK.md quotes it. */
export function formatProfile(result, functions = 0) {
  const lines = [
    `${result.label}: main thread ${Math.round(result.busyMs)} ms, blocking ${Math.round(result.blockingMs)} ms ` +
      `(tasks over ${LONG_TASK_MS} ms: ${result.longTasks}, longest ${Math.round(result.longest)} ms), without the profiler`,
    '  costs, with the profiler on:',
  ];
  result.costs.slice(0, 10).forEach(([key, ms], i) => lines.push(`  ${String(i + 1).padStart(2)}. ${key.padEnd(58)} ${Math.round(ms)} ms`));
  const start = result.medianRunTasks[0]?.start ?? 0;
  lines.push('  long tasks of the median profiled run (ms after the first, length, what fills it):');
  for (const task of result.medianRunTasks) {
    const top = [...task.costs].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const filling = top.map(([key, ms]) => `${key} ${Math.round(ms)}`).join(', ');
    lines.push(
      `      +${String(Math.round((task.start - start) / 1000)).padStart(5)}  ${String(Math.round(task.ms)).padStart(4)} ms  ${filling}`,
    );
  }
  if (functions) lines.push('  functions (self time):');
  result.functions.slice(0, functions).forEach(([key, ms]) => lines.push(`      ${key.slice(0, 90).padEnd(90)} ${Math.round(ms)} ms`));
  return lines.join('\n');
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runAsScript) {
  const dist = process.argv[2] ?? '.bench-dist';
  const runs = Number(process.argv[3] ?? 3);
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: npx vite build --outDir ${dist} --sourcemap`);
    process.exit(1);
  }
  const preview = await startHttpsPreview(dist, Number(process.env.PROFILE_PORT ?? 4275));
  try {
    const loadBefore = os.loadavg()[0].toFixed(2);
    const results = await profilePages({ origin: preview.origin, dist, runs, log: (line) => console.error(line) });
    console.log(
      `CPU ${MOBILE_CPU_SLOWDOWN}x slower, medians of ${runs}; load average ${loadBefore} before, ${os.loadavg()[0].toFixed(2)} after\n`,
    );
    results.forEach((r) => console.log(`${formatProfile(r, Number(process.env.PROFILE_FUNCTIONS ?? 0))}\n`));
  } finally {
    preview.stop();
  }
}
