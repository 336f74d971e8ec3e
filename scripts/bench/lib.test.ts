import { test } from 'node:test';
import assert from 'node:assert/strict';
import { median } from './lib';

test('median takes the middle value, or the mean of the two middle ones', () => {
  assert.equal(median([2785, 1702, 2816]), 2785);
  assert.equal(median([2600, 2800, 2700, 2500]), 2650);
});
