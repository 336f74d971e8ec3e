/**
 * Security of the site as served with the headers of build/_headers
 * (src/plugins/security-headers): the policy is really enforced, documents
 * carry the headers, scripts and stylesheets only those that apply to them,
 * hashed assets are immutable and `_headers` itself is never served. That every spec route stays on its origin, violates nothing
 * in the CSP and links out safely is checked on each route's visit in
 * routes.spec.ts (with the helpers of ./security.ts), so no page is loaded
 * twice for it.
 */
import { expect, test, waitForApp } from './fixtures';
import { cspViolations, expectAssetHeaders, loadedAssets, siteHeaders, watch } from './security';

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
  const assets = await loadedAssets(page, request, '/');
  expect(assets.length).toBeGreaterThan(0);
  for (const { url, headers } of assets) {
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  const hidden = await request.get('/_headers');
  expect(hidden.status()).toBe(404);
});

test('scripts and stylesheets carry no page-only headers; images and a missing script still do', async ({
  page,
  request,
}) => {
  // An SVG opened on its own is a document, so images keep the page policy.
  await expectAssetHeaders(page, request, '/developer/developer/api/v3/onramp');
});
