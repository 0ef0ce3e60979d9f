#!/usr/bin/env bash
# `npm run test:firebase`: the Firebase suites alone (Firestore adapters and rules, the Auth adapter,
# the server functions) against the official emulators, started and stopped here
# (scripts/lib/emulators.sh) after building functions/. Extra arguments go to vitest, for example
# a single file.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/emulators.sh
trap stop_emulators EXIT
npm run --silent build:functions
start_emulators functions
wait_for_emulators
npx vitest run --config vitest.firebase.config.ts "${@:-test/firebase}"
