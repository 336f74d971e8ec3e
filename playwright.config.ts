/**
 * End-to-end tests: Debian's Chromium (downloads are not possible here) driven
 * by Playwright, against the production build, in two projects:
 * - `static`: every spec, with the build served like a plain static host
 *   (scripts/serve-build.ts);
 * - `nginx`: the server's answers (routes.spec.ts without its `@browser`
 *   tests: every spec route with and without a trailing slash, unknown paths
 *   with status 404; deploy.spec.ts: `.html` redirects, headers,
 *   compression), with the build served by a real nginx and
 *   deploy/nginx.conf (scripts/serve-nginx.ts). The pages and the app are the
 *   same files whichever server sends them, so the browser tests run once, in
 *   `static`.
 * `npm test` builds first; locally, run `npm run build` once, then
 * `npm run test:e2e` (or `npx playwright test --project=nginx`).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
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
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'static', testIgnore: 'deploy.spec.ts' },
    {
      name: 'nginx',
      testMatch: ['routes.spec.ts', 'deploy.spec.ts'],
      grepInvert: /@browser/,
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve-build.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/serve-nginx.ts --port ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
  ],
});
