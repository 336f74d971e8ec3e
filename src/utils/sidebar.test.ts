import { test } from 'node:test';
import assert from 'node:assert/strict';
import { group, inFolder, section } from './sidebar';

test('inFolder prefixes page ids with their folder', () => {
  assert.deepEqual(inFolder('for-buyers', ['a', 'b']), ['for-buyers/a', 'for-buyers/b']);
});

test('section links its label to its overview doc', () => {
  assert.deepEqual(section('For buyers', 'for-buyers/index', ['for-buyers/a']), {
    type: 'category',
    label: 'For buyers',
    link: { type: 'doc', id: 'for-buyers/index' },
    items: ['for-buyers/a'],
  });
});

test('group has no link and is collapsed unless opened', () => {
  assert.deepEqual(group('API', ['x']), { type: 'category', label: 'API', collapsed: true, items: ['x'] });
  assert.deepEqual(group('API', ['x'], true), { type: 'category', label: 'API', collapsed: false, items: ['x'] });
});
