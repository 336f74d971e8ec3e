#!/usr/bin/env bash
# The whole test suite, from a fresh clone (`npm test`, what CI runs through
# .ci/run): the Node.js version of .nvmrc, npm packages from the lockfile
# (wrangler brings the host's runtime, workerd), Debian's Chromium headless
# shell (the browser of the end-to-end tests, scripts/chromium.ts), then the
# quick checks (scripts/test/check.sh) and the browser tests, all against the
# production build served by the host's software.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/dev/node-version.sh

step() { printf '\n==> %s\n' "$*"; }

chromium_path="${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"

# npm tools cannot download browsers here; Debian's package is the browser,
# installed as root or through sudo. On a fresh machine that takes about half
# a minute, so it runs in the background while npm ci, the build and the
# quick checks run. If a check fails first, the install is left to finish:
# stopping dpkg halfway would leave the system's packages half-configured.
apt_pid=""
apt_log=$(mktemp)
trap 'rm -f "$apt_log"' EXIT
if [ ! -x "$chromium_path" ]; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd="sudo"
    sudo -v # ask for a password here, not from the background
  fi
  step "Installing Chromium's headless shell from Debian's packages, in the background"
  (
    $sudo_cmd apt-get update -qq
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell
  ) >"$apt_log" 2>&1 </dev/null &
  apt_pid=$!
fi

step "Install dependencies (npm ci) on Node.js $(node --version)"
npm ci --no-audit --no-fund

bash scripts/test/check.sh

if [ -n "$apt_pid" ]; then
  step "Waiting for Chromium"
  if ! wait "$apt_pid"; then
    cat "$apt_log" >&2
    echo "Installing Chromium failed (apt-get's output above)." >&2
    exit 1
  fi
fi
"$chromium_path" --version

step "End-to-end tests in Chromium"
CI="${CI:-true}" npm run test:e2e
