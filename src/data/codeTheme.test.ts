import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AA_NORMAL_TEXT, contrastRatio } from '../utils/contrast';
import { codeTheme } from './codeTheme';
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
