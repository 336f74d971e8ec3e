import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate } from './dates';

test('an ISO date reads as day, month and year', () => {
  assert.equal(formatDate('2026-04-27'), '27 April 2026');
  assert.equal(formatDate('2024-02-29'), '29 February 2024');
});

test('anything but a real ISO date fails, so a typo in the data stops the build', () => {
  for (const typo of ['2026-04-31', '2026-02-29', '2026-13-01', '27 April 2026', '2026-4-27', '']) {
    assert.throws(() => formatDate(typo), /Not an ISO date/, typo);
  }
});
