#!/usr/bin/env bash
# `npm run test:firebase`: the Firebase suites alone (Firestore adapters and rules, the Auth adapter)
# against the official emulators, started and stopped here (scripts/lib/emulators.sh). Extra
# arguments go to vitest, for example a single file.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/emulators.sh
trap stop_emulators EXIT
start_emulators
wait_for_emulators
npx vitest run --config vitest.firebase.config.ts "${@:-test/firebase}"
