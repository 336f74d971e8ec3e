#!/usr/bin/env bash
# The quick checks, no browser (`npm run check`): typecheck, lint, formatting,
# spelling and Markdown lint, unit and content tests, the production build,
# checks of the built site and the link check. Needs node_modules (`npm ci`);
# `npm test` runs this, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/dev/node-version.sh

step() { printf '\n==> %s\n' "$*"; }
# A script of package.json, named first: Node's own runner starts it without
# npm's second Node process, about a CPU-second less for each of the dozen here.
run() {
  printf '\n> %s\n' "$1"
  node --run "$@"
}

# Typecheck, lint and formatting, the spelling and Markdown checks and the
# unit tests read only the sources, and the build leaves a core idle much of
# the time, so they run beside it, in two jobs: the word checks and unit tests
# would add their time to the other chain's, which already outlasts the build
# on two cores. The checks of the built site and the link check start as soon
# as the build is done, beside whatever of those is still running. Each job's
# report is printed in this order once all have finished.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
(run typecheck && run lint && run format:check) >"$logs/static" 2>&1 &
static_pid=$!
(run lint:spelling && run lint:markdown && run test:unit) >"$logs/words" 2>&1 &
words_pid=$!

step "Production build (strict links), with the static checks beside it"
start=$(date +%s)
build_status=0
run build || build_status=$?
echo "build took $(($(date +%s) - start)) s"

built_status=0
links_status=0
if [ "$build_status" -eq 0 ]; then
  run test:links >"$logs/links" 2>&1 &
  links_pid=$!
  run test:build >"$logs/built" 2>&1 || built_status=$?
  wait "$links_pid" || links_status=$?
fi
static_status=0
wait "$static_pid" || static_status=$?
words_status=0
wait "$words_pid" || words_status=$?

step "Typecheck, lint and formatting"
cat "$logs/static"
step "Spelling, Markdown lint, unit and content tests"
cat "$logs/words"
if [ "$build_status" -eq 0 ]; then
  step "Checks of the built site"
  cat "$logs/built"
  step "Link check of the served build (linkinator)"
  cat "$logs/links"
fi

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
if [ "$built_status" -ne 0 ]; then
  echo "A check of the built site failed (output above)." >&2
  exit "$built_status"
fi
if [ "$links_status" -ne 0 ]; then
  echo "The link check found a broken link or anchor (output above)." >&2
  exit "$links_status"
fi
