#!/usr/bin/env bash
# The quick checks, no browser (`npm run check`): typecheck, lint, formatting,
# spelling and Markdown lint, unit and content tests, the production build,
# checks of the built site and the link check. Needs node_modules (`npm ci`);
# `npm test` runs this, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/dev/node-version.sh

step() { printf '\n==> %s\n' "$*"; }

# Typecheck, lint and formatting, the spelling and Markdown checks and the
# unit tests read only the sources, and the build leaves a core idle much of
# the time, so they run beside it, in two jobs: the word checks and unit tests
# would add their time to the other chain's, which already outlasts the build
# on two cores. Their output follows the build's.
static_log=$(mktemp)
words_log=$(mktemp)
trap 'rm -f "$static_log" "$words_log"' EXIT
(npm run typecheck && npm run lint && npm run format:check) >"$static_log" 2>&1 &
static_pid=$!
(npm run lint:spelling && npm run lint:markdown && npm run test:unit) >"$words_log" 2>&1 &
words_pid=$!

step "Production build (strict links), with the static checks beside it"
start=$(date +%s)
build_status=0
npm run build || build_status=$?
echo "build took $(($(date +%s) - start)) s"

static_status=0
wait "$static_pid" || static_status=$?
words_status=0
wait "$words_pid" || words_status=$?
step "Typecheck, lint and formatting"
cat "$static_log"
step "Spelling, Markdown lint, unit and content tests"
cat "$words_log"
if [ "$static_status" -ne 0 ]; then
  echo "Typecheck, lint or formatting failed (output above)." >&2
  exit "$static_status"
fi
if [ "$words_status" -ne 0 ]; then
  echo "The spelling or Markdown check or a unit test failed (output above). A real word the spell checker lacks goes in cspell-words.txt." >&2
  exit "$words_status"
fi
if [ "$build_status" -ne 0 ]; then
  echo "The build failed (output above)." >&2
  exit "$build_status"
fi

# The built-site checks and the link check each keep about one core busy, so
# they run side by side; the link check's report follows.
links_log=$(mktemp)
trap 'rm -f "$static_log" "$words_log" "$links_log"' EXIT
npm run test:links >"$links_log" 2>&1 &
links_pid=$!

step "Checks of the built site"
build_tests_status=0
npm run test:build || build_tests_status=$?

links_status=0
wait "$links_pid" || links_status=$?
step "Link check of the served build (linkinator)"
cat "$links_log"
if [ "$build_tests_status" -ne 0 ]; then
  echo "A check of the built site failed (output above)." >&2
  exit "$build_tests_status"
fi
exit "$links_status"
