import { test } from 'node:test';
import assert from 'node:assert/strict';
import { group, inFolder, section } from './sidebar';

test('inFolder prefixes page ids with their folder', () => {
  assert.deepEqual(inFolder('area', ['a', 'b']), ['area/a', 'area/b']);
});

test('section links its label to its overview doc', () => {
  const built = section('Overview label', 'area/index', ['area/a']);
  assert.deepEqual(built, {
    type: 'category',
    label: 'Overview label',
    link: { type: 'doc', id: 'area/index' },
    items: ['area/a'],
  });
});

test('group has no link and is collapsed unless opened', () => {
  assert.deepEqual(group('API', ['x']), { type: 'category', label: 'API', collapsed: true, items: ['x'] });
  assert.deepEqual(group('API', ['x'], true), { type: 'category', label: 'API', collapsed: false, items: ['x'] });
});
