import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { expect, test } from 'vitest';
import { adminDb, clearShop, closeShop, seedProducts } from '../../test/firebase/support/emulatorShop';
import { checkIntegrity } from '../../test/firebase/support/soak/checkIntegrity';
import { countStock } from '../../test/firebase/support/soak/countStock';
import { functionsLog, logOffset, retriesInLog, type RetryCount } from '../../test/firebase/support/soak/retriesInLog';
import { LAST_SACKS, runLoad } from '../../test/firebase/support/soak/runLoad';
import { runSoak, SOAK_CALLABLES } from '../../test/firebase/support/soak/runSoak';
import { seedSoakShop } from '../../test/firebase/support/soak/soakShop';
import { warmUpWorkers } from '../../test/firebase/support/soak/warmUpWorkers';

// The server section of `npm run bench` (issue 41), on the Auth, Functions and Firestore emulators
// that scripts/bench-server.sh started: (1) the load, 50 customers checking out at once, 10 of them
// for the last 5 sacks; (2) the soak, BENCH_SOAK_ORDERS orders (1,000) with accepts, deliveries,
// cancels and hand-backs; each followed by the integrity check of the emulator suites
// (test/firebase/functions/soakIntegrity.test.ts). Transaction retries are counted from the
// Functions emulator's log (functions/src/logRetries.ts). The figures go to BENCH_OUT after each
// phase, for the table of scripts/serverBench.mjs.

const STORE = 'main';
const LOAD = { customers: 50, racers: 10, seed: 4101 };
/** Calls the Functions emulator runs at once (scripts/bench-server.sh): the workers worth warming up. */
const PARALLEL = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 50);
const ORDERS = Number(process.env.BENCH_SOAK_ORDERS ?? 1000);
/**
 * About eight orders per customer over the soak, a delivery person for every three customers, and
 * a shelf of 43 products (seven of each shape, and the scarce ghee), as a village store's hundred.
 */
const SOAK = {
  orders: ORDERS,
  copies: 7,
  customers: Math.ceil(ORDERS / 8),
  couriers: Math.ceil(ORDERS / 24),
  seed: 4102,
  thinkMs: [300, 1500] as [number, number],
  inFlight: Number(process.env.BENCH_SOAK_IN_FLIGHT ?? 8),
};

const say = (line: string) => console.error(`[bench] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Retries logged while `phase` ran, or null when the emulators' log is not ours to read. */
async function countingRetries<T>(phase: () => Promise<T>): Promise<{ value: T; retries: RetryCount | null }> {
  const log = functionsLog();
  const from = log ? logOffset(log) : 0;
  const value = await phase();
  await settle();
  return { value, retries: log ? retriesInLog(log, from) : null };
}

const figures: Record<string, unknown> = { loads: [`start: ${load()}`] };
const loads = figures.loads as string[];
const save = () => writeFileSync(process.env.BENCH_OUT ?? '.bench-dist/server-bench.json', JSON.stringify(figures, null, 2));

async function theLoad() {
  const workers = Math.min(LOAD.customers, PARALLEL);
  say(`load: ${LOAD.customers} customers sign up; ${workers} workers of placeOrder warm up`);
  await clearShop();
  const shop = await seedSoakShop({ orders: 100, customers: LOAD.customers, couriers: 1 });
  await warmUpWorkers(
    shop.customers.map((c) => c.account),
    ['placeOrder'],
    workers,
  );
  await seedProducts([LAST_SACKS]);
  const stockAtStart = await countStock(adminDb(), STORE);
  loads.push(`before the load: ${load()}`);
  say('load: every customer checks out at once');
  const run = await countingRetries(() => runLoad(shop, LOAD.racers, LOAD.seed));
  loads.push(`after the load: ${load()}`);
  const sacks = adminDb().doc(`store/${STORE}/groups/${LAST_SACKS.group}/subgroups/${LAST_SACKS.subgroup}/products/${LAST_SACKS.id}`);
  const { told, ...result } = run.value;
  figures.load = { ...result, parallel: PARALLEL, sacksNow: (await sacks.get()).get('available'), retries: run.retries };
  figures.loadIntegrity = await checkIntegrity(adminDb(), { store: STORE, stockAtStart, told });
  save();
}

async function theSoak() {
  say(`soak: ${SOAK.customers} customers, ${SOAK.couriers} delivery people and the owner sign up; ${SOAK.inFlight} workers a callable`);
  await clearShop();
  const shop = await seedSoakShop(SOAK);
  await warmUpWorkers(shop.couriers, SOAK_CALLABLES, SOAK.inFlight);
  const stockAtStart = await countStock(adminDb(), STORE);
  loads.push(`before the soak: ${load()}`);
  const run = await countingRetries(() => runSoak(shop, { ...SOAK, progress: (line) => say(`soak: ${line}; load ${load()}`) }));
  loads.push(`after the soak: ${load()}`);
  const soak = run.value;
  const turns = [...soak.tally.outcomes.keys()].map((turn) => [
    turn,
    { ...soak.tally.latency(turn), outcomes: Object.fromEntries(soak.tally.outcomes.get(turn)!) },
  ]);
  figures.soak = {
    plan: {
      orders: SOAK.orders,
      customers: SOAK.customers,
      couriers: SOAK.couriers,
      products: shop.shelves.length,
      inFlight: SOAK.inFlight,
      thinkMs: SOAK.thinkMs,
    },
    placed: soak.told.size,
    elapsedMs: soak.elapsedMs,
    ordersPerSecond: soak.told.size / (soak.elapsedMs / 1000),
    turns: Object.fromEntries(turns),
    busiestMinute: soak.busiestMinute,
    unexpected: soak.unexpected,
    unclear: soak.unclear,
    retries: run.retries,
  };
  figures.soakIntegrity = await checkIntegrity(adminDb(), { store: STORE, stockAtStart, told: soak.told });
  save();
}

test('the server under load, then a soak, each followed by the integrity check', async () => {
  try {
    await theLoad();
    await theSoak();
  } finally {
    await closeShop();
  }
  expect(figures.loadIntegrity).toMatchObject({ problems: [] });
  expect(figures.soakIntegrity).toMatchObject({ problems: [] });
  expect(figures.soak).toMatchObject({ unexpected: [] });
});
