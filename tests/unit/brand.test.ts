/**
 * The brand cannot drift: the site's CSS variables are the palette, the
 * committed SVGs are what scripts/brand-assets.ts draws, every listed download
 * exists with the right size, and the archive holds all of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { palette } from '../../src/data/palette';
import { archiveFile, brandFiles, paletteFiles } from '../../src/data/brandAssets';
import { FAVICON_ICO_SIZE, icoFromPng, textFiles } from '../../scripts/brand-assets';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file));
const css = read('src/css/custom.css').toString('utf8');

/** Every `--site-color-*: value;` declaration in custom.css, in order. */
function siteColorDeclarations(source: string): [string, string][] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(--site-color-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [
    m[1] ?? '',
    (m[2] ?? '').trim(),
  ]);
}

test('custom.css defines every palette colour with exactly its palette.ts value', () => {
  const declared = new Map<string, string>();
  for (const [name, value] of siteColorDeclarations(css)) {
    assert.ok(!declared.has(name), `${name} is declared twice in custom.css`);
    declared.set(name, value);
  }
  // Prettier writes hex in lower case; the value, not its case, must match.
  for (const swatch of palette) {
    assert.equal(declared.get(swatch.variable)?.toUpperCase(), swatch.hex, `${swatch.variable} in custom.css`);
  }
  const known = new Set<string>(palette.map((s) => s.variable));
  for (const name of declared.keys()) {
    assert.ok(known.has(name), `${name} is in custom.css but not in src/data/palette.ts`);
  }
});

test('the parser sees a drifted value (self-check)', () => {
  const drifted = css.replace(/--site-color-mint:\s*#3ee6a8;/i, '--site-color-mint: #3EE6A9;');
  assert.notEqual(drifted, css, 'custom.css declares --site-color-mint');
  assert.ok(
    siteColorDeclarations(drifted).some(([name, value]) => name === '--site-color-mint' && value === '#3EE6A9'),
  );
});

test('custom.css stays a short global file (variables and a few globals)', () => {
  assert.ok(css.split('\n').length <= 300, 'custom.css is over 300 lines: move styles into CSS Modules');
});

test('committed SVGs and palette files are exactly what scripts/brand-assets.ts draws', () => {
  for (const file of textFiles()) {
    assert.ok(
      existsSync(path.join(root, file.path)),
      `${file.path} is missing: run node --import tsx scripts/brand-assets.ts`,
    );
    assert.equal(read(file.path).toString('utf8'), file.content, `${file.path} differs from the script's drawing`);
  }
});

test('SVGs use palette colours only (plus white for light backgrounds)', () => {
  const allowed = new Set([...palette.map((s) => s.hex), '#FFFFFF']);
  for (const file of textFiles().filter((f) => f.path.endsWith('.svg'))) {
    for (const colour of file.content.match(/#[0-9A-Fa-f]{6}\b/g) ?? []) {
      assert.ok(allowed.has(colour.toUpperCase()), `${file.path} uses ${colour}`);
    }
    assert.match(file.content, /<title>[^<]+<\/title>/, `${file.path} has a title`);
  }
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  assert.equal(data.subarray(1, 4).toString('ascii'), 'PNG', 'PNG signature');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test('every listed PNG export exists at its stated size', () => {
  for (const file of brandFiles.filter((f) => f.format === 'PNG')) {
    const size = pngSize(read(`static/brand/${file.file}`));
    assert.deepEqual(size, { width: file.width, height: file.height }, file.file);
  }
});

test('the social card is a 1200 × 630 PNG', () => {
  assert.deepEqual(pngSize(read('static/img/social-card.png')), { width: 1200, height: 630 });
});

test('favicon.ico is one PNG icon: the 64 px mark, with a header that says so', () => {
  const ico = read('static/favicon.ico');
  const png = read(`static/brand/zkp2p-mark-${FAVICON_ICO_SIZE}.png`);
  assert.deepEqual(new Uint8Array(ico), icoFromPng(png, FAVICON_ICO_SIZE));
  // Read back as a browser would: reserved 0, type 1 (icon), one image, its size, offset and bytes.
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 1]);
  assert.deepEqual([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)], [64, 64, png.length, 22]);
  assert.deepEqual(pngSize(ico.subarray(22)), { width: 64, height: 64 });
});

test('the archive holds every brand file, byte for byte, with a fixed timestamp', () => {
  const entries = unzipSync(new Uint8Array(read(`static/brand/${archiveFile}`)));
  const expected = [...brandFiles.map((f) => f.file), paletteFiles.css, paletteFiles.json];
  for (const name of expected) {
    const entry = entries[`zkp2p-brand-kit/${name}`];
    assert.ok(entry, `${name} is in the archive`);
    assert.ok(Buffer.from(entry).equals(read(`static/brand/${name}`)), `${name} in the archive matches static/brand`);
  }
  assert.ok(entries['zkp2p-brand-kit/README.txt'], 'README.txt is in the archive');
  assert.equal(Object.keys(entries).length, expected.length + 1, 'nothing else in the archive');
});
