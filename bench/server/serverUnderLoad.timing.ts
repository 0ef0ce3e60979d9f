import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { expect, test } from 'vitest';
import { adminDb, clearShop, closeShop, seedProducts } from '../../test/firebase/support/emulatorShop';
import { checkIntegrity, type IntegrityReport } from '../../test/firebase/support/soak/checkIntegrity';
import { countStock } from '../../test/firebase/support/soak/countStock';
import { runLoad, LAST_SACKS } from '../../test/firebase/support/soak/runLoad';
import { functionsLog, logOffset, retriesInLog, type RetryCount } from '../../test/firebase/support/soak/retriesInLog';
import { runSoak, SOAK_CALLABLES } from '../../test/firebase/support/soak/runSoak';
import { seedSoakShop } from '../../test/firebase/support/soak/soakShop';
import { warmUpWorkers } from '../../test/firebase/support/soak/warmUpWorkers';

// The server section of `npm run bench` (issue 41), on the Auth, Functions and Firestore emulators
// that scripts/bench-server.sh started: (1) the load, 50 customers checking out at once, 10 of them
// for the last 5 sacks; (2) the soak, BENCH_SOAK_ORDERS orders (1,000) with accepts, deliveries,
// cancels and hand-backs; each followed by the integrity check of the emulator suites
// (test/firebase/functions/soakIntegrity.test.ts). Transaction retries are counted from the
// Functions emulator's log (functions/src/logRetries.ts). Figures go to BENCH_OUT for the table.

const STORE = 'main';
const LOAD = { customers: 50, racers: 10, seed: 4101 };
const ORDERS = Number(process.env.BENCH_SOAK_ORDERS ?? 1000);
/** About eight orders per customer over the soak, a delivery person for every three customers. */
const SOAK = {
  orders: ORDERS,
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

test('the server under load, then a soak, each followed by the integrity check', async () => {
  const loads: string[] = [`start: ${load()}`];
  const integrity: Record<string, IntegrityReport> = {};

  say(`load: ${LOAD.customers} customers sign up, their workers warm up`);
  await clearShop();
  const loadShop = await seedSoakShop({ orders: 100, customers: LOAD.customers, couriers: 1 });
  await warmUpWorkers(
    loadShop.customers.map((c) => c.account),
    ['placeOrder'],
    LOAD.customers,
  );
  await seedProducts([LAST_SACKS]);
  const loadStock = await countStock(adminDb(), STORE);
  loads.push(`before the load: ${load()}`);
  const loadRun = await countingRetries(() => runLoad(loadShop, LOAD.racers, LOAD.seed));
  loads.push(`after the load: ${load()}`);
  const sacksNow = (
    await adminDb().doc(`store/${STORE}/groups/${LAST_SACKS.group}/subgroups/${LAST_SACKS.subgroup}/products/${LAST_SACKS.id}`).get()
  ).get('available');
  integrity.load = await checkIntegrity(adminDb(), { store: STORE, stockAtStart: loadStock, told: loadRun.value.told });

  say(
    `soak: ${SOAK.customers} customers, ${SOAK.couriers} delivery people and the owner sign up; ` +
      `${SOAK.inFlight} workers per callable warm up`,
  );
  await clearShop();
  const shop = await seedSoakShop(SOAK);
  await warmUpWorkers(shop.couriers, SOAK_CALLABLES, SOAK.inFlight);
  const stockAtStart = await countStock(adminDb(), STORE);
  loads.push(`before the soak: ${load()}`);
  const soakRun = await countingRetries(() => runSoak(shop, { ...SOAK, progress: (line) => say(`soak: ${line}; load ${load()}`) }));
  loads.push(`after the soak: ${load()}`);
  const soak = soakRun.value;
  integrity.soak = await checkIntegrity(adminDb(), { store: STORE, stockAtStart, told: soak.told });

  const turns = Object.fromEntries(
    [...soak.tally.outcomes.keys()].map((turn) => [
      turn,
      { ...soak.tally.latency(turn), outcomes: Object.fromEntries(soak.tally.outcomes.get(turn)!) },
    ]),
  );
  writeFileSync(
    process.env.BENCH_OUT ?? 'server-bench.json',
    JSON.stringify(
      {
        loads,
        load: { ...loadRun.value, told: undefined, sacksNow, retries: loadRun.retries },
        soak: {
          plan: { orders: SOAK.orders, customers: SOAK.customers, couriers: SOAK.couriers, inFlight: SOAK.inFlight, thinkMs: SOAK.thinkMs },
          placed: soak.told.size,
          elapsedMs: soak.elapsedMs,
          ordersPerSecond: soak.told.size / (soak.elapsedMs / 1000),
          calls: soak.tally.latency(),
          turns,
          busiestMinute: soak.busiestMinute,
          unexpected: soak.unexpected,
          retries: soakRun.retries,
        },
        integrity,
      },
      null,
      2,
    ),
  );
  await closeShop();
  expect(integrity.load.problems).toEqual([]);
  expect(integrity.soak.problems).toEqual([]);
  expect(soak.unexpected).toEqual([]);
});
