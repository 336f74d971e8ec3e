/**
 * The browsers the tools here launch, from Debian's packages, since npm tools
 * cannot download browsers on these machines. Keep it plain TypeScript that
 * Node runs as is (types only): lighthouserc.cjs loads it with `require`.
 */

/**
 * Debian's full Chromium (package `chromium`), for Lighthouse, the page-weight
 * benchmark and the brand-asset renderer. `CHROMIUM_PATH` overrides it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell`, Chromium's
 * own headless build of the same version, the one Playwright runs headless
 * tests in by default. It runs the suite in about half the time of the full
 * browser on a 2-core machine, which keeps `npm test` within its 4 minutes.
 * `E2E_CHROMIUM_PATH=/usr/bin/chromium` runs the tests in the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags for a quiet, reproducible Chromium: no sandbox (CI runs as root), no
 * GPU, and no background traffic, which this machine's closed network would
 * refuse. Headless mode is left to the launcher (Playwright sets it itself).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
