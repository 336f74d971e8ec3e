/**
 * The browsers the tools here launch. Keep it plain TypeScript that Node runs
 * as is (types only): lighthouserc.cjs loads it with `require`.
 */
import { existsSync } from 'node:fs';

/**
 * Debian's full Chromium (package `chromium`), for Lighthouse, the page-weight
 * benchmark and the brand-asset renderer. `CHROMIUM_PATH` overrides it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's package `chromium-headless-shell`, where npm tools cannot download browsers. */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser, the one `npm test` (scripts/test.sh) found or
 * installed: `E2E_CHROMIUM_PATH` when set (`/usr/bin/chromium` runs the tests
 * in the full browser); else Debian's Chromium headless shell when installed;
 * else `undefined`, Playwright's own headless shell (installed by
 * `npx playwright install chromium-headless-shell`, on a Mac or another
 * Linux). Either is Chromium's own headless build, the one Playwright runs
 * headless tests in by default: it runs the suite in about half the time of
 * the full browser on a 2-core machine, which keeps `npm test` within its 4
 * minutes.
 */
export const E2E_CHROMIUM_PATH: string | undefined =
  process.env.E2E_CHROMIUM_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : undefined);

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
