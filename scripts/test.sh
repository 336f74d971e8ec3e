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

# Debian (or Ubuntu) packages, as root or through sudo.
apt_install() {
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

step "Chromium for the browser tests"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  # npm tools cannot download browsers here; Debian's package is the browser.
  apt_install chromium
fi
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version

step "nginx for the tests of the production server (deploy/nginx.conf)"
if [ -z "${NGINX_PATH:-}" ] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  apt_install nginx
fi
"${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}" -v

bash scripts/check.sh

step "End-to-end tests in Chromium"
CI="${CI:-true}" npm run test:e2e
