import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandColours } from '@site/src/data/brandAssets';
import PaletteSwatches, { copyMessage } from './index';

const rendered = {
  primary: renderToStaticMarkup(<PaletteSwatches group="primary" />),
  extended: renderToStaticMarkup(<PaletteSwatches group="extended" />),
  status: renderToStaticMarkup(<PaletteSwatches group="status" />),
};

test('each group renders its own colours, every published colour exactly once', () => {
  for (const colour of brandColours) {
    for (const [group, html] of Object.entries(rendered)) {
      const count = html.split(`<h4 class="name">${colour.name}</h4>`).length - 1;
      assert.equal(count, group === colour.group ? 1 : 0, `${colour.name} in ${group}`);
    }
  }
});

test('a swatch shows its hex, RGB and token, and paints its own value', () => {
  const html = rendered.primary;
  assert.match(html, /<code>#FFE500<\/code>/);
  assert.match(html, /rgb\(255, 229, 0\)/);
  assert.match(html, /<code>igniteYellow<\/code>/);
  assert.match(html, /background:#FFE500/);
});

test('the primary group ends with the Ignite gradient from its two published stops', () => {
  assert.match(rendered.primary, /linear-gradient\(90deg, #FFE500, #FF3A33\)/);
  assert.doesNotMatch(rendered.status, /linear-gradient/);
});

test('copy buttons are disabled until the page runs, so none is dead without scripts', () => {
  const buttons = Object.values(rendered).flatMap((html) => html.match(/<button[^>]*>/g) ?? []);
  assert.equal(buttons.length, brandColours.length);
  assert.ok(buttons.every((button) => button.includes(' disabled=""')));
});

// The browser test copies each swatch; only the refused clipboard is left to check here.
test('when copying fails, the message gives the value and says how to copy by hand', () => {
  const red = brandColours.find((colour) => colour.token === 'igniteRed');
  assert.ok(red);
  assert.match(copyMessage(red, false), /#FF3A33.*selected.*Ctrl\+C/);
});
