#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what it needs (npm
# packages from the lockfile, Debian's Chromium), then runs every check
# against the production build. This is the README's test command (`npm test`)
# and what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Install dependencies (npm ci)"
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

step "Typecheck"
npm run typecheck

step "Lint and formatting"
npm run lint
npm run format:check

step "Unit tests"
npm run test:unit

step "Production build (strict links)"
start=$(date +%s)
npm run build
echo "build took $(( $(date +%s) - start )) s"

step "Checks of the built site"
npm run test:build

step "End-to-end tests in Chromium"
CI="${CI:-true}" npm run test:e2e
