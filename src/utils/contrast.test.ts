import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contrastRatio, formatRgb, hexToRgb } from './contrast';

const close = (actual: number, expected: number, digits = 3) =>
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `${actual} is not ≈ ${expected}`);

test('hexToRgb reads six- and three-digit hex in any case, with or without #', () => {
  assert.deepEqual(hexToRgb('#3EE6A8'), { r: 62, g: 230, b: 168 });
  assert.deepEqual(hexToRgb('3ee6a8'), { r: 62, g: 230, b: 168 });
  assert.deepEqual(hexToRgb('#fff'), { r: 255, g: 255, b: 255 });
  assert.deepEqual(hexToRgb(' #0B0D12 '), { r: 11, g: 13, b: 18 });
});

test('hexToRgb rejects anything that is not a hex colour, naming the value', () => {
  for (const bad of ['', '#12345', '#GGGGGG', 'mint', '#3EE6A8FF', 'rgb(1,2,3)']) {
    assert.throws(() => hexToRgb(bad), new RegExp(`Not a hex colour: "${bad.replace(/[()]/g, '\\$&')}"`));
  }
});

test('formatRgb prints the channels', () => {
  assert.equal(formatRgb({ r: 62, g: 230, b: 168 }), 'rgb(62, 230, 168)');
});

test('contrast ratio matches the WCAG reference points and is symmetric', () => {
  close(contrastRatio('#000000', '#FFFFFF'), 21);
  close(contrastRatio('#FFFFFF', '#FFFFFF'), 1);
  // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
  close(contrastRatio('#767676', '#FFFFFF'), 4.542, 2);
  assert.equal(contrastRatio('#3EE6A8', '#0B0D12'), contrastRatio('#0B0D12', '#3EE6A8'));
});
