/**
 * Security and privacy of every spec route, against the production build served
 * with the headers of build/_headers (src/plugins/security-headers):
 * - no request leaves the site's origin (fonts, images, scripts, analytics: all
 *   self-hosted);
 * - the Content-Security-Policy is sent and nothing on the page violates it
 *   (`securitypolicyviolation` events and console reports);
 * - external links and `target=_blank` links carry `rel="noopener noreferrer"`;
 * - the other headers, immutable caching of hashed assets, and `_headers` itself
 *   never served.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { specRoutes } from '../../src/data/routes';
import { headersForPath, parseHeadersFile } from '../../src/plugins/security-headers/headers';
import { expect, test, waitForApp } from './fixtures';

const rules = parseHeadersFile(readFileSync(path.resolve('build', '_headers'), 'utf8'));
const siteHeaders = headersForPath(rules, '/');

type Watch = { outside: string[]; console: string[] };

/** Records requests that leave the origin and console reports about CSP. */
async function watch(page: Page, origin: string): Promise<Watch> {
  const found: Watch = { outside: [], console: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(data|blob|about):$/.test(url.protocol)) return;
    if (url.origin !== origin) found.outside.push(`${request.resourceType()} ${request.url()}`);
  });
  page.on('console', (message) => {
    if (/content security policy|content-security-policy/i.test(message.text())) found.console.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as typeof window & { cspViolations?: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return found;
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as typeof window & { cspViolations?: string[] }).cspViolations ?? []);
}

/** Links whose `rel` lacks noopener or noreferrer although they open a new tab or leave the site. */
async function unsafeLinks(page: Page): Promise<string[]> {
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

test.describe('every spec route stays on its origin, under the CSP, with safe external links', () => {
  for (const { path: route } of specRoutes) {
    test(route, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const found = await watch(page, origin);
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy'], 'CSP header on the document').toBe(
        siteHeaders['Content-Security-Policy'],
      );
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(found.outside, 'requests to other origins').toEqual([]);
      expect(await cspViolations(page), 'securitypolicyviolation events').toEqual([]);
      expect(found.console, 'console reports about the CSP').toEqual([]);
      expect(await unsafeLinks(page), 'external or new-tab links without noopener noreferrer').toEqual([]);
    });
  }
});

test('the policy is enforced: an injected inline script is blocked and reported', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await watch(page, new URL(baseURL ?? '').origin);
  await page.goto('/');
  await waitForApp(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    return (window as typeof window & { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringContaining('script-src')]);
  // The browser reports the blocked script as a console error: expected here.
  expect(consoleErrors.every((message) => /Content Security Policy/i.test(message))).toBe(true);
  consoleErrors.splice(0, consoleErrors.length);
});

test('documents carry the security headers of build/_headers', async ({ request }) => {
  for (const route of ['/', '/team', '/guides/introduction/zkp2p', '/no-such-page']) {
    const response = await request.get(route);
    const headers = response.headers();
    for (const [name, value] of Object.entries(siteHeaders)) {
      expect(headers[name.toLowerCase()], `${route}: ${name}`).toBe(value);
    }
    expect(headers['cache-control'], `${route}: HTML is not cached as immutable`).toBeUndefined();
  }
  expect(siteHeaders['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
  expect(siteHeaders['Content-Security-Policy']).toMatch(/default-src 'self'/);
  expect(siteHeaders['X-Content-Type-Options']).toBe('nosniff');
  expect(siteHeaders['Referrer-Policy']).toBeTruthy();
  expect(siteHeaders['Permissions-Policy']).toBeTruthy();
});

test('hashed assets are cached as immutable; _headers itself is not served', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.url());
  });
  await page.goto('/');
  await waitForApp(page);
  expect(assets.length).toBeGreaterThan(0);
  for (const url of assets) {
    const response = await request.get(url);
    expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  const hidden = await request.get('/_headers');
  expect(hidden.status()).toBe(404);
});
