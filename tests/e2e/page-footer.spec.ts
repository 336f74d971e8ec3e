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
import { expect, test } from './helpers';

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
});

test.describe('Last updated', () => {
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
});
