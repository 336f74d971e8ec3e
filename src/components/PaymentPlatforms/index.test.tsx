import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import PaymentPlatforms from './index';
import { paymentPlatformsData } from './data';
import { appsFor } from '../../data/paymentPlatforms';

test('the apps view has one row per app, with every currency, payee and the buyer notes', () => {
  const html = renderToStaticMarkup(<PaymentPlatforms data={paymentPlatformsData({ version: 'v3' })} />);
  assert.equal((html.match(/<tr/g) ?? []).length, appsFor('v3').length + 1);
  assert.match(html, /<caption[^>]*>Payment apps and currencies, V3 on Base<\/caption>/);
  assert.match(html, /<abbr title="Ugandan shilling">UGX<\/abbr>/);
  assert.match(html, />Seller registers</);
  assert.match(html, /Revtag/);
  assert.match(html, /Buyers need the Peer Plus tier or higher\./);
  assert.match(html, /zkp2p\/docs at 6425a54/);
  assert.doesNotMatch(html, /<button/);
});

test('the V2 apps view merges the Zelle banks and shows no reader columns', () => {
  const html = renderToStaticMarkup(<PaymentPlatforms data={paymentPlatformsData({ version: 'v2' })} />);
  assert.match(html, /Chase, Bank of America, Citi/);
  assert.doesNotMatch(html, /Seller registers/);
});
