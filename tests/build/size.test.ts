/**
 * Size budgets of the production build (run after `npm run build`). Sizes are
 * deterministic, so they are tested here; times are not (see `npm run bench:*`).
 * Budgets come from scripts/bench/budgets.ts, the same numbers `bench:weight`
 * checks in the browser.
 * - JavaScript each spec route's HTML loads directly (`<script src>` and
 *   `<link rel=preload|modulepreload as=script>`), gzip-compressed;
 * - every image in the build (raster as is, SVG gzip-compressed as served);
 * - the fonts the stylesheets name, if any, together;
 * - the build folder as a whole.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { budgets } from '../../scripts/bench/budgets';
import { specRoutes } from '../../src/data/routes';

const BUILD = path.resolve('build');
const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  const known = gzipSizes.get(file);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipSizes.set(file, size);
  return size;
}

/** The built HTML file of a clean route path. */
function htmlOf(route: string): string {
  return path.join(BUILD, route, 'index.html');
}

/** Script URLs an HTML document loads directly. */
export function directScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*?\ssrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*>/gi)) {
    urls.add(match[1] ?? match[2] ?? match[3] ?? '');
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = /\srel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const as = /\sas=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const href = /\shref=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/i.exec(tag);
    const isScript = rel === 'modulepreload' || (rel === 'preload' && as === 'script');
    if (isScript && href) urls.add(href[1] ?? href[2] ?? href[3] ?? '');
  }
  return [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const FONT = /\.(woff2?|ttf|otf|eot)$/i;

describe(
  'size budgets of the build',
  { skip: !existsSync(htmlOf('/')) && 'no build/: run `npm run build` first' },
  () => {
    const files = existsSync(BUILD) ? filesUnder(BUILD) : [];

    test(`each spec route loads at most ${kib(budgets.javascript)} of JavaScript directly (gzip)`, (t) => {
      const over: string[] = [];
      const sizes: number[] = [];
      for (const { path: route } of specRoutes) {
        const html = readFileSync(htmlOf(route), 'utf8');
        const scripts = directScripts(html);
        assert.ok(scripts.length > 0, `${route}: no script found in its HTML`);
        const total = scripts.reduce((sum, url) => {
          const file = path.join(BUILD, url.split(/[?#]/)[0] ?? '');
          assert.ok(existsSync(file), `${route}: ${url} is not in the build`);
          return sum + gzipSize(file);
        }, 0);
        sizes.push(total);
        if (total > budgets.javascript) over.push(`${route}: ${kib(total)} (${scripts.join(', ')})`);
      }
      assert.deepEqual(over, [], `over the JavaScript budget of ${kib(budgets.javascript)}:\n${over.join('\n')}`);
      t.diagnostic(`largest direct JavaScript of a route: ${kib(Math.max(...sizes))} gzip`);
    });

    test(`no image is over ${kib(budgets.image)} as served`, () => {
      const images = files.filter((file) => IMAGE.test(file));
      const over = images
        .map((file) => ({ file, size: file.endsWith('.svg') ? gzipSize(file) : statSync(file).size }))
        .filter(({ size }) => size > budgets.image)
        .map(({ file, size }) => `${path.relative(BUILD, file)}: ${kib(size)}`);
      assert.deepEqual(over, [], `images over ${kib(budgets.image)}:\n${over.join('\n')}`);
    });

    test(`fonts, if any, total at most ${kib(budgets.fonts)}`, () => {
      // The site's stylesheets are shared by every route, so any route may load every font they name.
      const fonts = new Set<string>();
      for (const css of files.filter((file) => file.endsWith('.css'))) {
        for (const match of readFileSync(css, 'utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
          const url = (match[1] ?? '').split(/[?#]/)[0] ?? '';
          if (!FONT.test(url) || /^[a-z]+:/i.test(url)) continue;
          fonts.add(url.startsWith('/') ? path.join(BUILD, url) : path.resolve(path.dirname(css), url));
        }
      }
      const total = [...fonts].reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0);
      const list = [...fonts].map((file) => path.relative(BUILD, file)).join(', ');
      assert.ok(total <= budgets.fonts, `fonts total ${kib(total)}: ${list}`);
    });

    test(`the build folder is at most ${kib(budgets.buildFolder)}`, (t) => {
      const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
      t.diagnostic(`build folder: ${kib(total)} in ${files.length} files`);
      assert.ok(total <= budgets.buildFolder, `build/ is ${kib(total)}`);
    });
  },
);
