/**
 * How a built page starts its scripts (src/ssg/pageScripts.ts): after the
 * first contentful paint, and still when the browser cannot report paints or
 * never does. In each case the page becomes the live app (hydrated, search box
 * working), with no console error. The loader inserts the scripts in the
 * listed order, one per task, so inserting a dozen is never one long task.
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

test('the loader inserts the listed scripts in order, each in a task of its own', async ({ page }) => {
  await page.addInitScript(() => {
    // A mutation observer reports once per task: one batch per insertion task.
    const batches: string[][] = [];
    (window as unknown as { batches: typeof batches }).batches = batches;
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => Array.from(record.addedNodes))
        .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src !== '')
        .map((script) => new URL(script.src).pathname);
      if (added.length > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(PAGE);
  await expectLiveApp(page);
  const { batches, listed } = await page.evaluate(() => ({
    batches: (window as unknown as { batches: string[][] }).batches,
    listed: JSON.parse(document.getElementById('page-scripts')?.textContent ?? '[]') as string[],
  }));
  expect(listed.length).toBeGreaterThan(2);
  // Scripts inserted later (search, code highlighting) come after the listed ones.
  expect(batches.slice(0, listed.length)).toEqual(listed.map((src) => [src]));
});
