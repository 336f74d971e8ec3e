#!/usr/bin/env bash
# The whole test suite, from a fresh clone (`npm test`, what CI runs through
# .ci/run): the Node.js version of .nvmrc, npm packages from the lockfile,
# Debian's Chromium, then the quick checks (scripts/check.sh) and the browser
# tests, all against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-version.sh

step() { printf '\n==> %s\n' "$*"; }

step "Install dependencies (npm ci) on Node.js $(node --version)"
npm ci --no-audit --no-fund

step "Chromium for the browser tests"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  # npm tools cannot download browsers here; Debian's package is the browser.
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version

bash scripts/check.sh

step "End-to-end tests in Chromium"
CI="${CI:-true}" npm run test:e2e
