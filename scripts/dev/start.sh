#!/usr/bin/env bash
# `npm start`: the dev server, on the Node.js major version of .nvmrc like the
# tests (scripts/dev/node-version.sh fetches it when the `node` on PATH is older).
# Images are emitted as files, as in the production build.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/dev/node-version.sh
WEBPACK_URL_LOADER_LIMIT=0 exec node_modules/.bin/docusaurus start "$@"
