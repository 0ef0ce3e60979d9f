// The server section of `npm run bench` (issue 41): runs scripts/bench-server.sh (emulators, then
// bench/server/serverUnderLoad.timing.ts) and turns the figures it wrote into rows of the bench's
// table. Timings are reported, never judged; a failed integrity check is a failure of the bench.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

const OUT = '.bench-dist/server-bench.json';

const ms = (n) => `${Math.round(n)} ms`;
const latency = (l) => `${ms(l.p50Ms)} / ${ms(l.p95Ms)} / ${ms(l.maxMs)}`;
const retries = (r) =>
  r ? `${r.retries} retries in ${r.units} units of work${r.failed ? `, ${r.failed} still failed` : ''}` : 'not counted (no log of ours)';
const outcomes = (counts) =>
  Object.entries(counts)
    .map(([outcome, n]) => `${outcome} ${n}`)
    .join(', ');

/**
 * Runs the load and the soak against the emulators; answers the table's rows (section 'server'),
 * notes for under the table, and the failures that must fail the bench.
 */
export function measureServer({ say }) {
  rmSync(OUT, { force: true });
  mkdirSync(dirname(OUT), { recursive: true });
  say('bash scripts/bench-server.sh');
  const run = spawnSync('bash', ['scripts/bench-server.sh'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BENCH_OUT: OUT },
  });
  if (!existsSync(OUT)) {
    return { rows: [], notes: [], failures: [`the server section wrote no figures (scripts/bench-server.sh exited with ${run.status})`] };
  }
  const { loads, load, loadIntegrity, soak, soakIntegrity } = JSON.parse(readFileSync(OUT, 'utf8'));
  const rows = [];
  const notes = [`Server section: load average ${loads.join('; ')}.`];
  const failures =
    run.status === 0
      ? []
      : [`bench/server failed (scripts/bench-server.sh exited with ${run.status}); the figures below are what it measured`];
  const row = (figure, where, measured, target = 'report', status = '') =>
    rows.push({ section: 'server', figure, where, measured, target, status });
  const check = (report) =>
    report.problems.length === 0
      ? `ok: ${report.slots} stock counters, ${report.active} open, ${report.delivered} delivered, ${report.cancelled} cancelled`
      : `${report.problems.length} PROBLEMS`;
  const judge = (report, after) => {
    row('integrity check', after, check(report), '0 problems', report.problems.length === 0 ? 'ok' : 'FAILED');
    failures.push(...report.problems.map((p) => `integrity ${after}: ${p}`));
  };

  if (load) {
    const crowd = `${load.customers} customers at once, ${load.racers} racing for the last ${load.sacksLeft} sacks`;
    notes.push(
      `Load: the Functions emulator ran at most ${load.parallel} calls at once (FUNCTIONS_EMULATOR_PARALLEL); ` +
        'the others waited in its queue.',
    );
    const fair = load.sacksSold === load.sacksLeft && load.sacksNow === 0;
    row('orders placed / refused', crowd, `${load.placed} / ${load.customers - load.placed} (${outcomes(load.refused)})`);
    row('sacks sold / left', crowd, `${load.sacksSold} / ${load.sacksNow}`, `${load.sacksLeft} / 0`, fair ? 'ok' : 'WRONG');
    if (!fair) failures.push(`the race sold ${load.sacksSold} of the last ${load.sacksLeft} sacks and left ${load.sacksNow}`);
    row('orders a second', crowd, load.ordersPerSecond.toFixed(2));
    row('checkout latency p50 / p95 / max', `each of ${load.perCall.calls} calls`, latency(load.perCall));
    row('first tap to final answer p50 / p95 / max', `each customer (${load.tapsAgain} taps again)`, latency(load.perCustomer));
    row('answers that did not say (timeouts, none)', `of ${load.perCall.calls} calls`, String(load.unclear));
    row('transaction retries', crowd, retries(load.retries));
    judge(loadIntegrity, 'after the load');
  }
  if (soak) {
    const { plan } = soak;
    const who = `${soak.placed} orders; ${plan.customers} customers, ${plan.couriers} couriers, the owner; ${plan.products} products`;
    row('soak', who, `${(soak.elapsedMs / 60000).toFixed(1)} min, ${soak.ordersPerSecond.toFixed(2)} orders a second`);
    for (const [turn, figures] of Object.entries(soak.turns)) {
      row(`${turn}: p50 / p95 / max`, `${figures.calls} calls (${outcomes(figures.outcomes)})`, latency(figures));
    }
    row('transaction retries', 'the soak', retries(soak.retries));
    row('answers that did not say (timeouts, none)', 'the soak', String(soak.unclear));
    const b = soak.busiestMinute;
    const within = b.customerCheckouts < 10 && Math.max(b.customerChanges, b.courierChanges, b.ownerChanges) < 30;
    row(
      'most calls by one person in a minute',
      'customer checkouts / changes; courier; owner',
      `${b.customerCheckouts} / ${b.customerChanges}; ${b.courierChanges}; ${b.ownerChanges}`,
      '< 10 / 30',
      within ? 'ok' : 'OVER',
    );
    judge(soakIntegrity, 'after the soak');
    notes.push(
      `Soak: at most ${plan.inFlight} calls in flight (the Functions emulator runs one worker process per concurrent call); ` +
        `a person pauses ${plan.thinkMs[0]}-${plan.thinkMs[1]} ms between actions, a customer four times that.`,
      ...soak.unexpected.map((u) => `Soak, unexpected answer: ${u}`),
    );
    if (soak.unexpected.length > 0) failures.push(`${soak.unexpected.length} unexpected answers in the soak`);
  }
  return { rows, notes, failures };
}
