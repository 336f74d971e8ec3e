/**
 * Checks a served copy of the site against the build it should serve: run
 * after each production deploy (the deploy job of .github/workflows/ci.yml,
 * against https://docs.zkp2p.xyz and the build it published), and by the
 * end-to-end tests against the local host. It fails when readers would get
 * something else than the tested build:
 *
 * - the home page loads this build's scripts (not an older deploy's);
 * - a few routes answer 200 with their built heading, and a redirect works;
 * - an unknown path answers 404 with the not-found page, never cached;
 * - pages carry every header of build/_headers, with the same values;
 * - a hashed file under /assets/ is cached as build/_headers says
 *   (immutable), and a missing one is not cached at all;
 * - a Markdown twin and a search index file carry their content types.
 *
 * Right after a deploy the edge can still serve the previous version for a
 * little while, so the command line runs the checks again, a bounded number
 * of times, until they pass.
 *
 * Usage: node --import tsx scripts/check-live.ts <origin> [--build build] [--attempts 12]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { builtHtmlFile } from '../src/utils/builtFiles';

/** Routes whose heading is checked: the home page, the team page, a doc of two areas and a post. */
const ROUTES = ['/', '/team', '/guides/introduction/zkp2p', '/protocol/v3/v3-deployments', '/blog/intro-zkp2p-v3'];

/** The text of the first h1 of an HTML document ('' without one). */
function heading(html: string): string {
  const h1 = select('h1', fromHtml(html));
  return h1 ? toText(h1).replace(/\s+/g, ' ').trim() : '';
}

/** The built HTML of a route. */
function builtHtml(build: string, route: string): string {
  return readFileSync(builtHtmlFile(build, route), 'utf8');
}

/** The hashed scripts a page loads, in order. */
function hashedScripts(html: string): string[] {
  return selectAll('script[src^="/assets/"]', fromHtml(html)).map(({ properties }) => String(properties.src));
}

/** The header rules of a Cloudflare `_headers` file: path pattern → header name (lower case) → value. */
export function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: a header outside a rule, or without a colon: ${line}`);
    current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return rules;
}

/** One pass of every check; resolves to what is wrong (nothing when the site is right). */
export async function checkSite(origin: string, build: string): Promise<string[]> {
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const get = (url: string) => fetch(new URL(url, origin), { redirect: 'manual', cache: 'no-store' });
  const rules = parseHeadersFile(readFileSync(path.join(build, '_headers'), 'utf8'));
  const everyPage = rules.get('/*') ?? new Map<string, string>();
  const assetCaching = rules.get('/assets/*')?.get('cache-control');
  expect(everyPage.size > 0 && Boolean(assetCaching), 'build/_headers has no /* or /assets/* rule');

  const expectPageHeaders = (url: string, headers: Headers) => {
    for (const [name, value] of everyPage) {
      expect(headers.get(name) === value, `${url}: ${name} is ${headers.get(name) ?? 'missing'}, not ${value}`);
    }
  };

  // The same build: the home page's hashed scripts are the tested build's.
  const built = hashedScripts(builtHtml(build, '/'));
  const home = await get('/');
  const served = hashedScripts(await home.text());
  expect(
    built.length > 0 && served.join(' ') === built.join(' '),
    `/ loads ${served.join(', ') || 'no hashed script'}, not this build's ${built.join(', ')}`,
  );

  for (const route of ROUTES) {
    const response = await get(route);
    expect(response.status === 200, `${route}: status ${response.status}, not 200`);
    expect(
      response.headers.get('content-type') === 'text/html; charset=utf-8',
      `${route}: content type ${response.headers.get('content-type')}`,
    );
    const want = heading(builtHtml(build, route));
    const got = heading(await response.text());
    expect(want !== '' && got === want, `${route}: heading "${got}", not "${want}"`);
    expect(!/immutable/.test(response.headers.get('cache-control') ?? ''), `${route}: a page is cached as immutable`);
    expectPageHeaders(route, response.headers);
  }

  const redirect = await get('/team/');
  expect(
    [301, 307, 308].includes(redirect.status) && redirect.headers.get('location') === '/team',
    `/team/: status ${redirect.status} to ${redirect.headers.get('location')}, not a redirect to /team`,
  );

  const notFoundHeading = heading(builtHtml(build, '/404.html'));
  const token = Date.now().toString(36);
  for (const url of [`/no-such-page-${token}`, `/assets/js/no-such-chunk.${token}.js`]) {
    const response = await get(url);
    expect(response.status === 404, `${url}: status ${response.status}, not 404`);
    expect(heading(await response.text()) === notFoundHeading, `${url}: not the not-found page`);
    expect(
      response.headers.get('cache-control') === 'no-store',
      `${url}: cached as ${response.headers.get('cache-control') ?? 'the default'}, not no-store`,
    );
    expectPageHeaders(url, response.headers);
  }

  const asset = built[0];
  if (asset) {
    const response = await get(asset);
    expect(response.status === 200, `${asset}: status ${response.status}, not 200`);
    expect(
      response.headers.get('cache-control') === assetCaching,
      `${asset}: cached as ${response.headers.get('cache-control')}, not ${assetCaching}`,
    );
    await response.arrayBuffer();
  }

  const meta = readdirSync(path.join(build, 'pagefind')).find((file) => file.endsWith('.pf_meta'));
  const typed: [string, string][] = [
    ['/guides/introduction/zkp2p.md', 'text/markdown; charset=utf-8'],
    [`/pagefind/${meta ?? 'pagefind.pf_meta'}`, 'application/octet-stream'],
  ];
  for (const [url, type] of typed) {
    const response = await get(url);
    expect(
      response.status === 200 && response.headers.get('content-type') === type,
      `${url}: status ${response.status}, type ${response.headers.get('content-type')}, not 200 ${type}`,
    );
    await response.arrayBuffer();
  }
  return problems;
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** Runs the checks until they pass, `attempts` times at most, 10 s apart; resolves to the last problems. */
async function checkUntilRight(origin: string, build: string, attempts: number): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    problems = await checkSite(origin, build).catch((error: unknown) => [String(error)]);
    if (problems.length === 0) break;
    console.log(`Attempt ${attempt} of ${attempts}: ${problems.length} problem(s), first: ${problems[0]}`);
    if (attempt < attempts) await sleep(10_000);
  }
  return problems;
}

// Run as a command (the end-to-end tests import it, through a loader without `import.meta`).
if (process.argv[1]?.endsWith(path.join('scripts', 'check-live.ts'))) {
  const origin = process.argv[2];
  if (!origin || origin.startsWith('--')) {
    console.error('Usage: node --import tsx scripts/check-live.ts <origin> [--build build] [--attempts 12]');
    process.exit(2);
  }
  const build = path.resolve(argument('--build', 'build'));
  void checkUntilRight(origin, build, Number(argument('--attempts', '12'))).then((problems) => {
    if (problems.length > 0) {
      console.error(`${origin} does not serve the build in ${build} as it should:`);
      for (const problem of problems) console.error(`- ${problem}`);
      process.exit(1);
    }
    console.log(`${origin} serves the build in ${build}: pages, not-found page, headers, caching and types are right.`);
  });
}
