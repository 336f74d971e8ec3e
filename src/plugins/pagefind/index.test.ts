import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isIndexed, isNeededBundleFile, pagesToIndex, separateImplicitlyClosedElements, wasmOfEntry } from '.';

test('a route is indexed when it is a prefix or lies below one', () => {
  const prefixes = ['/guides', '/brand-kit', '/blog/'];
  assert.equal(isIndexed('/guides', prefixes), true);
  assert.equal(isIndexed('/guides/for-buyers/manual', prefixes), true);
  assert.equal(isIndexed('/brand-kit', prefixes), true);
  assert.equal(isIndexed('/blog/intro-zkp2p-v3', prefixes), true);
  assert.equal(isIndexed('/blogs', prefixes), false);
  assert.equal(isIndexed('/guidesx', prefixes), false);
  assert.equal(isIndexed('/', prefixes), false);
});

test('the pages to index are the matching routes with their HTML files, each once by its canonical path, in path order', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'pagefind-'));
  for (const dir of ['guides/b', 'guides/a', 'guides/c', 'team']) {
    mkdirSync(path.join(outDir, dir), { recursive: true });
    writeFileSync(path.join(outDir, dir, 'index.html'), '<html></html>');
  }
  writeFileSync(path.join(outDir, '404.html'), '<html></html>');
  const routes = ['/guides/b', '/team', '/guides/a', '/guides/b', '/guides/c/', '/404.html'];
  assert.deepEqual(pagesToIndex(outDir, routes, ['/guides']), [
    { url: '/guides/a', file: path.join(outDir, 'guides/a/index.html') },
    { url: '/guides/b', file: path.join(outDir, 'guides/b/index.html') },
    { url: '/guides/c', file: path.join(outDir, 'guides/c/index.html') },
  ]);
  assert.throws(() => pagesToIndex(outDir, ['/guides/missing'], ['/guides']), /no HTML file for the route/);
});

test('table cells and definition-list items are kept apart when their end tags are left out', () => {
  assert.equal(
    separateImplicitlyClosedElements('<table><tr><th>a<th>b<tr><td class=x>c<td>d</table><dl><dt>e<dd>f</dl>'),
    '<table> <tr> <th>a <th>b <tr> <td class=x>c <td>d</table><dl> <dt>e <dd>f</dl>',
  );
  // Other tags that start with the same letters are left alone.
  assert.equal(separateImplicitlyClosedElements('<thead><tbody><details><del>'), '<thead><tbody><details><del>');
});

test("the WebAssembly builds are read from Pagefind's entry file", () => {
  assert.deepEqual(wasmOfEntry({ version: '1.6.0', languages: { en: { hash: 'en_1', wasm: 'en', page_count: 45 } } }), [
    'en',
  ]);
  assert.deepEqual(wasmOfEntry({}), []);
  assert.deepEqual(wasmOfEntry(null), []);
});

test("only the files Pagefind's search API and highlight script load are kept", () => {
  const kept = [
    'pagefind.js',
    'pagefind-highlight.js',
    'pagefind-entry.json',
    'wasm.en.pagefind',
    'pagefind.en_5a43d69f63.pf_meta',
    'index/en_69e259e.pf_index',
    'fragment/en_a9fceb6.pf_fragment',
    'filter/en_1.pf_filter',
  ];
  const dropped = [
    'pagefind-worker.js',
    'wasm.unknown.pagefind',
    'pagefind-ui.js',
    'pagefind-ui.css',
    'pagefind-modular-ui.js',
    'pagefind-component-ui.js',
    'playground/index.html',
  ];
  for (const file of kept) assert.equal(isNeededBundleFile(file, ['en']), true, file);
  for (const file of dropped) assert.equal(isNeededBundleFile(file, ['en']), false, file);
});
