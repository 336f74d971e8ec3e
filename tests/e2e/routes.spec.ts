/**
 * The route map of the spec. One visit per spec route checks, on one page:
 * - the route renders its own page (not the not-found page) with the title
 *   format and status 200; with a trailing slash too for the first route of
 *   each area (the static host sends the same file and the app's router
 *   treats the slash alike on every route; the HTTP tests below check every
 *   route's answer with and without it, on both servers);
 * - on docs, the table of contents lists the article's h2 and h3 headings,
 *   in order, and nothing deeper;
 * - security: no request leaves the site's origin, the document carries the
 *   Content-Security-Policy of build/_headers and nothing violates it, and
 *   every link that leaves the site (or opens a tab) has noopener noreferrer;
 * - accessibility at desktop width (1280 px, dark theme): an axe-core scan
 *   with zero violations of any impact, best practices included, and a text
 *   alternative for every image (tests/e2e/axe.ts; the phone-width scans and
 *   the keyboard tests are in a11y.spec.ts).
 * Every other path shows the not-found page and the static host answers 404.
 * The `.html` and `/index.html` spellings land on the clean path with query
 * and hash kept: two routes of each area in the browser (hostile-urls.spec.ts)
 * and every route's redirect on nginx (deploy.spec.ts).
 *
 * Two kinds of test: `@browser` ones open the pages in Chromium and run in the
 * `static` project; the others ask the server over HTTP (status, CSP header,
 * the page's own h1 in the document) and run against both servers. The
 * `nginx` project skips `@browser`: the pages and the app are the same files
 * whichever server sends them, so what nginx can get wrong is the answer.
 */
import { docRoutes, specRoutes } from '../../src/data/routes';
import { expectAccessible } from './axe';
import {
  NOT_FOUND_HEADING,
  builtHeading,
  expect,
  headingOfHtml,
  mainHeading,
  routesOfEachArea,
  test,
  waitForApp,
} from './fixtures';
import type { Page } from '@playwright/test';
import { cspViolations, siteHeaders, unsafeLinks, watch } from './security';

const DOC_PATHS: ReadonlySet<string> = new Set(docRoutes.map(({ path }) => path));

/** Ids of the article's h2–h4 headings and of the table of contents' links, in order. */
async function tocAgainstHeadings(page: Page): Promise<{ toc: string[]; h2h3: string[] }> {
  const headings = await page
    .locator('article .markdown :is(h2,h3,h4)[id]')
    .evaluateAll((nodes) => nodes.map((node) => ({ id: node.id, level: Number(node.tagName.slice(1)) })));
  const toc = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '').slice(1)));
  return { toc, h2h3: headings.filter((h) => h.level <= 3).map((h) => h.id) };
}

const TITLE_FORMAT = /^(ZKP2P Docs|.+ \| ZKP2P Docs)$/;

/** Routes also opened with a trailing slash in the browser. */
const SLASHED_IN_BROWSER: ReadonlySet<string> = new Set(routesOfEachArea(1));

const unknownPaths = [
  '/blog',
  '/blog/',
  '/blog/tags',
  '/blog/archive',
  '/blog/authors',
  '/blog/page/2',
  '/blogs/page/2',
  '/blog/not-a-post',
  '/guides',
  '/guides/introduction',
  '/protocol',
  '/developer',
  '/developer/api/v3/onramp',
  '/developer/category/api-v3',
  '/brand-kit/index',
  '/team/members',
  '/search',
  '/does-not-exist',
  '/404',
];

const NOT_FOUND_H1 = builtHeading('/404.html');

test.describe('the server answers every spec route with its page, with and without a trailing slash', () => {
  for (const { path: route } of specRoutes) {
    test(route, async ({ request }) => {
      const expected = builtHeading(route);
      expect(expected, 'the built page has an h1').not.toBe('');
      for (const url of route === '/' ? [route] : [route, `${route}/`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(/^text\/html\b/);
        expect(response.headers()['content-security-policy'], `CSP header on ${url}`).toBe(
          siteHeaders['Content-Security-Policy'],
        );
        expect(headingOfHtml(await response.text()), `h1 of ${url}`).toBe(expected);
      }
    });
  }
});

test.describe('the server answers unknown paths with the not-found page and status 404', () => {
  for (const url of unknownPaths) {
    test(url, async ({ request }) => {
      expect(NOT_FOUND_H1, 'the h1 of build/404.html').toBe(NOT_FOUND_HEADING);
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      expect(headingOfHtml(await response.text())).toBe(NOT_FOUND_H1);
    });
  }
});

test.describe(
  'every spec route renders its page safely and accessibly (the first of each area with a trailing slash too)',
  { tag: '@browser' },
  () => {
    // The scans of the longest reference pages take several seconds on a busy
    // 2-core machine: a budget for the test, not a speed check.
    test.describe.configure({ timeout: 60_000 });
    test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    for (const { path } of specRoutes) {
      test(path, async ({ readerPage: page, baseURL }) => {
        const security = await watch(page, new URL(baseURL ?? '').origin);
        try {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          expect(response?.headers()['content-security-policy'], 'CSP header on the document').toBe(
            siteHeaders['Content-Security-Policy'],
          );
          await waitForApp(page);
          const heading = await mainHeading(page);
          expect(heading, 'the h1 of the built page').toBe(builtHeading(path));
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page).toHaveTitle(TITLE_FORMAT);
          expect(new URL(page.url()).pathname).toBe(path);
          expect(await cspViolations(page), 'securitypolicyviolation events').toEqual([]);
          expect(await unsafeLinks(page), 'external or new-tab links without noopener noreferrer').toEqual([]);
          if (DOC_PATHS.has(path)) {
            const { toc, h2h3 } = await tocAgainstHeadings(page);
            expect(toc, 'table of contents: the h2 and h3 headings, in order').toEqual(h2h3);
          }
          await expectAccessible(page, `${path} at 1280 px`);

          if (SLASHED_IN_BROWSER.has(path)) {
            const slashed = await page.goto(`${path}/`);
            expect(slashed?.status(), `${path}/`).toBe(200);
            await waitForApp(page);
            expect(new URL(page.url()).pathname).toBe(`${path}/`);
            expect(await mainHeading(page), `${path}/`).toBe(heading);
          }

          expect(security.outside, 'requests to other origins').toEqual([]);
          expect(security.console, 'console reports about the CSP').toEqual([]);
        } finally {
          security.stop();
        }
      });
    }
  },
);

test.describe('unknown paths show the not-found page with status 404', { tag: '@browser' }, () => {
  for (const path of unknownPaths) {
    test(`${path}`, async ({ readerPage: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expect(page).toHaveTitle(/ \| ZKP2P Docs$/);
    });
  }
});

test(
  'a client-side navigation to an unknown path shows the not-found page',
  { tag: '@browser' },
  async ({ readerPage: page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  },
);
