import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AA_NORMAL_TEXT, contrastRatio } from '../utils/contrast';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeTheme, tokenStylesheet } from './codeTheme';
import { color } from './palette';

test('code blocks sit on the Vault surface the stylesheet gives them', () => {
  assert.equal(codeTheme.plain.backgroundColor, color('vault'));
});

test('every token colour reads at 4.5:1 or more on the code surface', () => {
  const background = String(codeTheme.plain.backgroundColor);
  const colours = [codeTheme.plain.color, ...codeTheme.styles.map((s) => s.style.color)].filter(
    (c): c is string => typeof c === 'string',
  );
  assert.equal(colours.length, codeTheme.styles.length + 1, 'every style sets a colour');
  for (const c of colours) {
    const ratio = contrastRatio(c, background);
    assert.ok(ratio >= AA_NORMAL_TEXT, `${c} on ${background}: ${ratio.toFixed(2)}:1`);
  }
});

test('the token stylesheet is the theme, class by class', () => {
  const normalise = (css: string) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const file = readFileSync(path.resolve('src/css/code-tokens.css'), 'utf8');
  assert.equal(normalise(file), normalise(tokenStylesheet()));
});
