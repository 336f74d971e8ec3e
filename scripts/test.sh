#!/usr/bin/env bash
# The whole test suite, from a fresh clone (`npm test`, what CI runs): the
# Node.js version of .nvmrc, npm packages from the lockfile (wrangler brings
# the host's runtime, workerd), Chromium's headless shell for the end-to-end
# tests, then the quick checks (scripts/test/check.sh) and the browser tests,
# all against the production build served by the host's software.
#
# The browser, the same one scripts/chromium.ts hands to Playwright:
# - E2E_CHROMIUM_PATH, when set;
# - else Debian's /usr/bin/chromium-headless-shell, installed with apt-get
#   (as root or through sudo) on Debian when missing: where npm tools cannot
#   download browsers, Debian's package is the one way to get it;
# - else Playwright's own headless shell: `npx playwright install --with-deps
#   chromium-headless-shell` on other Linux systems (Ubuntu, as on GitHub's
#   runners), the shell alone on macOS.
# Anywhere else, or without the rights to install, it stops at once and says why.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/dev/node-version.sh
. scripts/dev/dependencies.sh

step() { printf '\n==> %s\n' "$*"; }
fail() {
  printf '\nnpm test: %s\n' "$*" >&2
  exit 1
}

debian_shell=/usr/bin/chromium-headless-shell
os_id="$(. /etc/os-release 2>/dev/null && echo "${ID:-}" || true)"
no_browser="Set E2E_CHROMIUM_PATH to a Chromium (or chromium-headless-shell) binary to run the browser tests in it."

# How to get the browser: "" (there already), "debian" or "playwright".
install=""
sudo_cmd=""
if [ -n "${E2E_CHROMIUM_PATH:-}" ]; then
  [ -x "$E2E_CHROMIUM_PATH" ] || fail "E2E_CHROMIUM_PATH=$E2E_CHROMIUM_PATH is not an executable file."
elif [ -x "$debian_shell" ]; then
  :
elif [ "$(uname -s)" = Linux ] || [ "$(uname -s)" = Darwin ]; then
  if [ "$(uname -s)" = Linux ] && [ "$os_id" = debian ]; then install=debian; else install=playwright; fi
  # Both Linux routes install system packages: as root, or through sudo.
  if [ "$(uname -s)" = Linux ] && [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null ||
      fail "Chromium's headless shell is missing, and installing it needs root or sudo. $no_browser"
    sudo_cmd=sudo
    sudo -v || fail "sudo refused; Chromium's headless shell cannot be installed. $no_browser"
  fi
else
  fail "No way to install a browser on $(uname -s): the tests run on Debian, other Linux systems and macOS. $no_browser"
fi

# The install runs in the background while npm ci, the build and the quick
# checks run. If a check fails first, the install is left to finish:
# stopping dpkg halfway would leave the system's packages half-configured.
install_pid=""
install_log=$(mktemp)
trap 'rm -f "$install_log"' EXIT
if [ "$install" = debian ]; then
  step "Installing Chromium's headless shell from Debian's packages, in the background"
  (
    $sudo_cmd apt-get update -qq
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell
  ) >"$install_log" 2>&1 </dev/null &
  install_pid=$!
fi

install_dependencies

if [ "$install" = playwright ]; then
  # Playwright's installer comes with @playwright/test; on Linux it also
  # installs the libraries the browser needs (through sudo when not root).
  with_deps=""
  [ "$(uname -s)" = Linux ] && with_deps=--with-deps
  step "Installing Playwright's Chromium headless shell, in the background"
  npx playwright install $with_deps chromium-headless-shell >"$install_log" 2>&1 </dev/null &
  install_pid=$!
fi

bash scripts/test/check.sh

if [ -n "$install_pid" ]; then
  step "Waiting for Chromium"
  if ! wait "$install_pid"; then
    cat "$install_log" >&2
    fail "Installing Chromium's headless shell failed (the installer's output is above). $no_browser"
  fi
fi
browser="${E2E_CHROMIUM_PATH:-}"
[ -z "$browser" ] && [ -x "$debian_shell" ] && browser="$debian_shell"
if [ -n "$browser" ]; then
  echo "Browser: $browser ($("$browser" --version))"
else
  echo "Browser: Playwright's own Chromium headless shell"
fi

step "End-to-end tests in Chromium"
CI="${CI:-true}" node --run test:e2e
