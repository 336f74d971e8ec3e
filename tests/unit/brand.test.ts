/**
 * Brand and site images stay honest:
 * - the site's CSS variables are exactly its own palette (src/data/palette.ts);
 * - the colour downloads hold exactly the published values of
 *   src/data/brandAssets.ts, and are what scripts/brand-assets.ts writes;
 * - static/brand/ offers nothing else (no drawn logo or archive), and the
 *   site icon and social card carry no mark: letters only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { palette } from '../../src/data/palette';
import { brandColours, colourFiles, cssVariable } from '../../src/data/brandAssets';
import { formatRgb, hexToRgb } from '../../src/utils/contrast';
import { FAVICON_ICO_SIZE, textFiles } from '../../scripts/brand-assets';
import { root } from './docs';

const read = (file: string) => readFileSync(path.join(root, file));
const css = read('src/css/custom.css').toString('utf8');

test('custom.css defines every palette colour once, with exactly its palette.ts value, and no other', () => {
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Prettier writes hex in lower case; the value, not its case, must match.
  const declared = [...uncommented.matchAll(/(--site-color-[\w-]+)\s*:\s*([^;]+);/g)].map(
    ([, name, value = '']) => `${name}: ${value.trim().toUpperCase()}`,
  );
  assert.deepEqual(declared.sort(), palette.map((swatch) => `${swatch.variable}: ${swatch.hex}`).sort());
});

test('custom.css stays a short global file (variables and a few globals)', () => {
  assert.ok(css.split('\n').length <= 300, 'custom.css is over 300 lines: move styles into CSS Modules');
});

test('committed downloads and the site icon are exactly what scripts/brand-assets.ts writes', () => {
  for (const file of textFiles()) {
    assert.ok(
      existsSync(path.join(root, file.path)),
      `${file.path} is missing: run node --import tsx scripts/brand-assets.ts`,
    );
    assert.equal(read(file.path).toString('utf8'), file.content, `${file.path} differs from the script's output`);
  }
});

test('the downloads hold every published colour with its value (and RGB in JSON), and nothing else', () => {
  const source = read(`static/brand/${colourFiles.css}`).toString('utf8');
  const declared = [...source.matchAll(/(--peer-[\w-]+):\s*(#[0-9A-Fa-f]{6});/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(
    declared,
    brandColours.map((colour) => [cssVariable(colour.token), colour.hex]),
  );
  assert.match(
    source,
    /--peer-gradient-ignite: linear-gradient\(90deg, var\(--peer-ignite-yellow\), var\(--peer-ignite-red\)\);/,
  );
  type Entry = { token: string; hex: string; rgb: string };
  const { colours } = JSON.parse(read(`static/brand/${colourFiles.json}`).toString('utf8')) as { colours: Entry[] };
  assert.deepEqual(
    colours.map((entry) => [entry.token, entry.hex, entry.rgb]),
    brandColours.map((colour) => [colour.token, colour.hex, formatRgb(hexToRgb(colour.hex))]),
  );
});

test('static/brand offers only the colour downloads: no drawn logo, no archive', () => {
  assert.deepEqual(readdirSync(path.join(root, 'static/brand')).sort(), [colourFiles.css, colourFiles.json].sort());
  assert.ok(!existsSync(path.join(root, 'static/img/logo.svg')), 'no invented navbar logo');
});

test('the site icon is a letter in a plain tile, with no drawn shape', () => {
  const icon = read('static/img/favicon.svg').toString('utf8');
  assert.doesNotMatch(icon, /<(path|polygon|polyline|circle|ellipse|line|image)\b/);
  assert.match(icon, /<text\b[^>]*>Z<\/text>/);
  const allowed = new Set(palette.map((s) => s.hex));
  for (const colour of icon.match(/#[0-9A-Fa-f]{6}\b/g) ?? []) {
    assert.ok(allowed.has(colour.toUpperCase()), `favicon.svg uses ${colour}, not a site colour`);
  }
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  assert.equal(data.subarray(1, 4).toString('ascii'), 'PNG', 'PNG signature');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test('the social card is a 1200 × 630 PNG', () => {
  assert.deepEqual(pngSize(read('static/img/social-card.png')), { width: 1200, height: 630 });
});

test('favicon.ico is one PNG icon of the stated size, with a header that says so', () => {
  const ico = read('static/favicon.ico');
  // Read back as a browser would: reserved 0, type 1 (icon), one image, its size, offset and bytes.
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 1]);
  assert.deepEqual(
    [ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)],
    [FAVICON_ICO_SIZE, FAVICON_ICO_SIZE, ico.length - 22, 22],
  );
  assert.deepEqual(pngSize(ico.subarray(22)), { width: FAVICON_ICO_SIZE, height: FAVICON_ICO_SIZE });
});
