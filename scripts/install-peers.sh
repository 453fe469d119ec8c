#!/usr/bin/env bash
# Installs, once, the real peers the tests and the embedded `npm start` use, into
# "$CACHE/bin" (CACHE defaults to $RENTAL_SERVICE_CACHE, then $HOME/.cache/rental-service):
#
#   temporal              Temporal CLI (dev server), `go install github.com/temporalio/cli/cmd/temporal@v1.5.1`
#   temporal-test-server  Temporal's time-skipping test server: the io.temporal:temporal-test-server jar
#                         from Maven Central run by Debian's JDK, behind an executable wrapper that
#                         @temporalio/testing's `existing-path` option launches as `<exe> <port>`
#   gotenberg             Gotenberg 8.20.1 built from the Go module proxy (GOSUMDB=off, docs/decisions.md)
#   pdfcpu                the pdfcpu CLI Gotenberg's pdfcpu engine calls (Go module proxy)
#   stripe-mock           Stripe's mock API server, for the payment adapter's tests (Go module proxy)
#   mailpit               Mailpit 1.33.1 (MIT), the embedded SMTP server of `npm start` and the tests, with its
#                         web page: the Go module built with its web assets (npm registry), docs/decisions.md 177
#   versitygw             Versity S3 Gateway v1.8.0 (Apache-2.0), the S3-compatible object store of the tests of the
#                         S3 FileStore and of two API processes (Go module proxy), docs/decisions.md 183
#   unoconverter          wrapper running Debian's unoconv with Debian's python3 (Gotenberg's LibreOffice route)
#
# plus Debian packages: chromium, LibreOffice Writer (headless), python3-uno, unoconv, qpdf, pdftk-java,
# exiftool (every binary Gotenberg's standard build checks at start), poppler-utils (pdftotext, used by
# the tests to read PDFs back), and a JDK for the test server.
#
# The Go builds and the Maven download run side by side. Idempotent: what is present at the pinned
# version is kept. Prints where each binary is, and writes
# the same as shell assignments to "$CACHE/peers.env".
set -euo pipefail

CACHE="${CACHE:-${RENTAL_SERVICE_CACHE:-$HOME/.cache/rental-service}}"
BIN="$CACHE/bin"
mkdir -p "$BIN"

TEMPORAL_CLI_VERSION="v1.5.1"
TEMPORAL_TEST_SERVER_VERSION="1.38.0"
GOTENBERG_VERSION="v8.20.1"
PDFCPU_VERSION="v0.11.0"
# Stripe's own mock of its API (the Stripe adapter's tests); the newest version the Go proxy serves.
STRIPE_MOCK_VERSION="v0.203.0"
MAILPIT_VERSION="v1.33.1"
VERSITYGW_VERSION="v1.8.0"

APT_PACKAGES=(
  chromium fonts-liberation
  libreoffice-writer-nogui python3-uno unoconv
  qpdf pdftk-java libimage-exiftool-perl
  poppler-utils
)

log() { printf 'install-peers: %s\n' "$*"; }
fail() { printf 'install-peers: FAILED: %s\n' "$*" >&2; exit 1; }
step_start=0
step() { step_start=$SECONDS; log "== $*"; }
step_done() { log "   done in $((SECONDS - step_start))s"; }

# ---------------------------------------------------------------------------------------------
# Debian packages
# ---------------------------------------------------------------------------------------------
step "Debian packages"
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
# The test server needs a JDK and maven; any present ones do (the polyglot image has OpenJDK 17).
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
command -v mvn >/dev/null 2>&1 || missing+=(maven)
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || fail "not root and no sudo: install ${missing[*]} with apt-get"
    SUDO="sudo"
  fi
  $SUDO apt-get update -qq || fail "apt-get update"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || fail "apt-get install ${missing[*]}"
else
  log "all present"
fi
step_done

# ---------------------------------------------------------------------------------------------
# Go toolchain (for the temporal CLI, Gotenberg, pdfcpu)
# ---------------------------------------------------------------------------------------------
GO="$(command -v go || true)"
[ -z "$GO" ] && [ -x /usr/local/go/bin/go ] && GO=/usr/local/go/bin/go
need_go() { [ -n "$GO" ] || fail "go is not installed (needed to build $1 from the Go module proxy)"; }

