/**
 * How a built page starts its scripts (src/ssg/pageScripts.ts): after the
 * first contentful paint, and still when the browser cannot report paints or
 * never does. In each case the page becomes the live app (hydrated, search box
 * working), with no console error.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

const PAGE = '/protocol/zkp2p-protocol';

async function expectLiveApp(page: Page) {
  await waitForApp(page);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
}

test('no script is fetched before the first contentful paint; the scripts follow it', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { fcp?: number; firstScript?: number } = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'paint' && entry.name === 'first-contentful-paint') seen.fcp ??= entry.startTime;
        if (entry.entryType === 'resource' && new URL(entry.name).pathname.endsWith('.js')) {
          seen.firstScript ??= entry.startTime;
        }
      }
    }).observe({ entryTypes: ['paint', 'resource'] });
  });
  await page.goto(PAGE);
  await expectLiveApp(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: { fcp?: number; firstScript?: number } }).seen);
  expect(seen.fcp).toBeDefined();
  expect(seen.firstScript).toBeDefined();
  expect(seen.firstScript!).toBeGreaterThanOrEqual(seen.fcp!);
});

test('a browser that cannot report paints runs the scripts after the first frame', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['resource'] });
  });
  await page.goto(PAGE);
  await expectLiveApp(page);
});

test('a page whose paint is never reported still starts its scripts', async ({ page }) => {
  await page.addInitScript(() => {
    // Paint observers are accepted and never called.
    const Original = PerformanceObserver;
    class Silent extends Original {
      observe(options?: PerformanceObserverInit) {
        if (options?.type === 'paint' || options?.entryTypes?.includes('paint')) return;
        super.observe(options);
      }
    }
    window.PerformanceObserver = Silent;
  });
  const start = Date.now();
  await page.goto(PAGE);
  await expectLiveApp(page);
  expect(Date.now() - start).toBeGreaterThanOrEqual(2500);
});
