/**
 * Hostile and odd URLs against the built site, in the browser: percent-encoded
 * bytes, invalid UTF-8 and broken escapes, `..` segments, double slashes, very
 * long paths, markup in queries and fragments, unicode, mixed case, and the
 * `.html` and `/index.html` spellings of two routes of each area.
 *
 * Each URL must end on the right page or on the not-found page: never "This
 * page crashed", never a page without an h1, never an uncaught error or a
 * console error. Pages are reused: the URLs are checked in batches, one page
 * per batch.
 */
import type { Page } from '@playwright/test';
import { specRoutes } from '../../src/data/routes';
import { NOT_FOUND_HEADING, builtHeading, collapse, expect, routesOfEachArea, test } from './fixtures';

const CRASH_HEADING = /this page crashed/i;

/** The h1 text of each spec route, read from the build. */
const headingOf = new Map<string, string>(specRoutes.map(({ path: route }) => [route, builtHeading(route)]));
const knownHeadings = new Set([...headingOf.values(), NOT_FOUND_HEADING]);

type Case = {
  url: string;
  /** The spec route this URL must show; undefined: any real page or the not-found page. */
  expect?: string | 'not-found';
  /** The clean path the address bar must end on, with the query and hash of KEPT. */
  landsOn?: string;
};

/** Query and hash added to `.html` spellings; both must survive the move to the clean path. */
const KEPT = '?from=test#top';

function cases(): Case[] {
  const list: Case[] = [];
  const add = (url: string, expected?: Case['expect']) => list.push({ url, expect: expected });

  // Spellings of real routes: .html and /index.html, which must land on the
  // clean path with the query and the hash kept. Two routes of each area and
  // page kind: on a plain static host the app moves every spelling the same
  // way (nginx redirects each spelling of every route itself, deploy.spec.ts,
  // and the trailing-slash spelling is checked in routes.spec.ts).
  const sample = routesOfEachArea(2);
  for (const route of sample) {
    list.push({ url: `${route}.html${KEPT}`, expect: route, landsOn: route });
    list.push({ url: `${route}/index.html${KEPT}`, expect: route, landsOn: route });
  }
  list.push({ url: `/index.html${KEPT}`, expect: '/', landsOn: '/' });

  // Mixed case of real routes: a case-sensitive static host answers 404, the
  // app may still match; either outcome is fine, a crash is not.
  for (const route of ['/team', '/blogs', '/guides/introduction/zkp2p', '/protocol/zkp2p-protocol', '/brand-kit']) {
    add(route.toUpperCase());
    add(route.replace(/(^|\/)([a-z])/g, (_, slash: string, letter: string) => slash + letter.toUpperCase()));
  }
  add('/TEAM.HTML');
  add('/Team/Index.HTML');

  // Dot segments (the browser resolves them before sending) and encoded ones.
  add('/guides/../team', '/team');
  add('/guides/for-buyers/../../team', '/team');
  add('/./team', '/team');
  add('/../../../../etc/passwd', 'not-found');
  add('/%2e%2e/%2e%2e/etc/passwd', 'not-found');
  add('/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', 'not-found');
  add('/guides/%2e%2e/team');
  add('/..%2F..%2F..%2Fetc%2Fpasswd', 'not-found');
  add('/..%5C..%5Cwindows%5Cwin.ini', 'not-found');
  add('/team/..;/blogs');

  // Double and repeated slashes.
  add('//team');
  add('///team');
  add('/guides//introduction/zkp2p');
  add('/team//');
  add('/blog//intro-zkp2p-v3');
  add('//');
  add('/./');

  // Percent-encoded bytes, valid and not, at the root and after a real route.
  for (const escape of [
    '%00',
    '%01',
    '%0A',
    '%0D%0A',
    '%09',
    '%20',
    '%22',
    '%27',
    '%3C',
    '%3E',
    '%5C',
    '%7F',
    '%80',
    '%FF',
    '%C0%AF',
    '%C0%AE%C0%AE',
    '%C1%9C',
    '%E0%80%AF',
    '%ED%A0%80',
    '%F4%90%80%80',
    '%F0%90%80',
    '%E2%80%AE',
    '%EF%BB%BF',
    '%ZZ',
    '%',
    '%%',
    '%2',
    '%G1',
    '%25',
    '%252e%252e',
    '%u002e',
    '%2F',
    '%3F',
    '%23',
  ]) {
    add(`/${escape}`);
    add(`/team${escape}`);
  }
  add('/team%2Findex.html');
  add('/guides/introduction/zkp2p%00.html');
  add('/blog/intro-zkp2p-v3%C0%AF');

  // Very long paths, segments and queries.
  add(`/${'a'.repeat(2100)}`, 'not-found');
  add(`/guides/${'x/'.repeat(1100)}`, 'not-found');
  add(`/${'%41'.repeat(800)}`, 'not-found');
  add(`/team?${'q'.repeat(4000)}=1`, '/team');
  // Encoded slashes are slashes (the host reads them so): 500 steps up from the root stay at the root.
  add(`/${'..%2F'.repeat(500)}`, '/');

  // Markup and script in queries and fragments.
  const markup = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    'javascript:alert(1)',
    '</title><h1>owned</h1>',
    '{{constructor.constructor("alert(1)")()}}',
    '${alert(1)}',
  ];
  for (const payload of markup) {
    add(`/team?q=${payload}`, '/team');
    add(`/?redirect=${encodeURIComponent(payload)}`, '/');
    add(`/blogs#${payload}`, '/blogs');
    add(`/guides/introduction/zkp2p?x=1#${encodeURIComponent(payload)}`, '/guides/introduction/zkp2p');
    add(`/no-such-page?q=${payload}`, 'not-found');
  }
  add('/team?docusaurus-data-theme=light', '/team');
  add('/team?docusaurus-data-x=<b>', '/team');
  add('/team?__proto__[x]=1&constructor[prototype][y]=2', '/team');
  add('/team#', '/team');
  add('/team?', '/team');
  add('/team?#', '/team');

  // Unicode.
  for (const text of ['团队', 'ü', 'équipe', 'команда', '😀', '\u202Eevil', 'ＴＥＡＭ', 'ﬁ', 'İ', '\u0000x']) {
    add(`/${encodeURIComponent(text)}`);
    add(`/team/${encodeURIComponent(text)}`);
  }
  add('/blog/intro-zkp2p-v3?lang=日本語', '/blog/intro-zkp2p-v3');

  // Odd but plausible.
  add('/404.html');
  add('/index.htm', 'not-found');
  add('/team.htm', 'not-found');
  add('/team.php', 'not-found');
  add('/.git/config', 'not-found');
  add('/.env', 'not-found');
  add('/_headers', 'not-found');
  add('/sitemap.xml/..', '/');
  add('/blog/', 'not-found');
  add('/blogs/rss.xml/x', 'not-found');
  return list;
}

