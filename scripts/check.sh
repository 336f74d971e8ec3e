#!/usr/bin/env bash
# The quick checks, no browser (`npm run check`): typecheck, lint, formatting,
# unit and content tests, the production build, checks of the built site and
# the link check. Needs node_modules (`npm ci`); `npm test` runs this, then the
# browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-version.sh

step() { printf '\n==> %s\n' "$*"; }

step "Typecheck"
npm run typecheck

step "Lint and formatting"
npm run lint
npm run format:check

step "Unit and content tests"
npm run test:unit

step "Production build (strict links)"
start=$(date +%s)
npm run build
echo "build took $(($(date +%s) - start)) s"

step "Checks of the built site"
npm run test:build

step "Link check of the served build (linkinator)"
npm run test:links
