#!/usr/bin/env bash
# API fuzzing: schemathesis against the OpenAPI document of a running service.
#
#   npm run fuzz            longer run: more examples per operation, every phase
#   npm run fuzz:ci         bounded run for CI (12 to 15 minutes on 2 cores; by FUZZ_DEADLINE when set)
#   scripts/fuzz.sh [--ci] [extra schemathesis run options, e.g. --seed 123 or --include-path-regex ^/api/owners]
#
# 1. schemathesis $SCHEMATHESIS_VERSION in a virtualenv cached under $CACHE/venv (reused when present)
# 2. the service (`npm start`) on a free loopback port, on a fresh embedded PostgreSQL in a temporary
#    DATA_DIR (or on DATABASE_URL when set), with rate limits (tenants, public tools) high enough not
#    to be the finding
# 3. a tenant from the admin CLI, the fixture reference rents, and a little data seeded through the
#    API (scripts/fuzz-seed.ts), which also writes the schemathesis configuration: every path
#    parameter points at a seeded record, tenant-facing /lessee routes use a lessee key, worker
#    routes X-API-Key + X-Tenant-ID; and the data of the hooks (scripts/fuzz_hooks.py: a key per
#    request, seeded records in body references, a pool of records for each consuming operation)
# 4. schemathesis on every operation with the checks below; any failure makes the exit code non-zero
# The service is stopped on exit, whatever happens. Reports (JUnit, NDJSON, and a pytest file that
# replays each failure) go to $FUZZ_REPORT_DIR (default .data/fuzz-report), the server log beside them.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"

SCHEMATHESIS_VERSION="4.32.5"
CACHE="${CACHE:-${RENTAL_SERVICE_CACHE:-$HOME/.cache/rental-service}}"
REPORT_DIR="${FUZZ_REPORT_DIR:-$ROOT/.data/fuzz-report}"
CHECKS="not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance,negative_data_rejection"

mode="full"
if [ "${1:-}" = "--ci" ]; then
  mode="ci"
  shift
fi
# Two schemathesis runs on the same service and data:
#  1. examples, coverage and fuzzing: every operation, path parameters and body references pointed at
#     seeded records. The examples phase sends the example of each operation (the OpenAPI document
#     has one for every JSON body and path or required query parameter); the coverage phase its
#     deterministic boundary and negative cases (it is not bounded by --max-examples: about 60 % of
#     the run); fuzzing --max-examples cases per operation.
#  2. stateful: scenarios that follow the OpenAPI links from each create to the operations on the
#     record it created (adapters/http/openapi-links.ts), --max-examples scenarios of at most
#     max-steps calls, positive data only.
# The CI bound: 5 fuzzing cases per operation, coverage without its probes of undeclared methods
# (each answers 404 the same way), 500 stateful scenarios of at most 8 steps: about 30,000 requests
# for ~300 operations, 12 to 15 minutes on 2 cores (seeding included).
# `npm run fuzz` takes 100 fuzzing cases per operation and 1,000 scenarios.
# The interpreter: schemathesis' workers are threads, and CPython before 3.13 converts parsed source
# to AST objects with a recursion counter shared by all threads (gh-106905): hypothesis parsing the
# source of a lambda in two workers at once fails the run with "SystemError: AST constructor
# recursion depth mismatch". So the first CPython >= 3.13 found (PATH, then pyenv's versions) runs
# two workers; without one, a single worker does (slower, never that error). FUZZ_PYTHON overrides.
python_at_least_313() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 13) else 1)' >/dev/null 2>&1; }
find_python() {
  local candidate
  for candidate in ${FUZZ_PYTHON:-} python3.14 python3.13 "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.1[3-9]*/bin/python3; do
    if python_at_least_313 "$candidate"; then command -v "$candidate"; return 0; fi
  done
  command -v python3
}
PYTHON="$(find_python)"
PYTHON_VERSION="$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
VENV="$CACHE/venv-py$PYTHON_VERSION"
if python_at_least_313 "$PYTHON"; then WORKERS="${FUZZ_WORKERS:-2}"; else WORKERS=1; fi
if [ "$mode" = "ci" ]; then
  UNIT_OPTIONS=(--max-examples "${FUZZ_MAX_EXAMPLES:-5}" --phases examples,coverage,fuzzing --workers "$WORKERS")
  STATEFUL_OPTIONS=(--max-examples "${FUZZ_STATEFUL_EXAMPLES:-500}" --phases stateful --workers "$WORKERS")
  COVERAGE_SETTINGS='[phases.coverage]
