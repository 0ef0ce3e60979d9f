#!/usr/bin/env bash
# The one test command (README, .ci/run). Stages, with what can share the two cores side by side:
#   lint | typecheck, unit, emulator suites | production build, reliability, browser.
# The emulators start in the background at once, so their start-up hides behind lint and the unit
# tests. At the end it prints each stage's time and the ten slowest tests with the share of their
# own timeout they used. The first failing stage stops the run.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/emulators.sh

TEST_TIMINGS_DIR="$(mktemp -d -t test-timings.XXXXXX)"
export TEST_TIMINGS_DIR
STARTED_AT=$(date +%s%3N)

finish() {
  local code=$?
  stop_emulators
  printf 'whole run\t%s\t%s\n' "$(($(date +%s%3N) - STARTED_AT))" "$([ "$code" = 0 ] && echo ok || echo FAILED)" >>"$TEST_TIMINGS_DIR/stages.tsv"
  node scripts/report-timings.mjs "$TEST_TIMINGS_DIR"
  rm -rf "$TEST_TIMINGS_DIR"
  exit "$code"
}
trap finish EXIT

record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$TEST_TIMINGS_DIR/stages.tsv"; }

# not_run SUITE WHY: a suite this machine cannot run, for the closing summary (scripts/report-timings.mjs).
not_run() { printf '{"suite":"%s","reason":"%s"}\n' "$1" "$2" >>"$TEST_TIMINGS_DIR/skipped.ndjson"; }

# stage NAME COMMAND...: runs it in the foreground; a failure ends the run.
stage() {
  local name="$1" began
  shift
  printf '\n== %s\n' "$name"
  began=$(date +%s%3N)
  if "$@"; then
    record "$name" "$(($(date +%s%3N) - began))" ok
  else
    record "$name" "$(($(date +%s%3N) - began))" FAILED
    echo "Stage failed: $name" >&2
    exit 1
  fi
}

# side_by_side NAME1 'COMMAND1' NAME2 'COMMAND2': runs both at once, each into its own log, then
# prints the logs in order; a failure of either ends the run once both are done.
side_by_side() {
  local names=("$1" "$3") commands=("$2" "$4") pids=() logs=() began i failed=0
  began=$(date +%s%3N)
  for i in 0 1; do
    logs[i]="$(mktemp -t stage.XXXXXX.log)"
    (
      local started
      started=$(date +%s%3N)
      if bash -c "${commands[i]}"; then status=ok; else status=FAILED; fi
      record "${names[i]}" "$(($(date +%s%3N) - started))" "$status"
      [ "$status" = ok ]
    ) >"${logs[i]}" 2>&1 &
    pids[i]=$!
  done
  for i in 0 1; do wait "${pids[i]}" || failed=1; done
  for i in 0 1; do
    printf '\n== %s\n' "${names[i]}"
    cat "${logs[i]}"
    rm -f "${logs[i]}"
  done
  printf '\n(side by side: %s s)\n' "$((($(date +%s%3N) - began) / 1000))"
  if [ "$failed" = 1 ]; then
    echo "Stage failed: ${names[0]} or ${names[1]}" >&2
    exit 1
  fi
}

stage "browser and fonts (Debian's Chromium, a Devanagari font)" bash scripts/ensure-browser.sh

stage "server functions build (functions/lib for the Functions emulator)" npm run --silent build:functions
start_emulators functions

side_by_side \
  "lint (eslint, the layer rule of DESIGN.md section 1, prettier)" "npm run --silent lint" \
  "typecheck" "npx tsc --noEmit -p tsconfig.json"

VITEST_TIMINGS="--reporter=default --reporter=./test/support/timing/VitestTimingReporter.ts"
stage "unit and integration tests (vitest)" \
  env TEST_TIMINGS_STAGE=unit npx vitest run --project rules --project browser-side $VITEST_TIMINGS

stage "emulators ready (Firestore from the Cloud SDK; Auth and Functions from firebase-tools)" wait_for_emulators

# The attack catalogue's counts (test/security, docs/SECURITY.md), for the reliability summary below.
export ATTACK_REPORT="$TEST_TIMINGS_DIR/attacks.json"

# The emulator suites spend most of their time waiting on the emulators; the build is CPU work.
side_by_side \
  "Firebase suites against the emulators (Firestore adapters and rules, Auth adapter, server functions, attack catalogue)" \
  "TEST_TIMINGS_STAGE=emulators npx vitest run --config vitest.firebase.config.ts test/firebase test/security $VITEST_TIMINGS" \
  "production build and bundle budgets" \
  "npx vite build --logLevel warn && node scripts/check-bundle-budget.mjs dist"

stage "reliability: faults, races, hostile input, tampering, odd stored shapes (with its summary)" \
  env TEST_TIMINGS_STAGE=reliability npm run --silent test:reliability

# The emulators stay up: the Firebase-mode browser tests run the shop against them. Without a
# Firestore emulator their journeys cannot run: that project is left out, and the summary says so.
PLAYWRIGHT_PROJECTS=()
if [ -z "${FIRESTORE_EMULATOR_HOST:-}" ]; then
  PLAYWRIGHT_PROJECTS=(--project desktop --project firebase-maps-blocked)
  not_run "browser tests in Firebase mode (Playwright project 'firebase': e2e/firebase, e2e/maps.spec.ts)" \
    "FIRESTORE_EMULATOR_HOST is not set: no Firestore emulator on this machine"
fi
# CI=1: Playwright starts its own preview servers of the builds just made, and stops with an error
# if a port is taken, instead of testing whatever build a stray server on that port serves.
stage "browser tests (Playwright on the system Chromium)" env CI=1 npx playwright test "${PLAYWRIGHT_PROJECTS[@]}"
