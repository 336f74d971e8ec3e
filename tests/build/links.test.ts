/**
 * Link check of the production build: every internal link (`href`) and asset
 * (`src`, `srcset`, stylesheet, icon, preload) on every built page answers as
 * a static host would answer it, i.e. resolves to a file. Runs after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveFile } from '../../scripts/serve-build';
import { specRoutes } from '../../src/data/routes';

const build = path.resolve(import.meta.dirname, '../../build');
const site = 'https://docs.zkp2p.xyz';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Internal URLs a page refers to, as absolute paths. */
function references(html: string, pagePath: string): string[] {
  const urls: string[] = [];
  // Attributes of tags only: code blocks are plain text and may show `href={href}`.
  const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map(([tag]) => tag).join('\n');
  // The minifier leaves attribute values unquoted where it can: accept all three forms.
  for (const match of tags.matchAll(/\s(href|src|srcset)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (match[1] === 'srcset') {
      for (const candidate of value.split(',')) urls.push(candidate.trim().split(/\s+/)[0] ?? '');
    } else {
      urls.push(value);
    }
  }
  return urls
    .map((url) => url.replace(/&amp;/g, '&'))
    .filter((url) => url && !url.startsWith('#') && !/^(mailto|tel|data|javascript):/.test(url))
    .map((url) => (url.startsWith(site) ? url.slice(site.length) || '/' : url))
    .filter((url) => !/^[a-z]+:\/\//i.test(url) && !url.startsWith('//'))
    .map((url) => new URL(url, `http://site${pagePath}`).pathname);
}

const pages = htmlFiles(build);

test('the build has a page for every spec route', () => {
  for (const { path: route } of specRoutes) {
    assert.ok(resolveFile(build, route), `no built page for ${route}`);
  }
});

test('every internal link and asset on every page resolves', () => {
  assert.ok(pages.length >= specRoutes.length, `only ${pages.length} pages built`);
  const broken: string[] = [];
  let checked = 0;
  for (const file of pages) {
    const relative = path.relative(build, file).split(path.sep).join('/');
    const pagePath = `/${relative.replace(/index\.html$/, '')}`;
    for (const url of new Set(references(readFileSync(file, 'utf8'), pagePath))) {
      checked += 1;
      if (!resolveFile(build, url)) broken.push(`${pagePath} → ${url}`);
    }
  }
  assert.deepEqual(broken, [], `${broken.length} broken of ${checked} references`);
  console.log(`link check: ${checked} references on ${pages.length} pages, none broken`);
});
