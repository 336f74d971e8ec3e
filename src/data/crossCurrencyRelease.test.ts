import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pages } from '../../tests/unit/docs';
import { sourceUrl } from './deployments';
import { crossCurrencyAppNames, crossCurrencyApps } from './crossCurrencyRelease';
import { andList } from '../utils/lists';
import { paymentPlatforms } from './paymentPlatforms';

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

test('the prose list names the apps of the version', () => {
  assert.equal(
    crossCurrencyAppNames('v3'),
    andList(crossCurrencyApps.filter((entry) => entry.version === 'v3').map((entry) => entry.app)),
  );
  assert.equal(crossCurrencyAppNames('v3'), 'Wise');
  assert.equal(crossCurrencyAppNames('v2'), 'no app');
});

test('guide pages name the cross-currency apps through <CrossCurrencyApps />, never by hand', () => {
  const apps = paymentPlatforms.map((p) => p.app).join('|');
  const handWritten = new RegExp(`(?:wrong|another|other) currency,? on (?:${apps})\\b`, 'i');
  const documentedFor = new RegExp(`documented for (?:${apps})\\b`, 'i');
  let rendering = 0;
  for (const { name, text } of pages('guides')) {
    assert.doesNotMatch(text, handWritten, `${name} names an app for cross-currency release by hand`);
    assert.doesNotMatch(text, documentedFor, `${name} names an app for cross-currency release by hand`);
    if (text.includes('<CrossCurrencyApps')) {
      rendering += 1;
      assert.match(text, /^import CrossCurrencyApps from '@site\/src\/components\/CrossCurrencyApps';$/m, name);
    }
  }
  assert.ok(rendering >= 3, `at least three guide pages render the list (found ${rendering})`);
});
