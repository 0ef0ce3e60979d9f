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
npx vitest run

step "production build and bundle budgets"
npx vite build --logLevel warn
node scripts/check-bundle-budget.mjs

step "browser tests (Playwright on the system Chromium)"
bash scripts/ensure-browser.sh
npx playwright test
