import { test } from 'node:test';
import assert from 'node:assert/strict';
import { median } from './lib';
import { collectRounds, indexRange, slowRuns } from './machine';

test('indexRange shows the lowest and highest index, rounded', () => {
  assert.equal(indexRange([2785.4, 1702.2, 2315]), '1702–2785');
  assert.equal(indexRange([2790.4, 2789.6]), '2790');
});

test('slowRuns picks the runs under 85% of the sitting median, and only those', () => {
  const indexes = [2785, 2816, 2760, 2702, 1702, 2315, 2368];
  const runs = indexes.map((benchmarkIndex, run) => ({ run, benchmarkIndex }));
  const sittingIndex = median(indexes);
  // Median 2702; 85% of it is 2296.7: 1702 is slow, 2315 is not.
  assert.deepEqual(
    slowRuns(runs, sittingIndex).map(({ run }) => run),
    [4],
  );
  assert.deepEqual(
    slowRuns(runs, sittingIndex, 0.9).map(({ run }) => run),
    [4, 5, 6],
  );
  assert.deepEqual(slowRuns(runs.slice(0, 4), median(indexes.slice(0, 4))), []);
});

test('collectRounds runs every route once a round, and only the first round clears the last sitting', () => {
  assert.deepEqual(collectRounds(3), [
    ['collect', '--numberOfRuns=1'],
    ['collect', '--numberOfRuns=1', '--additive'],
    ['collect', '--numberOfRuns=1', '--additive'],
  ]);
  assert.deepEqual(collectRounds(1), [['collect', '--numberOfRuns=1']]);
});
