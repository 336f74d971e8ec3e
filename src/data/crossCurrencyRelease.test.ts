import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownFiles } from '../../tests/unit/docs';
import { sourceUrl } from './deployments';
import { crossCurrencyAppNames, crossCurrencyApps } from './crossCurrencyRelease';
import { paymentPlatforms } from './paymentPlatforms';

const root = path.resolve(import.meta.dirname, '../..');

test('each entry is a payment method of its version with the same name, listed once, with an outcome and a source', () => {
  assert.ok(crossCurrencyApps.length > 0);
  const keys = crossCurrencyApps.map((entry) => `${entry.version}:${entry.platformId}`);
  assert.equal(new Set(keys).size, keys.length);
  for (const entry of crossCurrencyApps) {
    assert.ok(entry.outcome.length > 20, entry.platformId);
    assert.match(sourceUrl(entry.source), /^https:\/\/github\.com\/zkp2p\/[a-z0-9-]+\/blob\/[0-9a-f]{7,40}\/\S+$/);
    const platform = paymentPlatforms.find((p) => p.version === entry.version && p.id === entry.platformId);
    assert.ok(platform, `${entry.platformId} is a ${entry.version} payment method in paymentPlatforms.ts`);
    assert.equal(platform.app, entry.app);
  }
});

test('the prose list reads naturally', () => {
  const names = crossCurrencyAppNames('v3');
  for (const entry of crossCurrencyApps) assert.ok(names.includes(entry.app), entry.app);
  assert.doesNotMatch(names, /^,|, and|,$/);
  assert.equal(crossCurrencyAppNames('v2'), 'no app');
});

test('guide pages name the cross-currency apps through <CrossCurrencyApps />, never by hand', () => {
  const apps = paymentPlatforms.map((p) => p.app).join('|');
  const handWritten = new RegExp(`(?:wrong|another|other) currency,? on (?:${apps})\\b`, 'i');
  const documentedFor = new RegExp(`documented for (?:${apps})\\b`, 'i');
  let rendering = 0;
  for (const file of markdownFiles(path.join(root, 'guides'))) {
    const text = readFileSync(file, 'utf8');
    const name = path.relative(root, file);
    assert.doesNotMatch(text, handWritten, `${name} names an app for cross-currency release by hand`);
    assert.doesNotMatch(text, documentedFor, `${name} names an app for cross-currency release by hand`);
    if (text.includes('<CrossCurrencyApps')) {
      rendering += 1;
      assert.match(text, /^import CrossCurrencyApps from '@site\/src\/components\/CrossCurrencyApps';$/m, name);
    }
  }
  assert.ok(rendering >= 3, `at least three guide pages render the list (found ${rendering})`);
});
