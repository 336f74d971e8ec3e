/**
 * The offline search bundle in the build (src/plugins/pagefind writes it to
 * build/pagefind/): only the files Pagefind's search API and highlight script
 * load; every doc and blog post of the site indexed under its canonical path
 * with its title, area, section, description and front-matter keywords, and
 * nothing else; only article text in the index, code included; and a first
 * query that downloads little. Run after `npm run build`.
 *
 * Pagefind's index, fragment and WebAssembly files are gzip-compressed by
 * Pagefind itself (a host sends them as they are); its scripts are plain
 * JavaScript, counted as served (scripts/compression.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { siteRoutes } from '../support/routes';
import { AREA_FILTER, MAX_RESULTS, searchAreas } from '../../src/data/search';
import { isAtOrUnder } from '../../src/utils/canonicalUrl';
import { servedBytes } from '../../scripts/compression';
import { builtTree } from '../support/builtPages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const bundleDir = path.join(buildDir, 'pagefind');
/** What a first query may download: Pagefind's script, WebAssembly, metadata, one index chunk and a page of results. */
const MAX_FIRST_QUERY_BYTES = 200 * 1024;
/** The signature Pagefind puts before the JSON of each compressed file. */
const SIGNATURE = 'pagefind_dcd';

type Fragment = {
  url: string;
  content: string;
  meta: { title?: string; keywords?: string; description?: string; section?: string };
  filters: Record<string, string[] | undefined>;
};
type Entry = { languages: Record<string, { page_count: number } | undefined> };

function files(dir: string): string[] {
  return readdirSync(path.join(bundleDir, dir)).map((name) => path.join(dir, name));
}

function bytes(file: string): number {
  return readFileSync(path.join(bundleDir, file)).length;
}

/** Every indexed page as Pagefind stores it: its URL, its text, its title. */
function fragments(): Fragment[] {
  return files('fragment').map((file) => {
    const text = gunzipSync(readFileSync(path.join(bundleDir, file))).toString('utf8');
    assert.ok(text.startsWith(SIGNATURE), `${file} is a Pagefind fragment`);
    return JSON.parse(text.slice(SIGNATURE.length)) as Fragment;
  });
}

const kb = (count: number) => `${(count / 1024).toFixed(1)} KB`;

test("the bundle holds what Pagefind's search API and highlight script load, and no ready-made interface or worker", () => {
  for (const file of ['pagefind.js', 'pagefind-highlight.js', 'pagefind-entry.json']) {
    assert.ok(existsSync(path.join(bundleDir, file)), `${file} is in build/pagefind`);
  }
  const top = readdirSync(bundleDir);
  assert.deepEqual(
    top.filter((name) => name.endsWith('.pagefind')),
    ['wasm.en.pagefind'],
  );
  assert.equal(top.filter((name) => name.endsWith('.pf_meta')).length, 1);
  assert.deepEqual(
    top.filter((name) => /ui|playground|worker/.test(name)),
    [],
  );
});

test('every doc and blog post of the site is indexed under its path, with its title, and nothing else', () => {
  const indexed = fragments();
  const expected = siteRoutes()
    .filter((route) => route.area !== 'page')
    .map((route) => route.path);
  assert.deepEqual(indexed.map((fragment) => fragment.url).sort(), [...expected].sort());
  for (const fragment of indexed) {
    assert.ok((fragment.meta.title ?? '').trim().length > 0, `${fragment.url} has a title`);
  }
  const entry = JSON.parse(readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as Entry;
  assert.deepEqual(Object.keys(entry.languages), ['en']);
  assert.equal(entry.languages.en?.page_count, expected.length);
});

/** Lines of the code blocks on a built page, as text (at least 25 characters, spaces collapsed). */
function codeLines(route: string): string[] {
  return selectAll('pre', builtTree(route)).flatMap((pre) =>
    toText(pre)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line.length >= 25),
  );
}

test('each page carries its area, its section and the description and keywords of its front matter', () => {
  const metaContent = (route: string, name: string) =>
    select(`meta[name="${name}"]`, builtTree(route))?.properties.content?.toString();
  let withKeywords = 0;
  for (const fragment of fragments()) {
    const area = searchAreas.find((candidate) => isAtOrUnder(fragment.url, candidate.path));
    assert.ok(area, fragment.url);
    assert.deepEqual(fragment.filters[AREA_FILTER], [area.key], `${fragment.url}: area filter`);
    assert.ok(fragment.meta.section?.startsWith(area.label), `${fragment.url}: section "${fragment.meta.section}"`);
    assert.equal(fragment.meta.description, metaContent(fragment.url, 'description'), `${fragment.url}: description`);
    assert.equal(fragment.meta.keywords, metaContent(fragment.url, 'keywords'), `${fragment.url}: keywords`);
    if (fragment.meta.keywords) withKeywords += 1;
  }
  assert.ok(withKeywords >= 30, `${withKeywords} pages with keywords`);
});

test("only the article's text is indexed: no page furniture; its code blocks are", () => {
  const furniture = [
    'Edit this page',
    'On this page',
    'Copy page',
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
    'Ask it about this page',
    'Report a problem with this page',
    'Last updated',
    'min read',
    'Direct link to',
    '© 2025 P2P Labs Inc.',
    'Older post',
    'Newer post',
  ];
  let checkedLines = 0;
  for (const fragment of fragments()) {
    for (const text of furniture) {
      assert.ok(!fragment.content.includes(text), `${fragment.url}: "${text}" is not indexed`);
    }
    for (const line of codeLines(fragment.url)) {
      checkedLines += 1;
      assert.ok(fragment.content.includes(line), `${fragment.url}: code line "${line}" is indexed`);
    }
  }
  assert.ok(checkedLines > 100, `${checkedLines} code lines checked`);
});

test('a first query downloads under 200 KB', () => {
  const script = servedBytes(readFileSync(path.join(bundleDir, 'pagefind.js')));
  const fixed = [
    'pagefind-entry.json',
    'wasm.en.pagefind',
    ...readdirSync(bundleDir).filter((f) => f.endsWith('.pf_meta')),
  ]
    .map(bytes)
    .reduce((sum, size) => sum + size, 0);
  // The worst case: the largest index chunk and the largest fragments for a page of results.
  const chunk = Math.max(...files('index').map(bytes));
  const page = files('fragment')
    .map(bytes)
    .sort((a, b) => b - a)
    .slice(0, MAX_RESULTS)
    .reduce((sum, size) => sum + size, 0);
  const total = script + fixed + chunk + page;
  console.log(
    `first query at most ${kb(total)}: script ${kb(script)}, WebAssembly and metadata ${kb(fixed)}, index chunk ${kb(chunk)}, ${MAX_RESULTS} fragments ${kb(page)}`,
  );
  assert.ok(total < MAX_FIRST_QUERY_BYTES, `${total} bytes`);
});
