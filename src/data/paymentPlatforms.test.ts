import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pages } from '../../tests/unit/docs';
import { deployments, sourceUrl } from './deployments';
import { currencyNames } from './currencies';
import type { CurrencyCode } from './currencies';
import { appsFor, paymentPlatforms, platformsFor } from './paymentPlatforms';
import { verifierDeployments } from './verifierDeployments';
import basePaymentMethods from '@zkp2p/contracts-v2/paymentMethods/base.json';
import currencyHashes from '@zkp2p/contracts-v2/currencies/currencies.json';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const label = (p: (typeof paymentPlatforms)[number]) => `${p.version} ${p.id}`;
const codes = new Set(Object.keys(currencyNames));

test('every entry has a kebab-case id, once per version, a name within its app, currencies once each and a source', () => {
  const seen = new Set<string>();
  for (const p of paymentPlatforms) {
    assert.match(p.id, /^[a-z][a-z-]*$/, label(p));
    assert.ok(!seen.has(label(p)), `${label(p)} is listed twice`);
    seen.add(label(p));
    assert.ok(p.name.startsWith(p.app), `${label(p)}: name starts with its app`);
    assert.ok(p.currencies.length > 0, `${label(p)} accepts at least one currency`);
    assert.equal(new Set(p.currencies).size, p.currencies.length, label(p));
    if (p.version === 'v2') {
      assert.match(
        sourceUrl(p.source),
        /^https:\/\/github\.com\/zkp2p\/zkp2p-v2-contracts\/blob\/[0-9a-f]{7,40}\/deployments\/verifiers\/[\w-]+\.ts$/,
        label(p),
      );
    }
  }
});

test('V3 payment method hashes are keccak256 of the method name', () => {
  for (const p of platformsFor('v3')) {
    assert.equal(p.paymentMethodHash, `0x${bytesToHex(keccak_256(utf8ToBytes(p.id)))}`, label(p));
  }
  for (const p of platformsFor('v2')) assert.equal(p.paymentMethodHash, undefined, label(p));
});

test('today’s methods are exactly the package’s, with its hashes and currencies', () => {
  const published = basePaymentMethods.methods;
  assert.deepEqual(
    platformsFor('v3')
      .map((p) => p.id)
      .sort(),
    Object.keys(published).sort(),
    'paymentMethods/base.json of @zkp2p/contracts-v2 lists other methods: update src/data/paymentPlatforms.ts',
  );
  for (const [id, method] of Object.entries(published)) {
    const ours = platformsFor('v3').find((p) => p.id === id);
    assert.equal(ours?.paymentMethodHash, method.paymentMethodHash, `${id} hash`);
    assert.deepEqual(
      [...(ours?.currencies ?? [])].sort(),
      method.currencies
        .map((hash) => Object.entries(currencyHashes.codeToHash).find(([, h]) => h === hash)?.[0])
        .sort(),
      `${id} currencies differ from paymentMethods/base.json`,
    );
  }
});

test('currency hashes in the package are keccak256 of the ISO code, and every code has a name here', () => {
  for (const [code, hash] of Object.entries(currencyHashes.codeToHash)) {
    assert.equal(hash, `0x${bytesToHex(keccak_256(utf8ToBytes(code)))}`, code);
    assert.ok(codes.has(code), `${code} is in currencies/currencies.json but has no name in src/data/currencies.ts`);
    assert.equal(currencyHashes.hashToCode[hash as keyof typeof currencyHashes.hashToCode], code);
  }
});

test('every verifier (and V2 Zelle bank verifier) has a deployment on Base: current for V3, retired for V2', () => {
  for (const p of paymentPlatforms) {
    if (p.version === 'v3') assert.equal(p.verifier, 'UnifiedPaymentVerifierV3', p.id);
    const found = verifierDeployments(p);
    assert.equal(found.current?.status, p.version === 'v3' ? 'current' : 'retired', `${label(p)}: ${p.verifier}`);
    if (p.delegate) assert.ok(found.delegate, `${label(p)}: ${p.delegate.verifier} not in deployments.ts`);
  }
});

test('reader particulars of today’s methods come from the 2026 guides', () => {
  for (const p of platformsFor('v3')) {
    assert.ok(p.payee && p.payee.length > 2, `${p.id} payee`);
    assert.ok(p.risk, `${p.id} risk`);
    assert.ok((p.guideSources ?? []).length > 0, `${p.id} guide sources`);
    for (const sentence of p.particulars ?? []) assert.match(sentence, /^[A-Z].*\.$/, `${p.id}: ${sentence}`);
  }
  assert.deepEqual(
    platformsFor('v3')
      .filter((p) => p.minimumTier)
      .map((p) => p.id)
      .sort(),
    ['paypal', 'venmo'],
  );
});

test('the V2 Zelle banks share one app row, and their replaced verifiers are never reported as current', () => {
  const zelle = platformsFor('v2').filter((p) => p.app === 'Zelle');
  assert.equal(zelle.length, 3);
  assert.deepEqual(
    appsFor('v2')
      .filter((a) => a.app === 'Zelle')
      .map((a) => a.methods),
    [zelle],
  );
  for (const p of zelle) {
    const found = verifierDeployments(p);
    assert.equal(found.current?.address, '0x431a078A5029146aAB239c768A615CD484519aF7', label(p));
    assert.ok(
      found.replaced.some((d) => d.address === '0x1783f040783C0827fB64d128ECE548d9B3613Ad5'),
      label(p),
    );
  }
  assert.deepEqual(
    zelle.map((p) => p.delegate?.proofPrefix),
    [0, 1, 2],
    'Chase 0, Bank of America 1, Citi 2 (deploy/11_deploy_zelle_reclaim_verifiers.ts)',
  );
});

// Pages must not state a currency list or a verifier address that disagrees with the data.
const docs = pages('developer', 'guides', 'protocol', 'blog');

test('any list of four or more currency codes on a page matches a platform in the data', () => {
  const known = paymentPlatforms.map((p) => [...p.currencies].sort().join(','));
  const run = /\b(?:[A-Z]{3}(?:,\s*|\s+and\s+|\s*\/\s*)){3,}[A-Z]{3}\b/g;
  for (const { name, text } of docs) {
    for (const match of text.matchAll(run)) {
      const list = match[0].split(/,\s*|\s+and\s+|\s*\/\s*/);
      if (!list.every((code) => codes.has(code))) continue;
      const sorted = [...new Set(list as CurrencyCode[])].sort().join(',');
      // Short lists are examples (a subset of one platform); long ones claim to be a platform's full list.
      const isSubset = paymentPlatforms.some((p) => list.every((c) => p.currencies.includes(c as CurrencyCode)));
      assert.ok(
        known.includes(sorted) || (list.length < 7 && isSubset),
        `${name} lists ${match[0]}, which no platform in src/data/paymentPlatforms.ts accepts`,
      );
    }
  }
});

test('no page hard-codes a replaced verifier address', () => {
  const replaced = deployments.filter((d) => d.replaced).map((d) => d.address.toLowerCase());
  for (const { name, text } of docs) {
    for (const address of replaced) {
      assert.ok(!text.toLowerCase().includes(address), `${name} names replaced address ${address}`);
    }
  }
});
