/**
 * Machine-readable docs in the build: /llms.txt lists every doc and blog post
 * of the site with its title, Markdown URL and description, after a short
 * section for AI agents; each listed Markdown twin exists, is non-empty,
 * starts with the page title and holds every word its page shows (what
 * components render included: fees, addresses, app names); links in the twins
 * and in /llms-full.txt are absolute and resolve in the build (no
 * source-relative `.md` links, no Docusaurus heading ids left). Run after
 * `npm run build`.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { visit } from 'unist-util-visit';
import { deployments, deploymentsPages } from '../../src/data/deployments';
import { mainDocPaths, siteRoutes } from '../../src/data/routes';
import { ARTICLE_SELECTOR } from '../../src/plugins/llms-markdown/markdown';
import { markdownPath } from '../../src/utils/canonicalUrl';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const siteUrl = 'https://docs.zkp2p.xyz';

type Entry = { title: string; url: string; description: string };

const llmsTxt = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
const llmsFull = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');

const entries: Entry[] = [...llmsTxt.matchAll(/^- \[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)(?:: (.*))?$/gm)].map((match) => ({
  title: (match[1] ?? '').replace(/\\(.)/g, '$1'),
  url: match[2] ?? '',
  description: match[3] ?? '',
}));

/** The built file behind a site URL. */
function fileOf(url: string): string {
  return path.join(buildDir, decodeURIComponent(new URL(url).pathname));
}

const pagesWithTwins = siteRoutes.filter((route) => route.area !== 'page');

/** Source-relative links to Markdown files, which mean nothing outside the site. */
const RELATIVE_MARKDOWN_LINK = /\]\((?![a-z][a-z\d+.-]*:|#|\/)[^)\s]*\.mdx?(?:#[^)\s]*)?\)/i;
const HEADING_ID = /^#{1,6} .*\\?\{#[^}\s]+\}\s*$/m;

/** Every link into the site (`https://docs.zkp2p.xyz/...`) in a Markdown text. */
function siteLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(<?(https:\/\/docs\.zkp2p\.xyz[^)\s>]*)/g)].map((match) => match[1] ?? '');
  const definitions = [...markdown.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(https:\/\/docs\.zkp2p\.xyz\S*?)>?$/gm)];
  return [...targets, ...definitions.map((match) => match[1] ?? '')];
}

/** Whether the build answers a site URL with a page or a file (not the not-found page). */
function resolves(url: string): boolean {
  const file = fileOf(url);
  return (existsSync(file) && statSync(file).isFile()) || existsSync(path.join(file, 'index.html'));
}

/** Markdown with fenced code blocks removed (links in code are left as written on purpose). */
function withoutCode(markdown: string): string {
  return markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '');
}

/**
 * Every word the article of a built page shows a reader, lower-cased: its
 * text without the title (the twin writes it itself), controls, icons,
 * tooltips and hidden parts, word by word within each run of text.
 */
function articleWords(html: string): Set<string> {
  const article = select(ARTICLE_SELECTOR, fromHtml(html));
  assert.ok(article, 'the page has an article');
  for (const element of selectAll(
    'h1, button, svg, a.hash-link, [aria-hidden="true"], [role="tooltip"], [hidden]',
    article,
  )) {
    element.children = [];
  }
  const words = new Set<string>();
  visit(article, 'text', (text) => {
    for (const word of text.value.match(/[\p{L}\p{N}][\p{L}\p{N}.,%'’$/:-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? []) {
      words.add(word.toLowerCase());
    }
  });
  return words;
}

/** A twin as plain text: Markdown's backslash escapes undone, lower-cased. */
const plainText = (markdown: string): string => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>~&])/g, '$1').toLowerCase();

/** The Markdown twin of a site path, as built. */
const twinOf = (pathname: string): string => readFileSync(path.join(buildDir, markdownPath(pathname)), 'utf8');

