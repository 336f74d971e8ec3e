/**
 * What the end-to-end tests share: a `test` whose `page` fails on browser
 * console errors (a Content-Security-Policy violation is one), uncaught
 * exceptions and requests that leave the site; readers for what a visitor
 * sees; and the axe-core scan. Each test gets Playwright's own fresh browser
 * context.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { builtTree } from '../support/builtPages';

export { expect };

export const NOT_FOUND_HEADING = 'Page Not Found';

/** True for a request that leaves the machine: the site is only ever served from the loopback address here. */
function leavesTheSite(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && hostname !== '127.0.0.1' && hostname !== 'localhost';
}

export const test = base.extend<{ consoleErrors: string[]; prefetch: boolean }>({
  // Console errors and uncaught exceptions of the test's page, asserted empty
  // after the test; a test that causes some on purpose empties the list.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  consoleErrors: async ({}, run) => {
    await run([]);
  },
  // Docusaurus prefetches the route chunks of every link in view, which is a
  // quarter of the CPU a fresh page load takes here and which no test but the
  // route walk relies on. Other tests turn the browser's data saver on, as a
  // reader can, and Docusaurus then fetches chunks only when a link is
  // followed. The route walk sets `prefetch: true` and keeps it.
  prefetch: [false, { option: true }],
  page: async ({ page, consoleErrors, prefetch }, run) => {
    if (!prefetch) {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      });
    }
    const outside: string[] = [];
    // Chromium logs the 404 of a document the test navigated to (an unknown
    // path, on purpose) as an error; a 404 of anything the page loads is one.
    const documents = new Set<string>();
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.add(request.url());
      if (leavesTheSite(request.url())) outside.push(`${request.resourceType()} ${request.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      if (/status of 404 /.test(message.text()) && documents.has(url.split('#')[0] ?? '')) return;
      consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await run(page);
    expect(consoleErrors, 'browser console errors').toEqual([]);
    expect(outside, 'requests to another origin').toEqual([]);
  },
});

/** Text as a reader sees it: white space collapsed. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

export { escapeRegExp } from '../../src/utils/regexp';

/** The reader's text of the first `selector` element of an HTML tree ('' without one). */
function textOf(selector: string, tree: Root): string {
  const node = select(selector, tree);
  return node ? collapse(toText(node)) : '';
}

/** The text of the first h1 of an HTML document ('' without one). */
export function headingOfHtml(html: string): string {
  return textOf('h1', fromHtml(html));
}

/** The h1 of a built page (a site route, `/team`, or a file of the build, `/404.html`). */
export function builtHeading(route: string): string {
  return textOf('h1', builtTree(route));
}

/** The title of a built page, as the browser tab shows it. */
export function builtTitle(route: string): string {
  return textOf('title', builtTree(route));
}

/** The text of the page's first h1. */
export async function mainHeading(page: Page): Promise<string> {
  return collapse((await page.locator('h1').first().textContent()) ?? '');
}

/** Waits until the app has hydrated (React attached its router). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Waits until the browser has run the idle-time work queued so far. */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * axe-core with its default rules (best practices included) plus
 * `target-size` (WCAG 2.2 AA), run in the page itself (legacy mode: the site
 * has no cross-origin frames) and reporting violations only, which keeps a
 * scan of the longest page to a few seconds.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
}

/**
 * Scans the page once it has settled, in the dark theme the site always
 * shows: no axe violation of any impact, and every image with a text
 * alternative (content images and diagrams a non-empty one).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await waitForIdle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const { violations } = await axe(page).analyze();
  const found = violations.flatMap(({ id, help, nodes }) =>
    nodes.map((node) => `${id}: ${help} — ${node.target.join(' ')} — ${node.html.slice(0, 160)}`),
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.flatMap((img) => {
      const alt = img.getAttribute('alt');
      const inContent = img.closest('article, .markdown') !== null && img.closest('[aria-hidden="true"]') === null;
      return alt === null || (inContent && alt.trim() === '') ? [img.getAttribute('src') ?? img.outerHTML] : [];
    }),
  );
  expect(images, `images without a text alternative on ${label}`).toEqual([]);
}
