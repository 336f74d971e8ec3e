/**
 * What the production server (nginx with deploy/nginx.conf, the `nginx`
 * project) answers beyond a plain static host: `.html` spellings are
 * redirected to the clean path by the server, hashed assets keep their
 * headers next to the cache header (scripts and stylesheets without the
 * page-only ones), text is compressed, HTTPS is required,
 * and the 404 page and the host's own files are never served as pages.
 * Routes, trailing slashes, 404 statuses and the CSP of every document are
 * checked against nginx by routes.spec.ts, which this project runs too.
 */
import { specRoutes } from '../../src/data/routes';
import { NOT_FOUND_HEADING, expect, test, waitForApp } from './fixtures';
import { expectAssetHeaders, siteHeaders } from './security';

const QUERY = '?from=test&x=%3Cb%3E';

test('every .html and /index.html spelling is redirected (301) to the clean path, query kept', async ({ request }) => {
  const spellings: [string, string][] = [['/index.html', '/']];
  for (const { path } of specRoutes) {
    if (path === '/') continue;
    spellings.push([`${path}.html`, path], [`${path}/index.html`, path]);
  }
  for (const [url, clean] of spellings) {
    for (const query of ['', QUERY]) {
      const response = await request.get(`${url}${query}`, { maxRedirects: 0 });
      expect(response.status(), `${url}${query}`).toBe(301);
      expect(response.headers()['location'], `${url}${query}`).toBe(`${clean}${query}`);
    }
  }
});

test('a reader who opens a .html spelling lands on the clean path, hash kept', async ({ readerPage: page }) => {
  await page.goto('/guides/for-buyers/index.html?from=test#top');
  await waitForApp(page);
  expect(page.url()).toMatch(/\/guides\/for-buyers\?from=test#top$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND_HEADING);
});

test('hashed assets carry their headers as well as the immutable cache header', async ({ page, request }) => {
  // Scripts and stylesheets do without the page-only headers; an image (an SVG can be opened as a document) keeps all.
  await expectAssetHeaders(page, request, '/developer/developer/api/v3/onramp', {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Strict-Transport-Security': 'max-age=63072000',
  });
});

test('documents, the not-found page and redirects require HTTPS (HSTS)', async ({ request }) => {
  for (const url of ['/', '/team', '/no-such-page', '/team.html']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.headers()['strict-transport-security'], url).toBe('max-age=63072000');
  }
});

test('text is sent gzip-compressed, in the right type', async ({ request }) => {
  const files: [string, RegExp][] = [
    ['/team', /^text\/html; charset=utf-8$/],
    ['/guides/introduction/zkp2p.md', /^text\/markdown; charset=utf-8$/],
    ['/llms.txt', /^text\/plain; charset=utf-8$/],
    ['/sitemap.xml', /^text\/xml/],
  ];
  for (const [url, type] of files) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toMatch(/Accept-Encoding/i);
    expect(response.headers()['content-type'], url).toMatch(type);
  }
});

test('the 404 page and the host files are answered 404, never served as they are', async ({ request }) => {
  for (const url of ['/404.html', '/404', '/_headers', '/_headers.nginx.conf']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain(`>${NOT_FOUND_HEADING}</h1>`);
  }
});

test('a path nginx refuses (400) still shows the not-found page', async ({ request }) => {
  const response = await request.get('/team%00');
  expect(response.status()).toBe(400);
  expect(response.headers()['content-security-policy']).toBe(siteHeaders['Content-Security-Policy']);
  expect(await response.text()).toContain(`>${NOT_FOUND_HEADING}</h1>`);
});
