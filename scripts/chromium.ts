/**
 * The one Chromium every browser tool here launches: Debian's, since npm tools
 * cannot download browsers on these machines. Used by the end-to-end tests
 * (playwright.config.ts), the benchmarks, Lighthouse CI (lighthouserc.cjs)
 * and the brand-asset renderer. Keep it plain TypeScript that Node runs as is
 * (types only): lighthouserc.cjs loads it with `require`.
 */

/** `CHROMIUM_PATH` (or `CHROME_PATH`) overrides Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
