import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import PaymentPlatforms from './index';
import { paymentPlatformsData } from './data';
import { appsFor } from '../../data/paymentPlatforms';

test('the apps view has one row per app, Zelle banks merged, with every currency', () => {
  const html = renderToStaticMarkup(<PaymentPlatforms data={paymentPlatformsData({ version: 'v3' })} />);
  assert.equal((html.match(/<tr/g) ?? []).length, appsFor('v3').length + 1);
  assert.match(html, /<caption[^>]*>Payment apps and currencies, V3 on Base<\/caption>/);
  assert.match(html, /Chase, Bank of America, Citi/);
  assert.match(html, /<abbr title="Ugandan shilling">UGX<\/abbr>/);
  assert.doesNotMatch(html, /<button/);
});
