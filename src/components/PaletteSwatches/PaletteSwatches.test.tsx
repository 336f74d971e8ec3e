import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { palette } from '@site/src/data/palette';
import PaletteSwatches, { copyMessage, roleLabels } from './index';

const rendered = {
  brand: renderToStaticMarkup(<PaletteSwatches group="brand" />),
  neutral: renderToStaticMarkup(<PaletteSwatches group="neutral" />),
};

test('each group renders its own swatches, every palette colour exactly once', () => {
  for (const swatch of palette) {
    const own = rendered[swatch.group];
    const other = rendered[swatch.group === 'brand' ? 'neutral' : 'brand'];
    assert.ok(own.includes(`<h4 class="name">${swatch.name}</h4>`), swatch.name);
    assert.ok(!other.includes(`>${swatch.name}<`), `${swatch.name} appears in the wrong group`);
  }
});

test('a swatch shows its hex, RGB, variable and role, and paints the CSS variable', () => {
  const html = rendered.brand;
  assert.match(html, /<code>#3EE6A8<\/code>/);
  assert.match(html, /rgb\(62, 230, 168\)/);
  assert.match(html, /background:var\(--site-color-mint\)/);
  assert.match(html, /12\.1:1/);
  assert.ok(html.includes(roleLabels.text));
});

test('copy buttons are real buttons named "Copy <name> hex", disabled until hydration', () => {
  for (const swatch of palette) {
    const html = rendered[swatch.group];
    assert.ok(
      html.includes(
        `<button type="button" class="copy" disabled="">Copy <span class="sr-only">${swatch.name} </span>hex</button>`,
      ),
      swatch.name,
    );
  }
});

test('there is a polite live region for the copy result', () => {
  assert.match(rendered.brand, /<p class="status" role="status" aria-live="polite"><\/p>/);
});

test('copy messages name the value, and the failure says how to copy by hand', () => {
  const mint = palette[0];
  assert.ok(mint);
  assert.equal(copyMessage(mint, true), 'Copied #3EE6A8 (Ramp mint) to the clipboard.');
  assert.match(copyMessage(mint, false), /#3EE6A8.*selected.*Ctrl\+C/);
});
