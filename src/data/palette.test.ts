import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { color, palette } from './palette';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio } from '../utils/contrast';

test('every swatch has a name, a variable, an uppercase six-digit hex and a use, none of them twice', () => {
  for (const key of ['name', 'variable', 'hex'] as const) {
    const values = palette.map((swatch) => swatch[key].toLowerCase());
    assert.equal(new Set(values).size, values.length, `duplicate ${key}`);
  }
  for (const swatch of palette) {
    assert.ok(swatch.name.length >= 3 && swatch.name.length <= 24, `name length: ${swatch.name}`);
    assert.match(swatch.variable, /^--site-color-[a-z]+(-[a-z]+)*$/, swatch.name);
    assert.match(swatch.hex, /^#[0-9A-F]{6}$/, `${swatch.name}: ${swatch.hex}`);
    assert.ok(swatch.use.length >= 10 && swatch.use.length <= 80, `use length: ${swatch.name}`);
  }
});

/** The page background every text colour is checked against: Ink, as the site's CSS sets it. */
const siteBackground = color('ink');

test('the page background is the Ink swatch, a surface', () => {
  const css = readFileSync(new URL('../css/custom.css', import.meta.url), 'utf8');
  assert.match(css, /--ifm-background-color: var\(--site-color-ink\);/);
  assert.equal(palette.find((swatch) => swatch.hex === siteBackground)?.role, 'surface');
});

test('each role has the contrast it claims on the site background: text AA, large text 3:1 only, others less', () => {
  const range = {
    text: [AA_NORMAL_TEXT, Infinity],
    'large-text': [AA_LARGE_TEXT, AA_NORMAL_TEXT],
    decoration: [1, AA_LARGE_TEXT],
    surface: [1, AA_LARGE_TEXT],
  } as const;
  for (const swatch of palette) {
    const ratio = contrastRatio(swatch.hex, siteBackground);
    const [min, below] = range[swatch.role];
    assert.ok(ratio >= min && ratio < below, `${swatch.name} (${swatch.role}) is ${ratio.toFixed(2)}:1`);
  }
});

test('body text on every surface still passes AA', () => {
  for (const surface of palette.filter((s) => s.role === 'surface')) {
    for (const text of palette.filter((s) => s.role === 'text')) {
      assert.ok(contrastRatio(text.hex, surface.hex) >= AA_NORMAL_TEXT, `${text.name} on ${surface.name}`);
    }
  }
});

test('color() finds a swatch by key and names the known keys when it cannot', () => {
  assert.equal(color('mint'), '#3EE6A8');
  assert.throws(() => color('teal'), /No palette colour "teal"; known: mint, violet/);
});
