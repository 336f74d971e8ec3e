/**
 * What the host answers (Cloudflare static assets with deploy/wrangler.jsonc,
 * served locally by wrangler dev), over plain HTTP: every route with its own
 * page, the trailing-slash and `.html` spellings moved to the clean path with
 * the query kept, the not-found page with status 404 for anything else, the
 * security headers with a policy that allows exactly the page's inline
 * scripts, immutable caching of hashed files (and never of a missing one),
 * compression, the types of text and search-index files, and nothing of the
 * local server's own developer pages.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { checkSite } from '../../scripts/check-live';
import { siteRoutes } from '../support/routes';
import { inlineScripts, sha256Source } from '../../src/plugins/security-headers';
import { NOT_FOUND_HEADING, builtHeading, expect, headingOfHtml, test } from './helpers';

const QUERY = '?from=test&x=%3Cb%3E';

test('every route answers 200 with its own page', async ({ request }) => {
  for (const { path } of siteRoutes()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    const heading = headingOfHtml(await response.text());
    expect(heading, path).not.toBe('');
    expect(heading, path).toBe(builtHeading(path));
  }
});

test('trailing-slash and .html spellings redirect to the clean path, query kept', async ({ request }) => {
  // The host treats every route alike: one route of each area, each spelling, with and without a query.
  const sample = [
    ...new Map(
      siteRoutes()
        .filter(({ path }) => path !== '/')
        .map((route) => [route.area, route.path]),
    ).values(),
  ];
  const spellings: [string, string][] = [['/index.html', '/']];
  for (const path of sample) spellings.push([`${path}/`, path], [`${path}.html`, path], [`${path}/index.html`, path]);
  for (const [url, clean] of spellings) {
    for (const query of ['', QUERY]) {
      const response = await request.get(`${url}${query}`, { maxRedirects: 0 });
      expect([301, 307, 308], `${url}${query}`).toContain(response.status());
      expect(response.headers()['location'], `${url}${query}`).toBe(`${clean}${query}`);
    }
  }
});

test('unknown paths and the host files answer 404 with the not-found page', async ({ request }) => {
  expect(builtHeading('/404.html')).toBe(NOT_FOUND_HEADING);
  const unknown = [
    '/blog',
    '/blog/not-a-post',
    '/guides',
    '/developer/category/api-v3',
    '/search',
    '/_headers',
    '/404',
  ];
  for (const url of [...unknown, '/assets/js/no-such-chunk.js', '/team.php', '/.env']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(headingOfHtml(await response.text()), url).toBe(NOT_FOUND_HEADING);
  }
});

test('every document carries the security headers, with a policy that allows exactly its inline scripts', async ({
  request,
}) => {
  for (const url of ['/', '/team', '/blog/intro-zkp2p-v3', '/guides/introduction/zkp2p', '/no-such-page']) {
    const response = await request.get(url);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    for (const script of inlineScripts(fromHtml(await response.text()))) {
      expect(scripts, `${url}: hash of an inline script`).toContain(sha256Source(script));
    }
    expect(scripts, url).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(policy, url).toMatch(/default-src 'self'/);
    expect(policy, url).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d{8,}/);
    expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    expect(headers['cache-control'] ?? '', `${url}: pages are revalidated`).not.toMatch(/immutable/);
  }
});

test('hashed files are cached as immutable; text is compressed and typed', async ({ request }) => {
  const home = fromHtml(await (await request.get('/')).text());
  const hashed = selectAll('script[src^="/assets/"], link[rel=stylesheet][href^="/assets/"]', home).map(
    ({ properties }) => String(properties.src ?? properties.href),
  );
  expect(hashed.length).toBeGreaterThan(1);
  for (const url of hashed) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  const files: [string, RegExp, boolean][] = [
    ['/team', /^text\/html; charset=utf-8$/, true],
    ['/llms.txt', /^text\/plain; charset=utf-8$/, true],
    ['/sitemap.xml', /xml/, true],
    [hashed[0] ?? '', /^(text\/javascript|text\/css)/, true],
  ];
  for (const [url, type, compressed] of files) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(type);
    if (compressed) expect(response.headers()['content-encoding'], url).toMatch(/^(br|gzip)$/);
  }
});

test('a missing hashed file answers 404 and is never cached', async ({ request }) => {
  // A browser keeps an immutable 404 for a year: after a rollback, readers who
  // asked for a chunk of the other build would stay broken.
  for (const url of ['/assets/js/no-such-chunk.0123abcd.js', '/assets/css/styles.0123abcd.css', '/assets/x']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(headingOfHtml(await response.text()), url).toBe(NOT_FOUND_HEADING);
    expect(response.headers()['cache-control'], url).toBe('no-store');
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
  }
});

test('Markdown twins and the search index files carry their content types', async ({ request }) => {
  const pagefind = path.resolve('build/pagefind');
  /** The first built file under `folder` whose name ends with `suffix`. */
  const first = (folder: string, suffix: string): string => {
    const name = readdirSync(path.join(pagefind, folder)).find((file) => file.endsWith(suffix));
    if (!name) throw new Error(`No *${suffix} in build/pagefind/${folder}`);
    return path.posix.join('/pagefind', folder, name);
  };
  // Pagefind's index, fragments, metadata and WebAssembly are gzip data that
  // its script unpacks itself: bytes, not a page, a script or bare wasm.
  const files: [string, string][] = [
    [first('', '.pf_meta'), 'application/octet-stream'],
    [first('index', '.pf_index'), 'application/octet-stream'],
    [first('fragment', '.pf_fragment'), 'application/octet-stream'],
    [first('', '.pagefind'), 'application/octet-stream'],
    ['/pagefind/pagefind-entry.json', 'application/json'],
    ['/pagefind/pagefind.js', 'text/javascript; charset=utf-8'],
    ['/guides/introduction/zkp2p.md', 'text/markdown; charset=utf-8'],
    ['/blog/intro-zkp2p-v3.md', 'text/markdown; charset=utf-8'],
  ];
  for (const [url, type] of files) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(type);
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
  }
});

test("the local host serves none of the development server's own pages", async ({ request }) => {
  // wrangler dev adds a data explorer and its API under /cdn-cgi/; production has neither.
  for (const url of ['/cdn-cgi/explorer', '/cdn-cgi/local/explorer', '/cdn-cgi/local/explorer/api']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(headingOfHtml(await response.text()), url).toBe(NOT_FOUND_HEADING);
  }
});

test("the deploy's check of the live site passes against this host", async ({ baseURL }) => {
  // scripts/check-live.ts runs after each production deploy; here it meets the same host software.
  expect(await checkSite(baseURL ?? '', 'build')).toEqual([]);
});
