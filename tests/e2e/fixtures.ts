/**
 * Shared pieces of the end-to-end tests: a `test` whose pages fail on browser
 * console errors and uncaught exceptions, and small readers for what a visitor
 * sees (the not-found page, the page heading).
 */
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect };

export const NOT_FOUND_HEADING = 'Page Not Found';

type Fixtures = {
  /** Console errors and uncaught exceptions seen by `page`; asserted empty after each test. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 response for a path we ask for on purpose is logged by Chromium
        // as a resource error; that is the server's answer, not a page error.
        if (message.type() === 'error' && !/status of 404/.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The text of the page's first h1. */
export async function mainHeading(page: Page): Promise<string> {
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}

/** Waits until the app has hydrated (React attached its router). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Waits until the browser has run the idle-time work queued so far (idle
 * callbacks run in the order they were queued, or earlier at their deadline).
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Cumulative layout shift of the page so far, plus any in the next half
 * second, as the browser reports it (shifts after user input excluded).
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
