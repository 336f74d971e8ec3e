import { test } from 'node:test';
import assert from 'node:assert/strict';
import { andList } from './lists';

test('names read as prose, with "and" before the last and no serial comma', () => {
  assert.equal(andList([]), '');
  assert.equal(andList(['Wise']), 'Wise');
  assert.equal(andList(['Venmo', 'PayPal']), 'Venmo and PayPal');
  assert.equal(andList(['Zelle', 'Venmo', 'Cash App']), 'Zelle, Venmo and Cash App');
});
