import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  brandColour,
  brandColours,
  brandSource,
  brandUrl,
  colourFiles,
  cssVariable,
  igniteGradient,
  officialLogos,
  sourceFileUrl,
} from './brandAssets';

test('colours have unique names, tokens and values, in six-digit upper-case hex', () => {
  for (const key of ['name', 'token', 'hex'] as const) {
    const values = brandColours.map((colour) => colour[key].toLowerCase());
    assert.equal(new Set(values).size, values.length, `duplicate ${key}`);
  }
  for (const colour of brandColours) {
    assert.match(colour.hex, /^#[0-9A-F]{6}$/, colour.name);
    assert.match(colour.token, /^[a-z][A-Za-z]*$/, `${colour.name}: camelCase token`);
    assert.ok(colour.use.length >= 8 && colour.use.length <= 60, `${colour.name}: use of 8 to 60 characters`);
  }
});

test('the Ignite gradient runs between two published colours', () => {
  assert.equal(brandColour(igniteGradient.from).hex, '#FFE500');
  assert.equal(brandColour(igniteGradient.to).hex, '#FF3A33');
  assert.throws(() => brandColour('mint'), /No published brand colour/);
});

test('official logos point at files of the pinned commit on GitHub', () => {
  assert.match(brandSource.commit, /^[0-9a-f]{40}$/);
  const paths = officialLogos.map((logo) => logo.path);
  assert.equal(new Set(paths).size, paths.length);
  for (const logo of officialLogos) {
    assert.ok(logo.path.toLowerCase().endsWith(`.${logo.format.toLowerCase()}`), logo.path);
    assert.equal(
      sourceFileUrl(logo.path),
      `https://github.com/zkp2p/docs/blob/6425a54d0663c22772fd480fa0f4c858706fe831/${logo.path}`,
    );
  }
});

test('download URLs and CSS variables are predictable', () => {
  assert.equal(brandUrl(colourFiles.css), '/brand/peer-colours.css');
  assert.equal(cssVariable('igniteYellow'), '--peer-ignite-yellow');
  assert.equal(cssVariable('black'), '--peer-black');
});
