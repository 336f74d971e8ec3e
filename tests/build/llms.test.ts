/**
 * Machine-readable docs in the build: /llms.txt lists every doc and blog post
 * with its title, Markdown URL and description, after a short section for AI
 * agents; each Markdown twin starts with its page title and holds every word
 * and picture its page shows (what components render included: fees,
 * addresses, app names); the twins and /llms-full.txt have absolute links that
 * resolve in the build and no MDX left. Run after `npm run build`.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element, Nodes as Node } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import { deployments, deploymentsPages } from '../../src/data/deployments';
import { mainDocPaths, siteRoutes } from '../support/routes';
import { ARTICLE_SELECTOR } from '../../src/plugins/llms-markdown/markdown';
import { markdownPath } from '../../src/utils/canonicalUrl';
import { builtHtmlFile } from '../../src/utils/builtFiles';
import { builtTree } from '../support/builtPages';

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

const pagesWithTwins = siteRoutes().filter((route) => route.area !== 'page');

/** Every link into the site (`https://docs.zkp2p.xyz/...`) in a Markdown text. */
function siteLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(<?(https:\/\/docs\.zkp2p\.xyz[^)\s>]*)/g)].map((match) => match[1] ?? '');
  const definitions = [...markdown.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(https:\/\/docs\.zkp2p\.xyz\S*?)>?$/gm)];
  return [...targets, ...definitions.map((match) => match[1] ?? '')];
}

/** Whether the build answers a site URL with a page or a file (not the not-found page). */
function resolves(url: string): boolean {
  const file = fileOf(url);
  return (existsSync(file) && statSync(file).isFile()) || existsSync(builtHtmlFile(buildDir, new URL(url).pathname));
}

/**
 * Outside code blocks (left as written on purpose), Markdown links are
 * absolute and those into the site resolve in the build; no Docusaurus
 * heading id or MDX import is left.
 */
function assertPortable(markdown: string): void {
  const prose = markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '');
  // A source-relative link to a Markdown file means nothing outside the site.
  assert.doesNotMatch(
    prose,
    /\]\((?![a-z][a-z\d+.-]*:|#|\/)[^)\s]*\.mdx?(?:#[^)\s]*)?\)/i,
    'a relative .md link is left',
  );
  assert.doesNotMatch(prose, /^#{1,6} .*\\?\{#[^}\s]+\}\s*$/m, 'a {#heading-id} is left');
  assert.doesNotMatch(prose, /^(import|export) .* from ['"]/m, 'an MDX import is left');
  for (const link of siteLinks(prose)) {
    assert.ok(resolves(link), `${link} does not resolve in the build`);
  }
}

/**
 * Every word an article shows a reader, lower-cased: its text without the
 * title (the twin writes it itself), controls, icons, tooltips and hidden
 * parts, word by word within each run of text. Leaves the tree as it is.
 */
function articleWords(article: Element): Set<string> {
  const left = new Set<Node>(
    selectAll('h1, button, svg, a.hash-link, [aria-hidden="true"], [role="tooltip"], [hidden]', article),
  );
  const words = new Set<string>();
  visit(article, (node) => {
    if (left.has(node)) return SKIP;
    if (node.type !== 'text') return CONTINUE;
    for (const word of node.value.match(/[\p{L}\p{N}][\p{L}\p{N}.,%'’$/:-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? []) {
      words.add(word.toLowerCase());
    }
    return CONTINUE;
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

  test('sends agents to the deployments pages and the SDK, never funds elsewhere, the swap link as retired', () => {
    for (const page of [...Object.values(deploymentsPages), mainDocPaths.developer]) {
      const url = `${siteUrl}${markdownPath(page)}`;
      assert.ok(agentSection.includes(`](${url})`), `links ${url}`);
      assert.ok(resolves(url), `${url} resolves`);
    }
    assert.match(agentSection, /Never send funds to an address that is not listed as current/);
    assert.match(agentSection, /@zkp2p\/sdk/);
    assert.match(agentSection, /swap redirect link.*are retired/);
  });

  test('lists every doc and blog post of the site exactly once, as its Markdown URL, with a title and a description', () => {
    const listed = entries.map((entry) => entry.url);
    const expected = pagesWithTwins.map((route) => `${siteUrl}${markdownPath(route.path)}`);
    assert.deepEqual([...listed].sort(), [...expected].sort());
    for (const entry of entries) {
      assert.ok(entry.title.trim().length > 0, `${entry.url} has no title`);
      assert.ok(entry.description.trim().length > 0, `${entry.url} has no description`);
    }
  });
});

describe('Markdown twins', () => {
  for (const entry of entries) {
    test(new URL(entry.url).pathname, () => {
      const markdown = readFileSync(fileOf(entry.url), 'utf8');
      assert.ok(markdown.startsWith(`# ${entry.title}\n`), `starts with the title "# ${entry.title}"`);
      assertPortable(markdown);
    });
  }

  test('hold every word and show every picture their page shows', () => {
    for (const route of pagesWithTwins) {
      const article = select(ARTICLE_SELECTOR, builtTree(route.path));
      assert.ok(article, `${route.path} has an article`);
      const twin = twinOf(route.path);
      for (const image of selectAll('img', article)) {
        const src = new URL(String(image.properties.src), siteUrl).href;
        assert.ok(twin.includes(`](${src})`), `${route.path}: ${src} is not in its twin`);
      }
      const twinText = plainText(twin);
      const missing = [...articleWords(article)].filter((word) => !twinText.includes(word));
      assert.deepEqual(missing, [], `${route.path}: words on the page but not in its twin`);
    }
  });

  test('keep every table row of their page, each row on one line', () => {
    for (const route of pagesWithTwins) {
      const article = select(ARTICLE_SELECTOR, builtTree(route.path));
      assert.ok(article, `${route.path} has an article`);
      const prose = twinOf(route.path).replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '');
      const lines = prose.split('\n').filter((line) => line.startsWith('|'));
      const rows = lines.filter((line) => !/^\|(?: *:?-+:? *\|)+$/.test(line));
      assert.deepEqual(
        lines.filter((line) => !line.endsWith('|')),
        [],
        `${route.path}: a row of its twin is cut by a line break`,
      );
      assert.equal(rows.length, selectAll('tr', article).length, `${route.path}: table rows of the page and its twin`);
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

  test('has absolute links only, and no MDX left', () => assertPortable(llmsFull));
});
