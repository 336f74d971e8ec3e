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
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { links } from '../../src/data/links';
import { blogSlugs, docRoutes } from '../../src/data/routes';
import { canonicalUrl } from '../../src/utils/canonicalUrl';

const SITE = 'https://docs.zkp2p.xyz';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
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

function footerOf(route: string): Footer {
  const tree = fromHtml(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));
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

test('"Report a problem" follows "Edit this page" on every doc and post, and opens an issue naming the page', () => {
  for (const route of [...docPaths, ...postPaths]) {
    const footer = footerOf(route);
    assert.ok(footer.report, `${route}: a "Report a problem" link`);
    assert.ok(footer.reportFollowsEdit, `${route}: after "Edit this page"`);
    const href = new URL(String(footer.report.properties.href));
    assert.equal(`${href.origin}${href.pathname}`, `${links.docsRepo}/issues/new`, route);
    assert.ok(href.searchParams.get('title')?.includes(footer.title), `${route}: title`);
    const body = href.searchParams.get('body') ?? '';
    assert.ok(body.includes(canonicalUrl(SITE, route)) && body.includes(footer.title), `${route}: body`);
    assert.equal(footer.report.properties.target, '_blank', route);
    const rel = footer.report.properties.rel;
    assert.equal(Array.isArray(rel) ? rel.join(' ') : rel, 'noopener noreferrer', route);
  }
});

test('every doc shows "Last updated on" the date of the last commit to its source file', () => {
  for (const route of docPaths) {
    const footer = footerOf(route);
    assert.match(footer.source, /\.mdx?$/, `${route}: source file from "Edit this page"`);
    assert.match(footer.lastUpdated?.text ?? '', /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/, route);
    const committed = lastCommit(footer.source);
    assert.notEqual(committed, '', `${footer.source} is committed`);
    assert.equal(footer.lastUpdated?.datetime, committed, route);
  }
});
