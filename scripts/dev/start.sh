#!/usr/bin/env bash
# `npm start`, the one command a writer needs: on the Node.js major version of
# .nvmrc (scripts/dev/node-version.sh fetches it when the `node` on PATH is
# older), with the packages of package-lock.json (installed when node_modules
# is missing or came from another lockfile), the dev server with live reload.
# Images are emitted as files, as in the production build. Arguments go to
# `docusaurus start` (`npm start -- --port 3001`).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/dev/node-version.sh
. scripts/dev/dependencies.sh
ensure_dependencies
WEBPACK_URL_LOADER_LIMIT=0 exec node_modules/.bin/docusaurus start "$@"
