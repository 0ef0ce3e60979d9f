#!/usr/bin/env bash
# `npm run test:firebase`: the Firestore adapters (the repository and unit-of-work contract suites),
# the full firestore.rules suite and the Auth adapter, against the official Firebase emulators.
#
# Firestore emulator, in order of preference:
#   1. FIRESTORE_EMULATOR_HOST already set (e.g. `firebase emulators:start --only firestore`): used as is.
#   2. The Cloud SDK's emulator (`gcloud components install cloud-firestore-emulator`) with Java 21+:
#      started here on FIRESTORE_PORT (default 8080) and stopped at the end.
#   3. Java 21+ without it: firebase-tools starts its own (it downloads the jar on first use).
#   4. None of these: the Firestore suites run, print why, and skip; the Auth suites still run.
# The Auth emulator always comes from firebase-tools (`--only auth` keeps its Java check away).
set -euo pipefail
cd "$(dirname "$0")/.."

TESTS="npx vitest run --config vitest.firebase.config.ts test/firebase"

java_major() { "$1" -version 2>&1 | awk -F'"' '/version/ { split($2, v, "."); print v[1]; exit }'; }

find_java() {
  local candidate
  for candidate in "${JAVA:-}" "$(command -v java || true)" /usr/lib/jvm/*/bin/java; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && [ "$(java_major "$candidate")" -ge 21 ] 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

find_sdk_emulator() {
  local root
  for root in "${CLOUDSDK_ROOT_DIR:-}" "$(dirname "$(dirname "$(readlink -f "$(command -v gcloud || echo /nonexistent)")")")" \
              /usr/lib/google-cloud-sdk /usr/share/google-cloud-sdk "$HOME/google-cloud-sdk"; do
    if [ -n "$root" ] && [ -f "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" ]; then
      echo "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"
      return 0
    fi
  done
  return 1
}

if [ -z "${FIRESTORE_EMULATOR_HOST:-}" ]; then
  if JAVA_BIN="$(find_java)"; then
    if JAR="$(find_sdk_emulator)"; then
      PORT="${FIRESTORE_PORT:-8080}"
      LOG="$(mktemp -t firestore-emulator.XXXXXX.log)"
      echo "Starting the Cloud SDK Firestore emulator ($JAR) on 127.0.0.1:$PORT with $JAVA_BIN"
      "$JAVA_BIN" -Duser.language=en -cp "$JAR" com.google.cloud.datastore.emulator.firestore.CloudFirestore \
        start --host=127.0.0.1 --port="$PORT" >"$LOG" 2>&1 &
      EMULATOR_PID=$!
      trap 'kill "$EMULATOR_PID" 2>/dev/null || true' EXIT
      for _ in $(seq 1 120); do
        if curl -sf "http://127.0.0.1:$PORT/" >/dev/null 2>&1; then break; fi
        if ! kill -0 "$EMULATOR_PID" 2>/dev/null; then cat "$LOG"; echo "The Firestore emulator exited"; exit 1; fi
        sleep 0.5
      done
      export FIRESTORE_EMULATOR_HOST="127.0.0.1:$PORT"
    else
      export PATH="$(dirname "$JAVA_BIN"):$PATH"
      exec npx firebase emulators:exec --only auth,firestore --project demo-shop "$TESTS"
    fi
  else
    echo "No Java 21+ found: the Firestore suites will print why they skip."
  fi
fi

npx firebase emulators:exec --only auth --project demo-shop "$TESTS"