# True when $BIN/$1 was built by Go from module $2 at version $3 (`go version -m` reads the build info).
built_from() {
  [ -x "$BIN/$1" ] && [ -n "$GO" ] && "$GO" version -m "$BIN/$1" 2>/dev/null \
    | grep -qE "^[[:space:]]+mod[[:space:]]+$2[[:space:]]+$3([[:space:]]|\$)"
}

# go install of module $2's package $3 at version $4 into $BIN as $1, skipped when already built so.
go_install() {
  local name="$1" module="$2" pkg="$3" version="$4"
  if built_from "$name" "$module" "$version"; then
    log "$name already at $version"
    return 0
  fi
  need_go "$name"
  log "go install $pkg@$version"
  GOBIN="$BIN" GOFLAGS="-buildvcs=false" "$GO" install -trimpath "$pkg@$version" || fail "go install $pkg@$version"
}

install_temporal_cli() {
step "Temporal CLI $TEMPORAL_CLI_VERSION (several minutes cold)"
go_install temporal github.com/temporalio/cli github.com/temporalio/cli/cmd/temporal "$TEMPORAL_CLI_VERSION"
"$BIN/temporal" --version >/dev/null || fail "$BIN/temporal does not run"
step_done
}

install_gotenberg() {
step "Gotenberg $GOTENBERG_VERSION"
if [ -x "$BIN/gotenberg" ] && [ "$(cat "$BIN/.gotenberg.version" 2>/dev/null)" = "$GOTENBERG_VERSION" ]; then
  log "gotenberg already at $GOTENBERG_VERSION"
else
  need_go gotenberg
  # `go install github.com/gotenberg/gotenberg/v8/cmd/gotenberg@v8.20.1` fails here: go install looks up
  # the module's version list for deprecation notices and the proxy answers 403 for that list. The
  # same module version downloads fine, and building inside its module directory uses its own
  # go.mod/go.sum exactly as go install would. GOSUMDB=off: the checksum database does not know it.
  mod_dir="$(GOSUMDB=off GOFLAGS=-mod=mod "$GO" mod download -json "github.com/gotenberg/gotenberg/v8@$GOTENBERG_VERSION" \
    | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [ -n "$mod_dir" ] && [ -d "$mod_dir" ] || fail "go mod download github.com/gotenberg/gotenberg/v8@$GOTENBERG_VERSION"
  log "go build $mod_dir/cmd/gotenberg (a few minutes cold)"
  (cd "$mod_dir" && GOSUMDB=off GOFLAGS="-buildvcs=false -mod=mod" "$GO" build -trimpath \
    -ldflags "-X github.com/gotenberg/gotenberg/v8/cmd.Version=${GOTENBERG_VERSION#v}" \
    -o "$BIN/gotenberg" ./cmd/gotenberg) || fail "go build gotenberg"
  echo "$GOTENBERG_VERSION" > "$BIN/.gotenberg.version"
fi
step_done
step "pdfcpu $PDFCPU_VERSION (Gotenberg PDF engine)"
go_install pdfcpu github.com/pdfcpu/pdfcpu github.com/pdfcpu/pdfcpu/cmd/pdfcpu "$PDFCPU_VERSION"
step_done
}

step "unoconverter wrapper (Gotenberg LibreOffice route)"
# Gotenberg's image ships its own unoconv fork as `unoconverter`; it is on no registry reachable here.
# Debian's unoconv accepts the same arguments (checked: a text file converts through
# /forms/libreoffice/convert). Its shebang is `env python3`, which may find a python without the uno
# module (pyenv); the wrapper pins Debian's python3, the one python3-uno belongs to.
cat > "$BIN/unoconverter.tmp" <<'EOF'
#!/bin/sh
exec /usr/bin/python3 /usr/bin/unoconv "$@"
EOF
chmod +x "$BIN/unoconverter.tmp"
mv "$BIN/unoconverter.tmp" "$BIN/unoconverter"
/usr/bin/python3 -c 'import uno' || fail "Debian python3 cannot import uno (python3-uno)"
step_done

