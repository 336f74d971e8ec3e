# Sourced by scripts/dev/start.sh and scripts/test.sh, after
# scripts/dev/node-version.sh (so npm runs on the project's Node.js, and
# packages whose `engines` ask for it install without warnings).
#
# install_dependencies: the exact packages of package-lock.json (npm ci), then
# a note of which lockfile they came from (a hash of package-lock.json in
# node_modules/).
# ensure_dependencies: the same, only when node_modules is missing or was
# installed from another package-lock.json (after a pull that changed it).

dependencies_stamp=node_modules/.installed-lockfile-sha256

lockfile_hash() {
  node -e 'process.stdout.write(require("node:crypto").createHash("sha256").update(require("node:fs").readFileSync("package-lock.json")).digest("hex"))'
}

install_dependencies() {
  printf '==> Installing the packages of package-lock.json (npm ci) on Node.js %s\n' "$(node --version)"
  npm ci --no-audit --no-fund
  lockfile_hash >"$dependencies_stamp"
}

ensure_dependencies() {
  if [ ! -f "$dependencies_stamp" ] || [ "$(cat "$dependencies_stamp")" != "$(lockfile_hash)" ]; then
    install_dependencies
  fi
}