const ALL = cases();
const BATCH = 20;

type Outcome = { url: string; problems: string[] };

async function visit(page: Page, origin: string, target: Case): Promise<string[]> {
  const problems: string[] = [];
  // Absolute URL: `//team` must stay a path, not become a host.
  await page.goto(`${origin}${target.url}`, { timeout: 15_000 });
  // A `.html` spelling replaces the location from the head script: wait for that to settle.
  await page.waitForLoadState('load', { timeout: 15_000 });
  const hydrated = () =>
    page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 8_000 });
  try {
    await hydrated();
  } catch {
    // The location may have been replaced while waiting: wait for the new document once more.
    await page.waitForLoadState('load', { timeout: 15_000 });
    await hydrated().catch(() => problems.push('the app never hydrated'));
  }
  // One read of the page (a text search through locators took 0.1 s a URL).
  const { headings, text } = await page.evaluate(() => ({
    headings: Array.from(document.querySelectorAll('h1'), (heading) => heading.textContent ?? ''),
    text: document.body.textContent ?? '',
  }));
  const h1 = collapse(headings[0] ?? '');
  if (!h1) problems.push('no h1 (blank page)');
  if (CRASH_HEADING.test(text)) problems.push('"This page crashed"');
  if (target.landsOn) {
    const { pathname, search, hash } = new URL(page.url());
    if (`${pathname}${search}${hash}` !== `${target.landsOn}${KEPT}`) {
      problems.push(`expected to land on ${target.landsOn}${KEPT}, got ${pathname}${search}${hash}`);
    }
  }
  if (target.expect === 'not-found') {
    if (h1 !== NOT_FOUND_HEADING) problems.push(`expected the not-found page, got h1 "${h1}"`);
  } else if (target.expect) {
    const expected = headingOf.get(target.expect);
    if (h1 !== expected) problems.push(`expected the page of ${target.expect} ("${expected}"), got h1 "${h1}"`);
  } else if (h1 && !knownHeadings.has(h1)) {
    problems.push(`h1 "${h1}" is neither a real page nor the not-found page`);
  }
  return problems;
}

test.describe('hostile and odd URLs end on the right page or the not-found page', () => {
  test('at least 200 different URLs are checked', () => {
    expect(new Set(ALL.map(({ url }) => url)).size).toBeGreaterThanOrEqual(200);
  });

  for (let start = 0; start < ALL.length; start += BATCH) {
    const batch = ALL.slice(start, start + BATCH);
    test(`URLs ${start + 1}–${start + batch.length} of ${ALL.length}`, async ({
      readerPage: page,
      baseURL,
      consoleErrors,
    }) => {
      test.setTimeout(batch.length * 15_000);
      const origin = new URL(baseURL ?? '').origin;
      const failures: Outcome[] = [];
      for (const target of batch) {
        const before = consoleErrors.length;
        let problems: string[];
        try {
          problems = await visit(page, origin, target);
        } catch (error) {
          problems = [`navigation failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
        }
        problems.push(...consoleErrors.slice(before).map((message) => `console: ${message}`));
        if (problems.length > 0) failures.push({ url: target.url.slice(0, 200), problems });
        // A failed navigation can leave the page on an error document: start the next URL clean.
        if (problems.some((problem) => problem.startsWith('navigation failed'))) await page.goto('about:blank');
      }
      // Errors are reported above with their URL.
      consoleErrors.splice(0, consoleErrors.length);
      expect(failures).toEqual([]);
    });
  }
});
