/**
 * What the security checks watch on a page: requests that leave the site's
 * origin, Content-Security-Policy violations, and links that leave the site
 * (or open a new tab) without `rel="noopener noreferrer"`; and the headers
 * that hashed files carry, on whichever server the test runs against.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { DOCUMENT_ONLY_HEADERS, headersForPath, parseHeadersFile } from '../../src/plugins/security-headers/headers';
import { expect, waitForApp } from './fixtures';

/** The headers build/_headers gives an HTML document. */
export const siteHeaders = headersForPath(
  parseHeadersFile(readFileSync(path.resolve('build', '_headers'), 'utf8')),
  '/',
);

/**
 * The headers a hashed file (`/assets/…`) must carry besides caching: those of
 * a page, less the page-only ones for scripts and stylesheets. Written out
 * from DOCUMENT_ONLY_HEADERS rather than read from `_headers`, so that a wrong
 * rule there fails the tests too.
 */
function expectedAssetHeaders(pathname: string): Record<string, string | undefined> {
  const subresource = /^\/assets\/(js|css)\//.test(pathname);
  return Object.fromEntries(
    Object.entries(siteHeaders).map(([name, value]) => [
      name,
      subresource && DOCUMENT_ONLY_HEADERS.includes(name) ? undefined : value,
    ]),
  );
}

/** Opens `path` and returns each hashed file it loaded, requested again, with its response headers. */
export async function loadedAssets(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<{ url: string; pathname: string; headers: Record<string, string> }[]> {
  const urls = new Set<string>();
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) urls.add(response.url());
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await waitForApp(page);
  } finally {
    // The page may be reused by the next test: leave no listener behind.
    page.off('response', onResponse);
  }
  return Promise.all(
    [...urls].map(async (url) => ({
      url,
      pathname: new URL(url).pathname,
      headers: (await request.get(url)).headers(),
    })),
  );
}

/**
 * Opens `path` (a page that loads scripts, stylesheets and images) and checks
 * every hashed file it loaded against `expectedAssetHeaders`, plus `perFile`
 * headers (a server's own, such as nginx's HSTS). A missing script's URL
 * answers with the not-found page, which is a page: it keeps the page-only
 * headers.
 */
export async function expectAssetHeaders(
  page: Page,
  request: APIRequestContext,
  path: string,
  perFile: Record<string, string> = {},
): Promise<void> {
  const assets = await loadedAssets(page, request, path);
  const kinds = new Set(assets.map(({ pathname }) => pathname.split('/')[2]));
  expect([...kinds].sort(), `kinds of hashed file on ${path}`).toEqual(['css', 'images', 'js']);
  for (const { url, pathname, headers } of assets) {
    for (const [name, value] of Object.entries({ ...expectedAssetHeaders(pathname), ...perFile })) {
      expect(headers[name.toLowerCase()], `${url}: ${name}`).toBe(value);
    }
  }
  const missing = await request.get('/assets/js/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  for (const name of DOCUMENT_ONLY_HEADERS) {
    expect(missing.headers()[name.toLowerCase()], `not-found page: ${name}`).toBe(siteHeaders[name]);
  }
}

export type Watch = { outside: string[]; console: string[]; stop: () => void };

/** Pages that already collect `securitypolicyviolation` events. */
const collecting = new WeakSet<Page>();

/**
 * Records requests that leave the origin and console reports about the CSP
 * until `stop` (or for the page's whole life), and collects
 * `securitypolicyviolation` events in each document (read them with
 * `cspViolations` before navigating away).
 */
export async function watch(page: Page, origin: string): Promise<Watch> {
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (/^(data|blob|about):$/.test(url.protocol)) return;
    if (url.origin !== origin) found.outside.push(`${request.resourceType()} ${request.url()}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (/content security policy|content-security-policy/i.test(message.text())) found.console.push(message.text());
  };
  const found: Watch = {
    outside: [],
    console: [],
    stop: () => {
      page.off('request', onRequest);
      page.off('console', onConsole);
    },
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  if (!collecting.has(page)) {
    collecting.add(page);
    await page.addInitScript(() => {
      const w = window as typeof window & { cspViolations?: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        w.cspViolations?.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
  }
  return found;
}

/** `securitypolicyviolation` events seen in the current document. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as typeof window & { cspViolations?: string[] }).cspViolations ?? []);
}

/** Links whose `rel` lacks noopener or noreferrer although they open a new tab or leave the site. */
export async function unsafeLinks(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((links) =>
    links.flatMap((link) => {
      const anchor = link as HTMLAnchorElement;
      const url = new URL(anchor.href, location.href);
      const external = /^https?:$/.test(url.protocol) && url.origin !== location.origin;
      if (!external && anchor.target !== '_blank') return [];
      const rel = (anchor.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('noopener') && rel.includes('noreferrer')) return [];
      return [
        `${anchor.textContent?.trim() || anchor.getAttribute('aria-label') || '(no text)'} → ${anchor.href} rel="${anchor.getAttribute('rel') ?? ''}"`,
      ];
    }),
  );
}
