/**
 * Shared pieces of the end-to-end tests: a `test` whose pages fail on browser
 * console errors, uncaught exceptions and requests to another origin (the
 * worker's `readerPage`, reset before each test, or a fresh `page`), and small
 * readers for what a visitor sees (the not-found page, the page heading, as
 * served and as built).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { BrowserContext, ConsoleMessage, Page, Request } from '@playwright/test';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { specRoutes } from '../../src/data/routes';

export { expect };

export const NOT_FOUND_HEADING = 'Page Not Found';

type WorkerFixtures = {
  /** A browser context the worker keeps open (see `readerPage`). */
  readerContext: BrowserContext;
};

type Fixtures = {
  /**
   * The worker's page, kept from test to test like a reader's open tab: the
   * site's scripts come from the browser's cache and the page keeps its
   * renderer process. A fresh context starts a new renderer process, which
   * costs a second or more of CPU on a busy 2-core machine, about half of a
   * short test. Before each test the page is put back to a new reader's
   * state (`resetReaderPage`): a plain document of the site instead of the
   * last test's app, no cookies or storage, the test's viewport, colour
   * scheme and permissions, no routes, online, no other tabs. Its console
   * errors are checked like `page`'s.
   *
   * Use `page` instead for a test that measures a first visit (what loads,
   * and when: the cache would hide requests) or that changes what cannot be
   * undone: `addInitScript`, `clock`, `exposeFunction`/`exposeBinding`.
   */
  readerPage: Page;
  /**
   * Console errors and uncaught exceptions seen by the test's `page` or
   * `readerPage`, asserted empty after the test; a test that expects some (a
   * failed chunk) removes them.
   */
  consoleErrors: string[];
};

/** True for a request that leaves the machine: the site is only ever served from the loopback address here. */
function leavesTheSite(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && hostname !== '127.0.0.1' && hostname !== 'localhost';
}

/**
 * Collects a page's console errors and uncaught exceptions until `stop` (for
 * pages a test keeps itself), and its requests to another origin: the site
 * promises none until the reader follows an external link, which opens a new
 * tab (a page of its own), so every page every test uses is held to it.
 */
function collectErrors(page: Page, errors: string[]): { errors: string[]; outside: string[]; stop: () => void } {
  const outside: string[] = [];
  // Documents the page navigated to: Chromium logs a 404 answer to one (an
  // unknown path a test asks for on purpose), or nginx's 400 to a path it
  // refuses (an encoded NUL, `..` above the root), as a resource error, but
  // that is the server's answer, not a page error. A 404 for anything a page
  // loads itself (an image, a script, a fetch) is one, and is kept.
  const documents = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest()) documents.add(request.url());
    if (leavesTheSite(request.url())) outside.push(`${request.resourceType()} ${request.url()}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // (The console gives the document's URL with its fragment; the request has none.)
    if (/status of 40[04] /.test(message.text()) && documents.has(url.split('#')[0] ?? '')) return;
    errors.push(url ? `${message.text()} (${url})` : message.text());
  };
  const onError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    outside,
    stop: () => {
      page.off('request', onRequest);
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/** A same-site document with no script: leaving the last test's app without a new renderer process (about:blank would cost one). */
const BLANK_PATH = '/robots.txt';

type ReaderOptions = {
  baseURL: string | undefined;
  viewport: { width: number; height: number } | null;
  colorScheme: 'light' | 'dark' | 'no-preference' | null | undefined;
  permissions: string[] | undefined;
};

/** Puts the worker's page back to the state of a new reader's tab with the test's options (see `readerPage`). */
async function resetReaderPage(context: BrowserContext, page: Page, options: ReaderOptions): Promise<void> {
  // Independent settings go together (one round trip's wait, not ten); the
  // plain document loads after them, so no route or offline state of the
  // last test is in its way, and tears down the last test's app before this
  // test's watchers start.
  await Promise.all([
    ...context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.setOffline(false),
    context.setExtraHTTPHeaders({}),
    context.clearPermissions().then(async () => {
      if (options.permissions?.length) await context.grantPermissions(options.permissions);
    }),
    options.viewport ? page.setViewportSize(options.viewport) : undefined,
    page.emulateMedia({
      media: null,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: null,
      forcedColors: null,
    }),
  ]);
  if (page.url() !== 'about:blank') {
    await page.goto(new URL(BLANK_PATH, options.baseURL).href);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await Promise.all([context.clearCookies(), page.mouse.move(0, 0)]);
}

/** Hands `page` to a test and fails the test on the console errors it saw meanwhile. */
async function handOverWatched(page: Page, errors: string[], hand: (page: Page) => Promise<void>): Promise<void> {
  const watched = collectErrors(page, errors);
  try {
    await hand(page);
  } finally {
    // The worker's page outlives the test: its listeners must not.
    watched.stop();
  }
  expect(watched.errors, 'browser console errors').toEqual([]);
  expect(watched.outside, 'requests to another origin').toEqual([]);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every page a test uses is watched. (Not an automatic fixture of its own:
  // that would open a page, and a browser context, for tests that use other
  // pages, such as the accessibility scans' shared one; about 0.25 s each.)
  page: [
    async ({ page, consoleErrors }, use) => {
      await handOverWatched(page, consoleErrors, use);
    },
    { scope: 'test' },
  ],

  readerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  readerPage: [
    async ({ readerContext, consoleErrors, baseURL, viewport, colorScheme, permissions }, use) => {
      const page = readerContext.pages()[0] ?? (await readerContext.newPage());
      await resetReaderPage(readerContext, page, { baseURL, viewport, colorScheme, permissions });
      await handOverWatched(page, consoleErrors, use);
    },
    { scope: 'test' },
  ],

  consoleErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use([]);
    },
    { scope: 'test' },
  ],
});

/**
 * The first `count` spec routes of each area (pages other than the home
 * page, posts, each docs area), for what behaves the same on every route of
 * an area and is too slow to check on all of them in the browser.
 */
export function routesOfEachArea(count: number): string[] {
  const areas = new Set(specRoutes.map(({ area }) => area));
  return [...areas].flatMap((area) =>
    specRoutes
      .filter((route) => route.area === area && route.path !== '/')
      .slice(0, count)
      .map(({ path }) => path),
  );
}

/** Text as a reader sees it: white space collapsed. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of the page's first h1. */
export async function mainHeading(page: Page): Promise<string> {
  return collapse((await page.locator('h1').first().textContent()) ?? '');
}

/** The text of the first h1 of an HTML document ('' without one). */
export function headingOfHtml(html: string): string {
  const h1 = select('h1', fromHtml(html));
  return h1 ? collapse(toText(h1)) : '';
}

/** The h1 of a built file: a spec route (`/team`) or a file of the build (`/404.html`). */
export function builtHeading(route: string): string {
  const file = route.endsWith('.html') ? route : path.join(route, 'index.html');
  return headingOfHtml(readFileSync(path.join('build', file), 'utf8'));
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
