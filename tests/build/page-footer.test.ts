/**
 * What sits under every doc and post: "Edit this page", then "Report a
 * problem with this page" (a new GitHub issue on the docs repository, filled
 * in with the page's title and URL), and on docs "Last updated on <date>",
 * the date of the last commit that touched the page's source file. Needs the
 * full git history (a shallow clone dates every doc to its one commit).
 * Run after `npm run build` (`npm run test:build`; BUILD_DIR overrides `build`).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import type { Element } from 'hast';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { links } from '../../src/data/links';
import { docRoutes } from '../support/routes';
import { postSlugsNewestFirst } from '../unit/docs';
import { canonicalUrl } from '../../src/utils/canonicalUrl';
import { builtTree } from '../support/builtPages';

const SITE = 'https://docs.zkp2p.xyz';
const EDIT_BASE = 'https://github.com/zkp2p/docs/edit/main/';
const docPaths = docRoutes().map((route) => route.path);
const postPaths = postSlugsNewestFirst().map((slug) => `/blog/${slug}`);

/** The footer links, last-updated line and title of a built doc or post. */
function footerOf(route: string) {
  const tree = builtTree(route);
  const lastUpdated = select('article .theme-last-updated', tree);
  return {
    title: toText(select('article h1', tree) ?? { type: 'text', value: '' }).trim(),
    edit: select('article a.theme-edit-this-page', tree),
    report: select(`article a[href^="${links.docsRepo}/issues/new"]`, tree),
    lastUpdated: lastUpdated && toText(lastUpdated).trim(),
    datetime: lastUpdated && select('time', lastUpdated)?.properties.dateTime,
  };
}

/**
 * When git last committed a file, as Docusaurus reads it, in ISO form: the
 * committer date of the newest commit that lists the file among its changes.
 * Docusaurus reads `git log --name-status`, where a merge lists no files, so
 * merges do not count.
 */
function lastCommit(file: string): string {
  const args = ['log', '-1', '--no-merges', '--full-history', '--format=%ct', '--', file];
  const seconds = execFileSync('git', args, { encoding: 'utf8' }).trim();
  return seconds === '' ? '' : new Date(Number(seconds) * 1000).toISOString();
}

test('"Report a problem" follows "Edit this page" on every doc and post, and opens an issue naming the page', () => {
  for (const route of [...docPaths, ...postPaths]) {
    const { title, edit, report } = footerOf(route);
    assert.ok(edit && report, `${route}: "Edit this page" and "Report a problem" links`);
    const offset = (element: Element) => element.position?.start.offset ?? -1;
    assert.ok(offset(report) > offset(edit), `${route}: "Report a problem" after "Edit this page"`);
    const href = new URL(String(report.properties.href));
    assert.equal(`${href.origin}${href.pathname}`, `${links.docsRepo}/issues/new`, route);
    assert.ok(href.searchParams.get('title')?.includes(title), `${route}: title`);
    const body = href.searchParams.get('body') ?? '';
    assert.ok(body.includes(canonicalUrl(SITE, route)) && body.includes(title), `${route}: body`);
    assert.equal(report.properties.target, '_blank', route);
    const rel = report.properties.rel;
    assert.equal(Array.isArray(rel) ? rel.join(' ') : rel, 'noopener noreferrer', route);
  }
});

test('every doc shows "Last updated on" the date of the last commit to its source file', () => {
  for (const route of docPaths) {
    const { edit, lastUpdated, datetime } = footerOf(route);
    const source = String(edit?.properties.href ?? '').replace(EDIT_BASE, '');
    assert.match(source, /\.mdx?$/, `${route}: source file from "Edit this page"`);
    assert.match(lastUpdated ?? '', /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/, route);
    const committed = lastCommit(source);
    assert.notEqual(committed, '', `${source} is committed`);
    assert.equal(datetime, committed, route);
  }
});
