#!/usr/bin/env bash
# The Firebase Auth adapter against the official Auth emulator (runs offline; part of `npm test`).
# `--only auth` matters: with firestore in firebase.json, a full start would first demand Java 21.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx firebase emulators:exec --only auth --project demo-shop \
  "npx vitest run --config vitest.firebase.config.ts test/firebase/auth"
