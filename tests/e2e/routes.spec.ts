/**
 * Every route in the browser: the app renders its own page (the h1 and the
 * title of the built file), loaded (the first route of each area) or
 * reached by the app's router (the rest), without a console error (a
 * Content-Security-Policy violation is one) or a request to another origin,
 * links out only with noopener noreferrer, and on docs the table of contents
 * lists the article's h2 and h3 headings in order. Unknown paths, loaded or
 * reached by a client-side navigation, show the not-found page. The host's
 * answers themselves are in host.spec.ts; axe scans in a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { docRoutes, siteRoutes } from '../support/routes';
import { NOT_FOUND_HEADING, builtHeading, builtTitle, expect, mainHeading, test, waitForApp } from './helpers';

const DOC_PATHS: ReadonlySet<string> = new Set(docRoutes().map(({ path }) => path));

/**
 * What the reader of the current page gets, read in one pass: links out or to a new tab without `rel="noopener noreferrer"`, and the ids of the
 * table of contents' links and of the article's h2 and h3 headings, in order.
 */
async function pageFacts(page: Page): Promise<{ unsafe: string[]; toc: string[]; headings: string[] }> {
  return page.evaluate(() => {
    const unsafe = Array.from(document.querySelectorAll('a[href]')).flatMap((link) => {
      const anchor = link as HTMLAnchorElement;
      const external = /^https?:$/.test(anchor.protocol) && anchor.origin !== location.origin;
      const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/);
      const safe = rel.includes('noopener') && rel.includes('noreferrer');
      return (external || anchor.target === '_blank') && !safe ? [anchor.href] : [];
    });
    const toc = Array.from(document.querySelectorAll('.table-of-contents a'), (link) =>
      decodeURIComponent(link.getAttribute('href') ?? '').slice(1),
    );
    const headings = Array.from(document.querySelectorAll('article .markdown :is(h2,h3)[id]'), (node) => node.id);
    return { unsafe, toc, headings };
  });
}

/**
 * Waits until the router shows `path` with the built page's h1 and title; a
 * failure names what the reader sees instead.
 */
async function expectRendered(page: Page, path: string): Promise<void> {
  const expected = { heading: builtHeading(path), title: builtTitle(path) };
  await page
    .waitForFunction(
      ({ target, heading, title }) =>
        location.pathname === target &&
        document.title === title &&
        (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim() === heading,
      { target: path, ...expected },
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  expect({ heading: await mainHeading(page), title: await page.title() }, path).toEqual(expected);
}

const areas = [...new Set(siteRoutes().map(({ area }) => area))];

for (const area of areas) {
  test.describe(() => {
    // As a reader's browser does by default, Docusaurus prefetches the chunks
    // of the links in view: a prefetch the policy blocked, or one that failed,
    // is a console error. The walk of the pages (home, team, blog listing)
    // keeps prefetching on; the other walks load the same chunks by following
    // each route anyway, so they save the time with the data saver.
    test.use({ prefetch: area === 'page' });
    test(`every ${area} route renders its own page`, async ({ page }) => {
      test.setTimeout(60_000);
      const [first, ...rest] = siteRoutes()
        .filter((route) => route.area === area)
        .map(({ path }) => path);
      // The first route is loaded (the app hydrates the host's HTML); the others are
      // reached as a reader's click reaches them, by the app's router.
      const response = await page.goto(first ?? '/');
      expect(response?.status(), first).toBe(200);
      await waitForApp(page);
      for (const path of [first ?? '/', ...rest]) {
        if (path !== first) {
          await page.evaluate((target) => {
            window.history.pushState({}, '', target);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, path);
        }
        await expectRendered(page, path);
        const { unsafe, toc, headings } = await pageFacts(page);
        expect(unsafe, `${path}: links without noopener noreferrer`).toEqual([]);
        if (DOC_PATHS.has(path)) expect(toc, `${path}: table of contents`).toEqual(headings);
      }
    });
  });
}

// Many more unknown and odd paths, loaded, are in hostile-urls.spec.ts.
test('unknown paths show the not-found page, loaded or reached in the app', async ({ page }) => {
  const response = await page.goto('/guides');
  expect(response?.status(), '/guides').toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(/ \| ZKP2P Docs$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectRendered(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
});

test('the policy is enforced: an injected inline script does not run', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await waitForApp(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  // The browser reports the blocked script as a console error: expected here.
  expect(consoleErrors).toEqual([expect.stringMatching(/Content Security Policy/i)]);
  consoleErrors.splice(0, consoleErrors.length);
});
