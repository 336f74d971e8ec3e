import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtHtmlFile } from './builtFiles';

test('builtHtmlFile maps a route to the index.html of its folder', () => {
  assert.equal(builtHtmlFile('/out', '/'), '/out/index.html');
  assert.equal(builtHtmlFile('/out', '/guides/for-buyers'), '/out/guides/for-buyers/index.html');
  assert.equal(builtHtmlFile('/out', '/brand-kit/'), '/out/brand-kit/index.html');
});
