/**
 * End-to-end tests: Chromium's headless shell (Debian's or Playwright's own,
 * as scripts/chromium.ts picks it) driven by Playwright, against the
 * production build served by the production host's own software
 * (Cloudflare's workerd through `wrangler dev`, scripts/serve-build.ts), so
 * routing, redirects and headers are the ones readers get. `npm test` builds
 * first; locally, run `npm run build` once, then `npm run test:e2e`.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: isCI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    colorScheme: 'light',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: `node --import tsx scripts/serve-build.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
