import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceUrl } from './deployments';
import { formatSpread, spreadSeries, spreadStudy } from './spreadStudy';

const root = path.resolve(import.meta.dirname, '../..');

test('every series has buckets with counts, spreads and a chart source, none listed twice', () => {
  const ids = spreadStudy.map((series) => series.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const series of spreadStudy) {
    const labels = series.buckets.map((bucket) => bucket.chartLabel);
    assert.equal(new Set(labels).size, labels.length, series.id);
    assert.ok(series.title.length > 0, series.id);
    assert.ok(series.buckets.length >= 3, series.id);
    assert.match(
      sourceUrl(series.source),
      /^https:\/\/github\.com\/zkp2p\/docs\/blob\/[0-9a-f]{7,40}\/static\/img\/\S+\.png$/,
    );
    for (const bucket of series.buckets) {
      assert.ok(bucket.range.length > 0 && bucket.chartLabel.length > 0, series.id);
      assert.ok(Number.isInteger(bucket.trades) && bucket.trades > 0, bucket.chartLabel);
      assert.ok(bucket.averageSpread > 0 && bucket.averageSpread < 5, bucket.chartLabel);
    }
  }
});

test('the study covers more than 4,000 trades, as the post says', () => {
  for (const series of spreadStudy) {
    const total = series.buckets.reduce((sum, bucket) => sum + bucket.trades, 0);
    assert.ok(total > 4000 && total < 5000, `${series.id}: ${total}`);
  }
});

test('by size, the average spread rises with order size', () => {
  const spreads = spreadSeries('by-size').buckets.map((bucket) => bucket.averageSpread);
  for (let i = 1; i < spreads.length; i += 1) {
    assert.ok((spreads[i] ?? 0) > (spreads[i - 1] ?? 0), `bucket ${i}`);
  }
  assert.equal(formatSpread(1.2), '1.20%');
});

test('the update-rates guide renders the size table and does not repeat the inverted claim', () => {
  const page = readFileSync(path.join(root, 'guides/for-sellers/update-usdc-rates.mdx'), 'utf8');
  assert.match(page, /<SpreadTable series="by-size"/);
  assert.doesNotMatch(page, /\$500 or less paid higher spreads than larger/i);
  assert.doesNotMatch(page, /smaller orders? (?:pay|paid) (?:more|higher)/i);
});
