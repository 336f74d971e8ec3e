#!/usr/bin/env bash
# The whole test suite, from a fresh clone (`npm test`, what CI runs through
# .ci/run): the Node.js version of .nvmrc, npm packages from the lockfile,
# Debian's Chromium and nginx, then the quick checks (scripts/check.sh) and the
# browser tests, all against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-version.sh

step() { printf '\n==> %s\n' "$*"; }

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx_path="${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}"

# Debian (or Ubuntu) packages, as root or through sudo. npm tools cannot
# download browsers here; Debian's package is the browser.
missing=()
if [ ! -x "$chromium_path" ]; then missing+=(chromium); fi
if [ -z "${NGINX_PATH:-}" ] && [ ! -x "$nginx_path" ]; then missing+=(nginx); fi

# On a fresh machine the install takes about half a minute, mostly unpacking,
# so it runs in the background while npm ci, the build and the quick checks
# (none of which needs either program) run; the browser tests wait for it. If
# a check fails first, the install is left to finish: stopping dpkg halfway
# would leave the system's packages half-configured.
apt_pid=""
apt_log=$(mktemp)
trap 'rm -f "$apt_log"' EXIT
if [ "${#missing[@]}" -gt 0 ]; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd="sudo"
    sudo -v # ask for a password here, not from the background
  fi
  step "Installing ${missing[*]} from Debian's packages, in the background"
  (
    $sudo_cmd apt-get update -qq
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  ) >"$apt_log" 2>&1 </dev/null &
  apt_pid=$!
fi

step "Install dependencies (npm ci) on Node.js $(node --version)"
npm ci --no-audit --no-fund

bash scripts/check.sh

if [ -n "$apt_pid" ]; then
  step "Waiting for ${missing[*]}"
  if ! wait "$apt_pid"; then
    cat "$apt_log" >&2
    echo "Installing ${missing[*]} failed (apt-get's output above)." >&2
    exit 1
  fi
fi
step "Chromium and nginx for the browser tests"
"$chromium_path" --version
"$nginx_path" -v

step "End-to-end tests in Chromium"
CI="${CI:-true}" npm run test:e2e