# ---------------------------------------------------------------------------------------------
# Temporal time-skipping test server (Maven Central)
# ---------------------------------------------------------------------------------------------
install_mailpit() {
step "Mailpit $MAILPIT_VERSION"
if [ -x "$BIN/mailpit" ] && [ "$(cat "$BIN/.mailpit.version" 2>/dev/null)" = "$MAILPIT_VERSION" ]; then
  log "mailpit already at $MAILPIT_VERSION"
else
  need_go mailpit
  command -v npm >/dev/null 2>&1 || fail "npm is not on PATH (Mailpit's web page is built with it)"
  # `go install github.com/axllent/mailpit@v1.33.1` builds a server whose web page has no scripts: the
  # page's assets (server/ui/dist) are built with npm and are not in the module. So: the module from
  # the Go proxy, its web assets built with npm, then go build, as Mailpit's own Dockerfile does.
  # rapidoc (its API docs viewer) is pinned to 9.3.8, the newest the npm registry serves (the lock
  # names 12.1.0, which it does not); the lint and browser-test tools are not needed to build.
  mod_dir="$(GOFLAGS=-mod=mod "$GO" mod download -json "github.com/axllent/mailpit@$MAILPIT_VERSION" \
    | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [ -n "$mod_dir" ] && [ -d "$mod_dir" ] || fail "go mod download github.com/axllent/mailpit@$MAILPIT_VERSION"
  work="$CACHE/mailpit-build/$MAILPIT_VERSION"
  rm -rf "$work" && mkdir -p "$(dirname "$work")" && cp -r "$mod_dir" "$work" && chmod -R u+w "$work"
  (cd "$work" && rm -f package-lock.json \
    && npm pkg set dependencies.rapidoc=9.3.8 \
    && npm pkg delete devDependencies.@playwright/test devDependencies.eslint devDependencies.@eslint/js \
      devDependencies.@eslint/compat devDependencies.eslint-config-prettier devDependencies.eslint-plugin-vue \
      devDependencies.globals devDependencies.jsdom devDependencies.prettier \
    && npm install --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null \
    && npm run build >/dev/null) || fail "building Mailpit's web assets with npm"
  [ -f "$work/server/ui/dist/app.js" ] || fail "Mailpit's web assets were not built ($work/server/ui/dist)"
  log "go build mailpit"
  (cd "$work" && GOFLAGS="-buildvcs=false -mod=mod" "$GO" build -trimpath \
    -ldflags "-s -w -X github.com/axllent/mailpit/config.Version=$MAILPIT_VERSION" -o "$BIN/mailpit" .) \
    || fail "go build mailpit"
  echo "$MAILPIT_VERSION" > "$BIN/.mailpit.version"
  rm -rf "$CACHE/mailpit-build"
fi
"$BIN/mailpit" version --no-release-check >/dev/null || fail "$BIN/mailpit does not run"
step_done
}

install_stripe_mock() {
step "stripe-mock $STRIPE_MOCK_VERSION"
go_install stripe-mock github.com/stripe/stripe-mock github.com/stripe/stripe-mock "$STRIPE_MOCK_VERSION"
step_done
}

install_versitygw() {
step "versitygw $VERSITYGW_VERSION (S3-compatible object store)"
go_install versitygw github.com/versity/versitygw github.com/versity/versitygw/cmd/versitygw "$VERSITYGW_VERSION"
"$BIN/versitygw" --help >/dev/null || fail "$BIN/versitygw does not run"
step_done
}