/** The block of llms.txt between its summary and its first section of links. */
const preamble = llmsTxt.slice(0, llmsTxt.search(/^## /m));
const agentSection = preamble.slice(preamble.indexOf('**Instructions for AI agents**'));

describe('llms.txt', () => {
  test('follows the llms.txt shape: title, summary, sections of links', () => {
    assert.match(llmsTxt, /^# ZKP2P Docs\n\n> \S.*\n/);
    for (const section of ['User guides', 'Protocol', 'Developer', 'Brand kit', 'Blog']) {
      assert.match(llmsTxt, new RegExp(`^## ${section}$`, 'm'), section);
    }
  });

  test('tells AI agents, before the list, which contracts are current and which are legacy', () => {
    assert.ok(
      preamble.includes('**Instructions for AI agents**'),
      'an instructions section before the first ## section',
    );
    for (const name of ['EscrowV2', 'OrchestratorV3', 'UnifiedPaymentVerifierV3']) {
      assert.ok(agentSection.includes(name), `names ${name} as current`);
    }
    assert.match(agentSection, /legacy/);
    assert.match(agentSection, /V2[^.]*retired/);
  });

  test('sends agents to the deployments pages for addresses, and forbids sending funds anywhere else', () => {
    for (const page of Object.values(deploymentsPages)) {
      const url = `${siteUrl}${markdownPath(page)}`;
      assert.ok(agentSection.includes(`](${url})`), `links ${url}`);
      assert.ok(resolves(url), `${url} resolves`);
    }
    assert.match(agentSection, /Never send funds to an address that is not listed as current/);
  });

  test("recommends the developer area's main doc and names the swap link only as retired", () => {
    const url = `${siteUrl}${markdownPath(mainDocPaths.developer)}`;
    assert.ok(agentSection.includes(`](${url})`), `links ${url}`);
    assert.ok(resolves(url), `${url} resolves`);
    assert.match(agentSection, /@zkp2p\/sdk/);
    assert.match(agentSection, /swap redirect link.*are retired/);
  });

  test('lists every doc and blog post of the site exactly once, as its Markdown URL', () => {
    const listed = entries.map((entry) => entry.url);
    const expected = pagesWithTwins.map((route) => `${siteUrl}${markdownPath(route.path)}`);
    assert.deepEqual([...listed].sort(), [...expected].sort());
    assert.equal(new Set(listed).size, listed.length, 'no page listed twice');
  });

  test('gives every entry a title and a description', () => {
    for (const entry of entries) {
      assert.ok(entry.title.trim().length > 0, entry.url);
      assert.ok(entry.description.trim().length > 0, `${entry.url} has no description`);
    }
  });
});

describe('Markdown twins', () => {
  for (const entry of entries) {
    test(new URL(entry.url).pathname, () => {
      const file = fileOf(entry.url);
      assert.ok(statSync(file).size > 0, `${file} is empty`);
      const markdown = readFileSync(file, 'utf8');
      assert.ok(markdown.startsWith(`# ${entry.title}\n`), `starts with the title "# ${entry.title}"`);
      const prose = withoutCode(markdown);
      assert.doesNotMatch(prose, RELATIVE_MARKDOWN_LINK, 'a source-relative .md link is left');
      assert.doesNotMatch(prose, HEADING_ID, 'a {#heading-id} is left');
      assert.doesNotMatch(prose, /^(import|export) .* from ['"]/m, 'an MDX import is left');
      for (const link of siteLinks(prose)) {
        assert.ok(resolves(link), `${link} does not resolve in the build`);
      }
    });
  }

  test('hold every word their page shows', () => {
    for (const route of pagesWithTwins) {
      const html = readFileSync(path.join(buildDir, route.path, 'index.html'), 'utf8');
      const twin = plainText(twinOf(route.path));
      const missing = [...articleWords(html)].filter((word) => !twin.includes(word));
      assert.deepEqual(missing, [], `${route.path}: words on the page but not in its twin`);
    }
  });

  test('show every picture their page shows', () => {
    for (const route of pagesWithTwins) {
      const article = select(
        ARTICLE_SELECTOR,
        fromHtml(readFileSync(path.join(buildDir, route.path, 'index.html'), 'utf8')),
      );
      const twin = twinOf(route.path);
      for (const image of selectAll('img', article)) {
        const src = new URL(String(image.properties.src), siteUrl).href;
        assert.ok(twin.includes(`](${src})`), `${route.path}: ${src} is not in its twin`);
      }
    }
  });

  test('keep every address of the deployments tables', () => {
    for (const [version, page] of Object.entries(deploymentsPages)) {
      const twin = twinOf(page);
      for (const entry of deployments.filter((deployment) => deployment.version === version)) {
        assert.ok(twin.includes(`\`${entry.address}\``), `${page}.md lacks ${entry.name} ${entry.address}`);
      }
    }
  });
});

describe('llms-full.txt', () => {
  test('holds every listed page under its title', () => {
    assert.match(llmsFull, /^# ZKP2P Docs\n/);
    for (const entry of entries) {
      assert.ok(llmsFull.includes(`\n## ${entry.title}\n`), `no section for "${entry.title}"`);
    }
  });

  test('has absolute links only', () => {
    const prose = withoutCode(llmsFull);
    assert.doesNotMatch(prose, RELATIVE_MARKDOWN_LINK);
    assert.doesNotMatch(prose, HEADING_ID);
    for (const link of siteLinks(prose)) {
      assert.ok(resolves(link), `${link} does not resolve in the build`);
    }
  });
});
