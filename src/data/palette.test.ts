import { test } from 'node:test';
import assert from 'node:assert/strict';
import { color, palette, siteBackground } from './palette';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio } from '../utils/contrast';

test('every swatch has a name, a variable, an uppercase six-digit hex and a use', () => {
  assert.ok(palette.length >= 6, 'a palette of at least six colours');
  for (const swatch of palette) {
    assert.ok(swatch.name.length >= 3 && swatch.name.length <= 24, `name length: ${swatch.name}`);
    assert.match(swatch.variable, /^--site-color-[a-z]+(-[a-z]+)*$/, swatch.name);
    assert.match(swatch.hex, /^#[0-9A-F]{6}$/, `${swatch.name}: ${swatch.hex}`);
    assert.ok(swatch.use.length >= 10 && swatch.use.length <= 80, `use length: ${swatch.name}`);
  }
});

test('names, variables and hex values are unique', () => {
  for (const key of ['name', 'variable', 'hex'] as const) {
    const values = palette.map((swatch) => swatch[key].toLowerCase());
    assert.equal(new Set(values).size, values.length, `duplicate ${key}`);
  }
});

test('the site background is the Ink swatch and is a surface', () => {
  const ink = palette.find((swatch) => swatch.hex === siteBackground);
  assert.ok(ink, 'siteBackground is in the palette');
  assert.equal(ink.role, 'surface');
});

test('text colours meet WCAG AA (4.5:1) on the site background', () => {
  for (const swatch of palette.filter((s) => s.role === 'text')) {
    const ratio = contrastRatio(swatch.hex, siteBackground);
    assert.ok(ratio >= AA_NORMAL_TEXT, `${swatch.name} is ${ratio.toFixed(2)}:1`);
  }
});

test('large-text colours meet 3:1 and are honestly below 4.5:1', () => {
  for (const swatch of palette.filter((s) => s.role === 'large-text')) {
    const ratio = contrastRatio(swatch.hex, siteBackground);
    assert.ok(ratio >= AA_LARGE_TEXT, `${swatch.name} is ${ratio.toFixed(2)}:1`);
    assert.ok(ratio < AA_NORMAL_TEXT, `${swatch.name} passes for body text: give it the text role`);
  }
});

test('decoration and surface colours are not labelled as text colours by mistake', () => {
  for (const swatch of palette.filter((s) => s.role === 'decoration' || s.role === 'surface')) {
    assert.ok(contrastRatio(swatch.hex, siteBackground) < AA_LARGE_TEXT, `${swatch.name} could carry text`);
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