install_temporal_test_server() {
step "Temporal test server $TEMPORAL_TEST_SERVER_VERSION"
ts_dir="$CACHE/temporal-test-server/$TEMPORAL_TEST_SERVER_VERSION"
if [ -x "$BIN/temporal-test-server" ] && [ -f "$ts_dir/classpath" ] && grep -qF "$ts_dir" "$BIN/temporal-test-server"; then
  log "temporal-test-server already at $TEMPORAL_TEST_SERVER_VERSION"
else
  command -v mvn >/dev/null 2>&1 || fail "mvn is not installed"
  command -v java >/dev/null 2>&1 || fail "java is not installed"
  mkdir -p "$ts_dir"
  cat > "$ts_dir/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.rental-service</groupId>
  <artifactId>temporal-test-server-runtime</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>io.temporal</groupId>
      <artifactId>temporal-test-server</artifactId>
      <version>$TEMPORAL_TEST_SERVER_VERSION</version>
    </dependency>
  </dependencies>
</project>
EOF
  rm -rf "$ts_dir/lib"
  log "mvn dependency:copy-dependencies io.temporal:temporal-test-server:$TEMPORAL_TEST_SERVER_VERSION"
  mvn -B -q -Dstyle.color=never -f "$ts_dir/pom.xml" dependency:copy-dependencies -DoutputDirectory="$ts_dir/lib" -DincludeScope=runtime \
    || fail "mvn could not fetch io.temporal:temporal-test-server:$TEMPORAL_TEST_SERVER_VERSION"
  # Class-data sharing needs an explicit class path (no wildcard).
  ls "$ts_dir"/lib/*.jar | tr '\n' ':' | sed 's/:$//' > "$ts_dir/classpath"
  java_bin="$(readlink -f "$(command -v java)")"
  # Startup matters: the Rust core of @temporalio/testing gives the server 5 s to answer. A class-data
  # sharing archive of the classes loaded at startup halves the JVM start (about 1 s instead of 2 s idle).
  rm -f "$ts_dir/app.jsa"
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()' 2>/dev/null || echo 47233)"
  "$java_bin" -XX:ArchiveClassesAtExit="$ts_dir/app.jsa" -cp "$(cat "$ts_dir/classpath")" \
    io.temporal.testserver.TestServer "$port" >"$ts_dir/cds.log" 2>&1 &
  cds_pid=$!
  for _ in $(seq 1 300); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
    kill -0 "$cds_pid" 2>/dev/null || break
    sleep 0.1
  done
  sleep 1
  kill -TERM "$cds_pid" 2>/dev/null || true
  wait "$cds_pid" 2>/dev/null || true
  [ -f "$ts_dir/app.jsa" ] || log "note: no class-data sharing archive was written (see $ts_dir/cds.log); the server still runs"
  cat > "$BIN/temporal-test-server.tmp" <<EOF
#!/bin/sh
# Temporal time-skipping test server $TEMPORAL_TEST_SERVER_VERSION (io.temporal:temporal-test-server from Maven Central).
# Usage as the native release: temporal-test-server <port> [--enable-time-skipping]
cds=""
[ -f "$ts_dir/app.jsa" ] && cds="-XX:SharedArchiveFile=$ts_dir/app.jsa -Xshare:auto"
exec "$java_bin" \$cds -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xss1m \\
  -cp "\$(cat "$ts_dir/classpath")" io.temporal.testserver.TestServer "\$@"
EOF
  chmod +x "$BIN/temporal-test-server.tmp"
  mv "$BIN/temporal-test-server.tmp" "$BIN/temporal-test-server"
fi
step_done
}

# ---------------------------------------------------------------------------------------------
# The builds and downloads run side by side (each one mostly waits on the network or on one
# compiler); each line says which one it comes from. Any failure fails the script.
# ---------------------------------------------------------------------------------------------
jobs_started=$SECONDS
pids=()
names=()
for job in temporal_cli gotenberg stripe_mock mailpit versitygw temporal_test_server; do
  ( set -o pipefail; "install_$job" 2>&1 | sed -u "s/^/[$job] /" ) &
  pids+=("$!")
  names+=("$job")
done
failed=()
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || failed+=("${names[$i]}")
done
[ "${#failed[@]}" -eq 0 ] || fail "${failed[*]}"
log "peers built or found in $((SECONDS - jobs_started))s"

# ---------------------------------------------------------------------------------------------
# Where everything is
# ---------------------------------------------------------------------------------------------
{
  echo "# written by scripts/install-peers.sh"
  echo "TEMPORAL_CLI_PATH=$BIN/temporal"
  echo "TEMPORAL_TEST_SERVER_PATH=$BIN/temporal-test-server"
  echo "GOTENBERG_BIN=$BIN/gotenberg"
  echo "CHROMIUM_BIN_PATH=$(command -v chromium)"
  echo "LIBREOFFICE_BIN_PATH=/usr/lib/libreoffice/program/soffice.bin"
  echo "UNOCONVERTER_BIN_PATH=$BIN/unoconverter"
  echo "PDFTK_BIN_PATH=$(command -v pdftk)"
  echo "QPDF_BIN_PATH=$(command -v qpdf)"
  echo "EXIFTOOL_BIN_PATH=$(command -v exiftool)"
  echo "PDFCPU_BIN_PATH=$BIN/pdfcpu"
  echo "PDFTOTEXT_PATH=$(command -v pdftotext)"
  echo "STRIPE_MOCK_PATH=$BIN/stripe-mock"
  echo "MAILPIT_PATH=$BIN/mailpit"
  echo "VERSITYGW_PATH=$BIN/versitygw"
} > "$CACHE/peers.env"

log "peers (also in $CACHE/peers.env):"
while IFS='=' read -r key value; do
  case "$key" in '#'*|'') continue ;; esac
  [ -e "$value" ] || fail "$key: $value does not exist"
  printf '  %-26s %s\n' "$key" "$value"
done < "$CACHE/peers.env"
