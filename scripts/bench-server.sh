#!/usr/bin/env bash
# The server section of `npm run bench` (issue 41; scripts/bench.mjs runs it, or BENCH_ONLY=server
# alone): builds functions/, starts the Auth, Functions and Firestore emulators as `npm test` does
# (scripts/lib/emulators.sh), then runs bench/server (the load and the soak through the real
# callables, each followed by the integrity check), which writes its figures to BENCH_OUT
# (.bench-dist/server-bench.json).
# Emulators already running are reused when FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
# FUNCTIONS_EMULATOR_ORIGIN all name them (transaction retries are then counted only if
# EMULATOR_LOGS names the folder holding their firebase.log); their project demo-shop is emptied.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/emulators.sh
trap stop_emulators EXIT
if [ -n "${FIREBASE_AUTH_EMULATOR_HOST:-}" ] && [ -n "${FUNCTIONS_EMULATOR_ORIGIN:-}" ] && [ -n "${FIRESTORE_EMULATOR_HOST:-}" ]; then
  echo "[bench] reusing the emulators at $FIRESTORE_EMULATOR_HOST, $FIREBASE_AUTH_EMULATOR_HOST and $FUNCTIONS_EMULATOR_ORIGIN"
else
  unset FIREBASE_AUTH_EMULATOR_HOST FUNCTIONS_EMULATOR_ORIGIN
  npm run --silent build:functions
  # The Functions emulator runs each call at once in a worker process of its own (up to 50): 50
  # checkouts at once were 50 to 110 Node processes on two cores, and calls timed out while workers
  # started. Production runs at most 10 instances (functions/src/index.ts); here at most 10 calls
  # run at once and the others wait in the emulator's queue, as they would for a free instance.
  export FUNCTIONS_EMULATOR_PARALLEL="${FUNCTIONS_EMULATOR_PARALLEL:-10}"
  start_emulators functions
fi
if [ -z "${FIRESTORE_EMULATOR_HOST:-}" ]; then
  echo "[bench] the server section needs a Firestore emulator (see above for what to install)." >&2
  exit 1
fi
wait_for_emulators
export BENCH_OUT="${BENCH_OUT:-.bench-dist/server-bench.json}"
mkdir -p "$(dirname "$BENCH_OUT")"
npx vitest run --config bench/server/vitest.config.ts --reporter dot
