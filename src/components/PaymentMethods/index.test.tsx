import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import PaymentMethods from './index';
import { paymentMethodsData } from './data';
import { platformsFor } from '../../data/paymentPlatforms';

test('lists method names, hashes and verifier addresses from deployments.ts', () => {
  const html = renderToStaticMarkup(<PaymentMethods data={paymentMethodsData({ version: 'v3' })} />);
  assert.equal((html.match(/<tr/g) ?? []).length, platformsFor('v3').length + 1);
  assert.ok(html.includes('0x90262a3db0edd0be2369c6b28f9e8511ec0bac7136cefbada0880602f87e7268'));
  assert.ok(html.includes('0xC6F4a193576C60892a47e111Bb5706c30162502B'), 'UnifiedPaymentVerifierV3 on Base');
  assert.ok(!html.includes('0x16b3e4a3CA36D3A4bCA281767f15C7ADeF4ab163'), 'not the legacy verifier');
  assert.match(html, />Current</);
  assert.match(html, /unpkg\.com\/@zkp2p\/contracts-v2@0\.4\.1\/paymentMethods\/base\.json/);
});

test('for V2, shows the current Zelle entry point and marks the replaced one', () => {
  const html = renderToStaticMarkup(<PaymentMethods data={paymentMethodsData({ version: 'v2' })} />);
  assert.ok(html.includes('0x431a078A5029146aAB239c768A615CD484519aF7'));
  assert.match(
    html,
    /Replaced, do not use: <code>ZelleBaseVerifier<\/code> <code[^>]*>0x1783f040783C0827fB64d128ECE548d9B3613Ad5/,
  );
  assert.doesNotMatch(html, /data-copy-address="0x1783f040783C0827fB64d128ECE548d9B3613Ad5"/);
});

test('without its build-time data it says where the data comes from', () => {
  assert.throws(() => renderToStaticMarkup(<PaymentMethods />), /remark-component-data/);
  assert.throws(() => paymentMethodsData({ version: 'v4' }), /version must be/);
});
