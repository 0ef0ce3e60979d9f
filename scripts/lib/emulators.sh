# Sourced by scripts/test.sh, scripts/test-firebase.sh and scripts/bench-server.sh: starts the
# official Firebase emulators in the background, waits for them, and stops them on exit.
#
# - Firestore, the first of these the machine has (nothing is ever downloaded here):
#   1. the Cloud SDK's emulator (Debian package google-cloud-cli-firestore-emulator) with Java 17 or
#      newer;
#   2. firebase-tools' own emulator jar, only when it is already in firebase-tools' cache (put there
#      once by `npx firebase setup:emulators:firestore`), with Java 21 or newer, which that jar needs.
#   With neither, FIRESTORE_EMULATOR_HOST stays unset, the Firestore suites skip, and
#   note_missing_firestore says why and what to install, at the start and (through
#   $TEST_TIMINGS_DIR/emulators-missing.tsv) in the closing summary of `npm test`.
# - Auth (and Functions, once functions/ is built): firebase-tools, `--only auth[,functions]`,
#   which runs offline. The Functions runtime inherits FIRESTORE_EMULATOR_HOST.
# A FIRESTORE_EMULATOR_HOST or FIREBASE_AUTH_EMULATOR_HOST already set is used as it is.
# Ports are firebase.json's (Firestore 8080, Auth 9099, Functions 5001) when they are free; when
# another run holds them, or EMULATOR_PORT_BASE is set, every emulator moves to BASE, BASE+1...
# through a generated copy of firebase.json, so two runs side by side never share an emulator.
# Where to look can be overridden (tests do): JAVA, JVM_ROOT (/usr/lib/jvm), CLOUDSDK_ROOT_DIR,
# FIRESTORE_SDK_ROOTS (the usual Cloud SDK folders), FIREBASE_EMULATORS_PATH (firebase-tools' cache).

EMULATOR_PROJECT="${EMULATOR_PROJECT:-demo-shop}"
EMULATOR_LOGS="${EMULATOR_LOGS:-$(mktemp -d -t emulators.XXXXXX)}"
export EMULATOR_LOGS
EMULATOR_PIDS=()

# What installs a Firestore emulator this script can start, for the messages below.
FIRESTORE_INSTALL="sudo apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator \
(from the Google Cloud SDK apt repository: https://cloud.google.com/sdk/docs/install#deb); \
or, with Java 21 or newer installed, once: npx firebase setup:emulators:firestore"

java_major() { "$1" -version 2>&1 | awk -F'"' '/version/ { split($2, v, "."); print v[1]; exit }'; }

