import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtHtmlFile } from './builtFiles';

test('builtHtmlFile maps a route to the .html file named after it', () => {
  assert.equal(builtHtmlFile('/out', '/'), '/out/index.html');
  assert.equal(builtHtmlFile('/out', '/team'), '/out/team.html');
  assert.equal(builtHtmlFile('/out', '/guides/for-buyers'), '/out/guides/for-buyers.html');
  assert.equal(builtHtmlFile('/out', '/brand-kit/'), '/out/brand-kit.html');
  assert.equal(builtHtmlFile('/out', '/404.html'), '/out/404.html');
});
