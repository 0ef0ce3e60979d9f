#!/usr/bin/env bash
# The one test command (README, .ci/run): lint, typecheck, vitest, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "lint (code style and the layer rule of DESIGN.md section 1)"
npx eslint --max-warnings=0 .

step "typecheck"
npx tsc --noEmit -p tsconfig.json

step "unit and integration tests (vitest)"
npx vitest run --exclude 'test/reliability/**'

step "reliability: faults, races, hostile input, tampering, odd stored shapes (with its summary)"
npm run test:reliability

step "Firebase Auth adapter against the official Auth emulator"
bash scripts/test-firebase-auth.sh

step "production build"
# The 200 kB route budget of issue 10 is not met yet (about 260 kB gzip per route): it is measured
# and reported by `npm run bench` (scripts/check-bundle-budget.mjs) until it can gate this run.
npx vite build --logLevel warn

step "browser tests (Playwright on the system Chromium)"
bash scripts/ensure-browser.sh
npx playwright test