# find_java MIN: the first Java of at least version MIN, from $JAVA, the PATH, then $JVM_ROOT.
find_java() {
  local min="$1" candidate
  for candidate in "${JAVA:-}" "$(command -v java || true)" "${JVM_ROOT:-/usr/lib/jvm}"/*/bin/java; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && [ "$(java_major "$candidate")" -ge "$min" ] 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

find_firestore_jar() {
  local root
  for root in "${CLOUDSDK_ROOT_DIR:-}" "$(dirname "$(dirname "$(readlink -f "$(command -v gcloud || echo /nonexistent)")")")" \
    ${FIRESTORE_SDK_ROOTS:-/usr/lib/google-cloud-sdk /usr/share/google-cloud-sdk $HOME/google-cloud-sdk}; do
    if [ -n "$root" ] && [ -f "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" ]; then
      echo "$root/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"
      return 0
    fi
  done
  return 1
}

# The jar firebase-tools would start for `--only firestore` (its version pinned in firebase-tools),
# where its cache keeps it; printed whether or not it is there.
firebase_tools_firestore_jar() {
  local name
  name="$(node -p "require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json').firestore.downloadPathRelativeToCacheDir" 2>/dev/null)" ||
    return 1
  echo "${FIREBASE_EMULATORS_PATH:-$HOME/.cache/firebase/emulators}/$name"
}

# choose_firestore_emulator PORT: the Firestore emulator to start (see the top of this file). On
# success sets FIRESTORE_COMMAND (its whole command line, listening on 127.0.0.1:PORT) and
# FIRESTORE_SOURCE; otherwise sets FIRESTORE_MISSING to why, and returns 1.
choose_firestore_emulator() {
  local port="$1" java jar cached java21 why=()
  FIRESTORE_COMMAND=() FIRESTORE_SOURCE="" FIRESTORE_MISSING=""
  java="$(find_java 17)" || java=""
  jar="$(find_firestore_jar)" || jar=""
  if [ -n "$java" ] && [ -n "$jar" ]; then
    FIRESTORE_COMMAND=("$java" -Duser.language=en -cp "$jar" com.google.cloud.datastore.emulator.firestore.CloudFirestore start
      --host=127.0.0.1 --port="$port")
    FIRESTORE_SOURCE="the Cloud SDK's emulator with $java"
    return 0
  fi
  cached="$(firebase_tools_firestore_jar)" || cached=""
  java21="$(find_java 21)" || java21=""
  if [ -n "$java21" ] && [ -n "$cached" ] && [ -f "$cached" ]; then
    # As firebase-tools itself starts it (lib/emulator/downloadableEmulators.js).
    FIRESTORE_COMMAND=("$java21" -Duser.language=en -jar "$cached" --host 127.0.0.1 --port "$port")
    FIRESTORE_SOURCE="firebase-tools' emulator from its cache ($cached) with $java21"
    return 0
  fi
  [ -z "$java" ] && why+=("no Java 17 or newer (looked at \$JAVA, java on the PATH and ${JVM_ROOT:-/usr/lib/jvm})")
  [ -z "$jar" ] && why+=("no Cloud SDK Firestore emulator (platform/cloud-firestore-emulator of a Cloud SDK)")
  if [ -z "$java21" ]; then
    why+=("no Java 21 or newer for firebase-tools' own emulator")
  else
    why+=("firebase-tools' own emulator is not in its cache (${cached:-its cache}), and nothing is downloaded during a run")
  fi
  FIRESTORE_MISSING="${why[0]}"
  local reason
  for reason in "${why[@]:1}"; do FIRESTORE_MISSING+="; $reason"; done
  return 1
}

# Says loudly that the Firestore emulator is missing, why and what installs it, and records it for
# the closing summary of `npm test` (scripts/report-timings.mjs) when TEST_TIMINGS_DIR is set.
note_missing_firestore() {
  {
    echo "!! NO FIRESTORE EMULATOR: the Firestore, server-function and attack suites and the Firebase-mode browser tests will NOT run."
    echo "!! Why: $FIRESTORE_MISSING."
    echo "!! Install: $FIRESTORE_INSTALL"
  } >&2
  if [ -n "${TEST_TIMINGS_DIR:-}" ]; then
    printf 'Firestore\t%s\t%s\n' "$FIRESTORE_MISSING" "$FIRESTORE_INSTALL" >>"$TEST_TIMINGS_DIR/emulators-missing.tsv"
  fi
}

# Runs a command in its own process group, so stop_emulators ends it with every child it started.
start_in_background() {
  local log="$1"
  shift
  setsid "$@" >"$log" 2>&1 &
  EMULATOR_PIDS+=("$!")
}

stop_emulators() {
  local pid
  for pid in "${EMULATOR_PIDS[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  for pid in "${EMULATOR_PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  EMULATOR_PIDS=()
  [ -n "${FIREBASE_CONFIG_ARGS[1]:-}" ] && rm -f "${FIREBASE_CONFIG_ARGS[1]}"
  return 0
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Chooses the ports, and for moved ones writes the firebase-tools config that carries them.
choose_emulator_ports() {
  FIRESTORE_PORT=8080 AUTH_PORT=9099 FUNCTIONS_PORT=5001 FIREBASE_CONFIG_ARGS=()
  local base="${EMULATOR_PORT_BASE:-}" p
  if [ -z "$base" ] && { port_in_use 8080 || port_in_use 9099 || port_in_use 5001 || port_in_use 4400; }; then
    for base in $(seq 9300 10 9590); do
      for p in 0 1 2 3 4; do port_in_use $((base + p)) && continue 2; done
      break
    done
  fi
  [ -z "$base" ] && return 0
  FIRESTORE_PORT=$base AUTH_PORT=$((base + 1)) FUNCTIONS_PORT=$((base + 2))
  local config=".firebase-emulators.$base.json"
  node -e '
    const [file, base] = [process.argv[1], Number(process.argv[2])];
    const config = JSON.parse(require("fs").readFileSync("firebase.json", "utf8"));
    const at = (port) => ({ host: "127.0.0.1", port });
    config.emulators = { ...config.emulators, firestore: at(base), auth: at(base + 1), functions: at(base + 2),
      hub: at(base + 3), logging: at(base + 4), ui: { enabled: false } };
    require("fs").writeFileSync(file, JSON.stringify(config, null, 2));
  ' "$config" "$base"
  FIREBASE_CONFIG_ARGS=(--config "$config")
  echo "Emulator ports from $base (firebase.json's are in use by another run)."
}

# start_emulators [functions]: starts what is missing; returns at once (see wait_for_emulators).
start_emulators() {
  local only="auth"
  [ "${1:-}" = functions ] && only="auth,functions"
  choose_emulator_ports
  if [ -z "${FIRESTORE_EMULATOR_HOST:-}" ]; then
    if choose_firestore_emulator "$FIRESTORE_PORT"; then
      start_in_background "$EMULATOR_LOGS/firestore.log" "${FIRESTORE_COMMAND[@]}"
      export FIRESTORE_EMULATOR_HOST="127.0.0.1:$FIRESTORE_PORT"
      echo "Firestore: $FIRESTORE_SOURCE."
    else
      note_missing_firestore
    fi
  fi
  if [ -z "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
    # The Functions emulator starts a worker process per concurrent call and fails a call whose
    # worker is not up in FUNCTIONS_DISCOVERY_TIMEOUT seconds (30 by default), without answering it.
    # On two shared cores a worker took up to two minutes to start: give it three.
    start_in_background "$EMULATOR_LOGS/firebase.log" env FUNCTIONS_DISCOVERY_TIMEOUT="${FUNCTIONS_DISCOVERY_TIMEOUT:-180}" \
      npx firebase "${FIREBASE_CONFIG_ARGS[@]}" emulators:start --only "$only" --project "$EMULATOR_PROJECT"
    export FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$AUTH_PORT"
    [ "$only" = "auth,functions" ] && export FUNCTIONS_EMULATOR_ORIGIN="http://127.0.0.1:$FUNCTIONS_PORT"
  fi
  export GCLOUD_PROJECT="$EMULATOR_PROJECT"
}

# Waits until every emulator started answers (at most 120 s); prints the logs of one that never does.
wait_for_emulators() {
  local deadline=$((SECONDS + 120)) url
  local urls=()
  [ -n "${FIRESTORE_EMULATOR_HOST:-}" ] && urls+=("http://$FIRESTORE_EMULATOR_HOST/")
  [ -n "${FIREBASE_AUTH_EMULATOR_HOST:-}" ] && urls+=("http://$FIREBASE_AUTH_EMULATOR_HOST/")
  [ -n "${FUNCTIONS_EMULATOR_ORIGIN:-}" ] && urls+=("$FUNCTIONS_EMULATOR_ORIGIN/")
  for url in "${urls[@]}"; do
    until curl -s -o /dev/null "$url"; do
      if [ "$SECONDS" -ge "$deadline" ]; then
        echo "An emulator did not answer at $url within 120 s. Logs:" >&2
        tail -n 40 "$EMULATOR_LOGS"/*.log >&2
        return 1
      fi
      sleep 0.5
    done
  done
  # firebase-tools answers before it has loaded everything (the functions): wait for its own word.
  if [ -f "$EMULATOR_LOGS/firebase.log" ]; then
    until grep -q "All emulators ready" "$EMULATOR_LOGS/firebase.log" 2>/dev/null; do
      [ "$SECONDS" -ge "$deadline" ] && { tail -n 40 "$EMULATOR_LOGS/firebase.log" >&2; return 1; }
      sleep 0.5
    done
  fi
}
