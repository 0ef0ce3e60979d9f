# Sourced by scripts/test.sh and scripts/test-firebase.sh: starts the official Firebase emulators in
# the background, waits for them, and stops them on exit.
#
# - Firestore: the Cloud SDK's emulator (Debian package google-cloud-cli-firestore-emulator), on
#   FIRESTORE_PORT (8080), with the machine's Java 17 or newer. firebase-tools' own Firestore start
#   would want Java 21 and a download, so it is never used. Where the SDK emulator or Java is
#   missing, FIRESTORE_EMULATOR_HOST stays unset and the Firestore suites print why they skip.
# - Auth (and Functions, once functions/ is built): firebase-tools, `--only auth[,functions]`,
#   which runs offline. The Functions runtime inherits FIRESTORE_EMULATOR_HOST.
# A FIRESTORE_EMULATOR_HOST or FIREBASE_AUTH_EMULATOR_HOST already set is used as it is.
# Ports are firebase.json's (Firestore 8080, Auth 9099, Functions 5001) when they are free; when
# another run holds them, or EMULATOR_PORT_BASE is set, every emulator moves to BASE, BASE+1...
# through a generated copy of firebase.json, so two runs side by side never share an emulator.

EMULATOR_PROJECT="${EMULATOR_PROJECT:-demo-shop}"
EMULATOR_LOGS="${EMULATOR_LOGS:-$(mktemp -d -t emulators.XXXXXX)}"
EMULATOR_PIDS=()

java_major() { "$1" -version 2>&1 | awk -F'"' '/version/ { split($2, v, "."); print v[1]; exit }'; }

find_java() {
  local candidate
  for candidate in "${JAVA:-}" "$(command -v java || true)" /usr/lib/jvm/*/bin/java; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && [ "$(java_major "$candidate")" -ge 17 ] 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

find_firestore_jar() {
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
    local java jar
    if java="$(find_java)" && jar="$(find_firestore_jar)"; then
      local port="$FIRESTORE_PORT"
      start_in_background "$EMULATOR_LOGS/firestore.log" "$java" -Duser.language=en -cp "$jar" \
        com.google.cloud.datastore.emulator.firestore.CloudFirestore start --host=127.0.0.1 --port="$port"
      export FIRESTORE_EMULATOR_HOST="127.0.0.1:$port"
    else
      echo "No Cloud SDK Firestore emulator with Java 17+ on this machine: the Firestore suites will print why they skip."
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