unexpected-methods = []'
else
  UNIT_OPTIONS=(--max-examples "${FUZZ_MAX_EXAMPLES:-100}" --phases examples,coverage,fuzzing --workers "$WORKERS")
  STATEFUL_OPTIONS=(--max-examples "${FUZZ_STATEFUL_EXAMPLES:-1000}" --phases stateful --workers "$WORKERS")
  COVERAGE_SETTINGS=""
fi
# Settings of both runs, appended to the configurations fuzz-seed.ts writes. An invalid request
# (negative_data_rejection) must get a 4xx of the documented kind: 413 is the body limit too.
RUN_SETTINGS="$COVERAGE_SETTINGS
[phases.stateful]
max-steps = 8

# Only the declared links (schemathesis infers some 4,600 more, among which the declared 220 were
# hardly followed). Positive data only: the first run sends the negative cases, and a negated header
# (a missing Authorization) is put back by the configuration, which left a false finding.
[phases.stateful.inference]
algorithms = []

[phases.stateful.generation]
mode = \"positive\"

[checks.negative_data_rejection]
expected-statuses = [\"400\", \"401\", \"403\", \"404\", \"405\", \"406\", \"409\", \"413\", \"415\", \"422\", \"428\", \"429\"]"

log() { printf 'fuzz: %s\n' "$*"; }
started=$SECONDS

# --- Node and schemathesis ---------------------------------------------------------------------
# shellcheck source=ensure-node.sh
. scripts/ensure-node.sh >/dev/null
installed_version() { "$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("schemathesis"))' 2>/dev/null || true; }
if [ "$(installed_version)" != "$SCHEMATHESIS_VERSION" ]; then
  log "installing schemathesis $SCHEMATHESIS_VERSION into $VENV"
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi
log "$("$VENV/bin/schemathesis" --version) on Python $PYTHON_VERSION, $WORKERS worker(s)"

# --- The service ---------------------------------------------------------------------------------
WORK="$(mktemp -d "${TMPDIR:-/tmp}/rental-fuzz.XXXXXX")"
chmod 755 "$WORK" # the embedded PostgreSQL runs as the postgres user when we are root
mkdir -p "$REPORT_DIR"
rm -f "$REPORT_DIR"/import.log "$REPORT_DIR"/cases.txt "$REPORT_DIR"/schemathesis*.log "$REPORT_DIR"/junit-*.xml "$REPORT_DIR"/ndjson-*.ndjson "$REPORT_DIR"/test_schemathesis_*.py "$REPORT_DIR/server.log"
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
BASE_URL="http://127.0.0.1:$PORT"
export PORT HOST=127.0.0.1 DATA_DIR="$WORK/data" RATE_LIMIT_PER_HOUR=10000000 PUBLIC_RATE_LIMIT_PER_HOUR=10000000 LOG_LEVEL="${LOG_LEVEL:-warn}"
SERVER_LOG="$REPORT_DIR/server.log"

# Stripe: the service talks to stripe-mock (installed by scripts/install-peers.sh), so that the
# webhook receiver and the purchases answer as configured rather than 503.
stripe_pid=""
# Without it (peers not installed) the payment operations answer 503 and no purchase is seeded.
STRIPE_MOCK="${STRIPE_MOCK_PATH:-$(sed -n 's/^STRIPE_MOCK_PATH=//p' "$CACHE/peers.env" 2>/dev/null || true)}"
if [ -z "$STRIPE_MOCK" ] || [ ! -x "$STRIPE_MOCK" ]; then
  log "no stripe-mock (scripts/install-peers.sh installs it): the payment operations will answer 503"
else
  STRIPE_PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
  "$STRIPE_MOCK" -http-addr "127.0.0.1:$STRIPE_PORT" -https-addr "127.0.0.1:" >"$REPORT_DIR/stripe-mock.log" 2>&1 &
  stripe_pid=$!
  export STRIPE_SECRET_KEY=sk_test_fuzz STRIPE_WEBHOOK_SECRET=whsec_fuzz STRIPE_API_BASE="http://127.0.0.1:$STRIPE_PORT"
fi

server_pid=""
# Processes of this run that live outside the server's process group (the embedded Temporal dev
# server detaches): found by the temporary directory on their command line, ended by pid.
run_leftovers() {
  local proc
  for proc in /proc/[0-9]*; do
    tr '\0' ' ' <"$proc/cmdline" 2>/dev/null | grep -qF "$WORK/" && printf '%s\n' "${proc#/proc/}"
  done
  return 0
}
stop_server() {
  [ -n "$server_pid" ] || return 0
  # npm, sh and node share the process group setsid gave npm. SIGTERM to the node process lets the
  # server drain, stop its workflow engine, close its pools and then its embedded PostgreSQL (a
  # signal to the whole group would reach PostgreSQL first); SIGKILL to the group after 30 s.
  local node_pids
  node_pids="$(pgrep -g "$server_pid" -x node || true)"
  if [ -n "$node_pids" ]; then
    # shellcheck disable=SC2086
    kill -TERM $node_pids 2>/dev/null || true
  elif kill -0 -- "-$server_pid" 2>/dev/null; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
  fi
  # A group id is only signalled while the group has members: once it is empty the id may be
  # reused by another program's group.
  local alive=1
  for _ in $(seq 60); do
    kill -0 -- "-$server_pid" 2>/dev/null || { alive=0; break; }
    sleep 0.5
  done
  [ "$alive" -eq 0 ] || kill -KILL -- "-$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
  local leftovers
  leftovers="$(run_leftovers)"
  if [ -n "$leftovers" ]; then
    # shellcheck disable=SC2086
    kill -TERM $leftovers 2>/dev/null || true
    sleep 2
    # shellcheck disable=SC2086
    kill -KILL $(run_leftovers) 2>/dev/null || true
  fi
}
cleanup() {
  local rc=$?
  stop_server
  [ -n "$stripe_pid" ] && kill "$stripe_pid" 2>/dev/null
  rm -rf "$WORK"
  log "done in $((SECONDS - started))s (exit code $rc)"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

log "starting the service on $BASE_URL (DATA_DIR=$DATA_DIR${DATABASE_URL:+, DATABASE_URL set}), log in $SERVER_LOG"
setsid npm start >"$SERVER_LOG" 2>&1 &
server_pid=$!
for _ in $(seq 240); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    log "the service exited during start:"
    tail -n 40 "$SERVER_LOG" >&2
    exit 1
  fi
  code="$(curl -s -o /dev/null -w '%{http_code}' "$BASE_URL/api/health" || true)"
  [ "$code" = "200" ] || [ "$code" = "503" ] && break
  sleep 0.5
done
[ "$code" = "200" ] || [ "$code" = "503" ] || { log "the service did not answer on $BASE_URL/api/health"; exit 1; }
log "service up after $((SECONDS - started))s"

# --- Tenant, data and configuration --------------------------------------------------------------
TENANT="$(npm run --silent admin -- tenant create --name fuzz)"
log "tenant $(printf '%s' "$TENANT" | python3 -c 'import json, sys; print(json.load(sys.stdin)["tenant_id"])')"
CONFIG="$WORK/schemathesis.toml"
STATEFUL_CONFIG="$WORK/schemathesis-stateful.toml"
# The reference rents of the test fixture (Paris, quarter 41), which the rent-control operations read.
npm run --silent import:reference-rents -- --file test/fixtures/paris-reference-rents.csv --territory paris \
  >"$REPORT_DIR/import.log" 2>&1 || { log "importing the reference rents failed:"; cat "$REPORT_DIR/import.log" >&2; exit 1; }
FUZZ_POOLS="$WORK/pools.json"
export FUZZ_POOLS
node --import tsx scripts/fuzz-seed.ts --base-url "$BASE_URL" --tenant "$TENANT" --out "$CONFIG" --stateful-out "$STATEFUL_CONFIG" \
  --pools "$FUZZ_POOLS" >/dev/null
printf '\n%s\n' "$RUN_SETTINGS" | tee -a "$CONFIG" >>"$STATEFUL_CONFIG"
log "seeded; configurations in $CONFIG and $STATEFUL_CONFIG"

# --- schemathesis --------------------------------------------------------------------------------
# run <name> <config> <seconds> <options...>: one schemathesis run, stopped after <seconds> unless
# that is empty, its output kept in $REPORT_DIR/<name>.log and its reports named after it.
run() {
  local name="$1" config="$2" seconds="$3"
  shift 3
  log "schemathesis $name ($mode${seconds:+, stopped after $seconds s at the latest}): $*"
  local limit=()
  # SIGINT: schemathesis stops, writes its reports with what it ran, and says it was interrupted.
  [ -n "$seconds" ] && limit=(timeout -s INT -k 60 "$seconds")
  (
    # Its caches and example database stay in the temporary directory, not in the repository.
    cd "$WORK"
    "${limit[@]}" "$VENV/bin/schemathesis" --config-file "$config" run "$BASE_URL/api/openapi.json" \
      --checks "$CHECKS" \
      --generation-database none \
      --request-timeout 30 \
      --report junit,ndjson,pytest --report-dir "$REPORT_DIR" \
      --report-junit-path "$REPORT_DIR/junit-$name.xml" --report-ndjson-path "$REPORT_DIR/ndjson-$name.ndjson" \
      --report-pytest-path "$REPORT_DIR/test_schemathesis_$name.py" \
      "$@"
  ) 2>&1 | tee "$REPORT_DIR/schemathesis-$name.log" | console_lines
}
# schemathesis closes each run the way pytest does ("=== 2 warnings in 141.55s ==="). CI reads such a
# line as pytest's verdict, and one with no "passed" in it as a run that executed no test; on the
# console it becomes "schemathesis: 2 warnings (141.55 s)". The log in $REPORT_DIR keeps the original.
console_lines() {
  sed -u -E -e 's/^=+ (.*[^ =]) =+$/schemathesis: \1/' -e 's/^(schemathesis: .*) in ([0-9.]+)s$/\1 (\2 s)/'
}
# FUZZ_DEADLINE (seconds since the epoch; .ci/run sets it from CI's time limit): the two runs end by
# then, whatever they have left, so that a slow machine cannot take CI past its limit. The units run
# may take 70 % of the time left when it starts, the stateful run the rest; a run stopped so is
# reported with what it ran, any failure it found still fails, and the totals say it was cut.
seconds_left() { [ -n "${FUZZ_DEADLINE:-}" ] && echo $((FUZZ_DEADLINE - $(date +%s))); return 0; }
cut=()
# run_within <name> <config> <share %> <options...>: run, with its share of the time left if there is a deadline.
run_within() {
  local name="$1" config="$2" share="$3" left seconds="" rc=0
  shift 3
  left="$(seconds_left)"
  if [ -n "$left" ]; then
    seconds=$((left * share / 100))
    [ "$seconds" -ge 60 ] || seconds=60
  fi
  run "$name" "$config" "$seconds" "$@" || rc=$?
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    cut+=("$name after ${seconds} s")
    log "schemathesis $name stopped at its share of the deadline (${seconds} s): its reports hold what it ran"
    # What it found before it was stopped still counts; a run that wrote no report fails.
    if [ ! -s "$REPORT_DIR/junit-$name.xml" ]; then
      log "schemathesis $name wrote no report"
      rc=1
    elif grep -qE '<(failure|error)\b' "$REPORT_DIR/junit-$name.xml"; then
      rc=1
    else
      rc=0
    fi
  fi
  return "$rc"
}
status=0
run_within units "$CONFIG" 70 "${UNIT_OPTIONS[@]}" "$@" || status=$?
run_within stateful "$STATEFUL_CONFIG" 100 "${STATEFUL_OPTIONS[@]}" "$@" || status=$?
# The statistics of both runs, for the totals line of .ci/run (scripts/ci-totals.mjs): the cases
# generated, by phase, from each run's summary, and which runs the deadline stopped.
statistics="$(node scripts/fuzz-statistics.mjs "$REPORT_DIR")"
for run_cut in "${cut[@]}"; do
  statistics+="; stopped at the deadline: $run_cut"
done
printf '%s\n' "$statistics" | tee "$REPORT_DIR/cases.txt"
if [ "$status" -ne 0 ]; then
  log "schemathesis found failures (exit code $status); reports in $REPORT_DIR"
  grep -q '"level":50' "$SERVER_LOG" && log "the server logged errors: see $SERVER_LOG"
  grep -q 'terminating connection due to administrator command' "$SERVER_LOG" &&
    log "PostgreSQL was stopped or its connections terminated from outside this run: not a finding, run again"
fi
exit "$status"
