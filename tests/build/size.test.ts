/**
 * Size budgets of the production build (run after `npm run build`), from
 * scripts/bench/budgets.ts: every image (raster as is, SVG compressed as
 * served), the fonts the stylesheets name, and the build folder. The
 * JavaScript of each route's first view is known only once its entry runs,
 * so `npm run bench:weight` measures it in the browser.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { budgets } from '../../scripts/bench/budgets';
import { servedBytes } from '../../scripts/compression';

const BUILD = path.resolve(process.env.BUILD_DIR ?? 'build');
const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const FONT = /\.(woff2?|ttf|otf|eot)$/i;

const files = readdirSync(BUILD, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));

test(`no image is over ${kib(budgets.image)} as served`, () => {
  const images = files.filter((file) => IMAGE.test(file));
  const over = images
    .map((file) => ({ file, size: file.endsWith('.svg') ? servedBytes(readFileSync(file)) : statSync(file).size }))
    .filter(({ size }) => size > budgets.image)
    .map(({ file, size }) => `${path.relative(BUILD, file)}: ${kib(size)}`);
  assert.deepEqual(over, [], `images over ${kib(budgets.image)}:\n${over.join('\n')}`);
});

test('no page inlines an image as a data URL', () => {
  // A data URL is downloaded and decoded with the page (and its chunk) even
  // far below the first view; a file loads lazily and is cached across pages.
  const inlined = files
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<img\b[^>]*?\ssrc=["']?data:[^>]*>/gi)].map(
        (match) => `${path.relative(BUILD, file)}: ${match[0].slice(0, 120)}`,
      ),
    );
  assert.deepEqual(inlined, [], `images inlined as data URLs:\n${inlined.join('\n')}`);
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
