/**
 * What a reader sees when something fails, with failures injected from the test (the
 * site ships nothing test-only):
 * - a route chunk that fails to load during navigation → full page reload;
 * - a page that throws while rendering → "This page crashed", its message,
 *   and "Try again", which renders the page once the fault is gone.
 * (The "Retry" screen for a failed lazy chunk is unit-tested in
 * src/theme/Loading/Loading.test.tsx.)
 */
import { expect, test, waitForApp } from './helpers';

// Without prefetching (the fixture's default), the team route's chunks are first requested on click.
test.use({ prefetch: false });

test('a route chunk that fails to load during navigation triggers a full page reload', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  let failed = 0;
  await page.route('**/assets/js/**', async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  const documentRequest = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().endsWith('/team'),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await documentRequest;
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  expect(failed).toBe(1);
  // The blocked request is reported by the browser; nothing else may be.
  expect(
    consoleErrors.every((message) => /ERR_FAILED|chunk/i.test(message)),
    consoleErrors.join('\n'),
  ).toBe(true);
  consoleErrors.splice(0, consoleErrors.length);
});

test('a page that crashes while rendering shows its error and recovers with "Try again"', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  // Break date formatting, which a blog post page needs to render its date.
  await page.evaluate(() => {
    const original = Intl.DateTimeFormat;
    const w = window as typeof window & { restoreDates?: () => void };
    w.restoreDates = () => {
      Intl.DateTimeFormat = original;
    };
    Intl.DateTimeFormat = function broken() {
      throw new Error('Injected render failure');
    } as unknown as typeof Intl.DateTimeFormat;
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog/intro-zkp2p-v3');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Injected render failure')).toBeVisible();
  await page.evaluate(() => (window as typeof window & { restoreDates?: () => void }).restoreDates?.());
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  await expect(page.locator('article time').first()).toBeVisible();
  // React reports the caught render error to the console: that is expected here.
  consoleErrors.splice(0, consoleErrors.length);
});
