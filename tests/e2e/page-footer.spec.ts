/**
 * What sits under every doc and post: "Edit this page", then "Report a
 * problem with this page" (a new GitHub issue on the docs repository, filled
 * in with the page's title and URL), and on docs "Last updated on <date>",
 * the date of the last commit that touched the page's source file. Pages are
 * read as the server sends them (every doc and post) and one of each is
 * followed in the browser.
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { links } from '../../src/data/links';
import { blogSlugs, docRoutes } from '../../src/data/routes';
import { canonicalUrl } from '../../src/utils/canonicalUrl';
import { expect, test, waitForApp } from './fixtures';

const SITE = 'https://docs.zkp2p.xyz';
const EDIT_BASE = 'https://github.com/zkp2p/docs/edit/main/';
const docPaths = docRoutes.map((route) => route.path);
const postPaths = blogSlugs.map((slug) => `/blog/${slug}`);

type Footer = {
  title: string;
  /** Source file of the page, from its "Edit this page" link. */
  source: string;
  report: Element | undefined;
  /** Whether "Report a problem" comes right after the row with "Edit this page". */
  reportFollowsEdit: boolean;
  lastUpdated: { text: string; datetime: string } | undefined;
};

async function footerOf(request: APIRequestContext, path: string): Promise<Footer> {
  const tree = fromHtml(await (await request.get(path)).text());
  const heading = select('article h1', tree);
  const edit = select('article a.theme-edit-this-page', tree);
  const report = select(`article a[href^="${links.docsRepo}/issues/new"]`, tree);
  const lastUpdated = select('article .theme-last-updated', tree);
  const time = lastUpdated === undefined ? undefined : select('time', lastUpdated);
  const offset = (element: Element | undefined): number => element?.position?.start.offset ?? -1;
  return {
    title: heading === undefined ? '' : toText(heading).trim(),
    source: String(edit?.properties.href ?? '').replace(EDIT_BASE, ''),
    report,
    reportFollowsEdit: offset(edit) >= 0 && offset(report) > offset(edit),
    lastUpdated:
      lastUpdated === undefined || time === undefined
        ? undefined
        : { text: toText(lastUpdated).trim(), datetime: String(time.properties.dateTime) },
  };
}

/** When git last committed a file, as Docusaurus reads it (committer date), in ISO form. */
function lastCommit(file: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8' }).trim();
  return seconds === '' ? '' : new Date(Number(seconds) * 1000).toISOString();
}

test.describe('Report a problem with this page', () => {
  test('follows "Edit this page" on every doc and post, and opens an issue naming the page', async ({ request }) => {
    for (const path of [...docPaths, ...postPaths]) {
      const footer = await footerOf(request, path);
      expect(footer.report, path).toBeDefined();
      expect(footer.reportFollowsEdit, `${path}: after "Edit this page"`).toBe(true);
      const href = new URL(String(footer.report?.properties.href));
      expect(`${href.origin}${href.pathname}`, path).toBe(`${links.docsRepo}/issues/new`);
      expect(href.searchParams.get('title'), path).toContain(footer.title);
      const body = href.searchParams.get('body') ?? '';
      expect(body, path).toContain(canonicalUrl(SITE, path));
      expect(body, path).toContain(footer.title);
      expect(footer.report?.properties.target, path).toBe('_blank');
      const rel = footer.report?.properties.rel;
      expect(Array.isArray(rel) ? rel.join(' ') : rel, path).toBe('noopener noreferrer');
    }
  });

  test('opens the filled-in issue in a new tab', async ({ page, context }) => {
    const path = '/guides/for-sellers/manual-releases';
    await page.goto(path);
    await waitForApp(page);
    const title = (await page.locator('article h1').textContent())?.trim() ?? '';
    await context.route(/^https:\/\/github\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'stand-in' }),
    );
    const link = page.getByRole('link', { name: 'Report a problem with this page' });
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const url = new URL(popup.url());
    await popup.close();
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/zkp2p/docs/issues/new');
    expect(url.searchParams.get('title')).toBe(`Problem on "${title}"`);
    expect(url.searchParams.get('body')).toContain(`${SITE}${path}`);
  });
});

test.describe('Last updated', () => {
  test('the checkout has the full git history the dates come from', () => {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim();
    expect(shallow, 'a shallow clone dates every page to its newest commit: git fetch --unshallow').toBe('false');
  });

  test('every doc shows the date of the last commit to its source file', async ({ request }) => {
    for (const path of docPaths) {
      const footer = await footerOf(request, path);
      expect(footer.source, `${path}: source file from "Edit this page"`).toMatch(/\.mdx?$/);
      expect(footer.lastUpdated?.text, path).toMatch(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      const committed = lastCommit(footer.source);
      expect(committed, `${footer.source} is committed`).not.toBe('');
      expect(footer.lastUpdated?.datetime, path).toBe(committed);
    }
  });

  // The dates are the files' own, not the build's day for every page.
  test('two docs last changed on different days each show their own date', async ({ request }) => {
    const dated = await Promise.all(
      docPaths.map(async (path) => {
        const footer = await footerOf(request, path);
        return { path, committed: lastCommit(footer.source), shown: footer.lastUpdated?.datetime ?? '' };
      }),
    );
    const first = dated[0];
    const other = dated.find((doc) => doc.committed.slice(0, 10) !== first?.committed.slice(0, 10));
    test.skip(other === undefined, 'every doc was last changed on the same day');
    expect(first?.shown).toBe(first?.committed);
    expect(other?.shown).toBe(other?.committed);
    expect(first?.shown.slice(0, 10)).not.toBe(other?.shown.slice(0, 10));
  });

  test('reads as a date in the page', async ({ readerPage: page }) => {
    await page.goto('/protocol/v3/v3-deployments');
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});
